import { defineConfig } from 'vite';
import { shellViteConfig } from '../shared/build/vite-config';

export default defineConfig(() => shellViteConfig(import.meta.dirname));
