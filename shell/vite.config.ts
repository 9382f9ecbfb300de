import { defineConfig } from 'vite';
import { shellViteConfig } from '../packages/build/vite-config';

export default defineConfig(() => shellViteConfig(import.meta.dirname));
