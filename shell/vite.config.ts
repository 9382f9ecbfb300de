import { defineConfig } from 'vite';
import { shellViteConfig } from '../packages/vite/vite-config';

export default defineConfig(() => shellViteConfig(import.meta.dirname));
