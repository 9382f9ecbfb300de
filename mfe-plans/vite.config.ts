import { defineConfig } from 'vite';
import { remoteViteConfig } from '../packages/vite/vite-config';

export default defineConfig(({ command }) => remoteViteConfig('mfe-plans', command));
