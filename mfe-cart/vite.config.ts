import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/build/vite-config';

export default defineConfig(({ command }) => remoteViteConfig('mfe-cart', command));
