import { defineConfig } from 'vite';
import { remoteViteConfig } from '../packages/build/vite-config';

export default defineConfig(({ command }) => remoteViteConfig('mfe-cart', command));
