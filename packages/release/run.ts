#!/usr/bin/env node
// `node run.ts ./cli.ts …args`: runs one of the release tools (TypeScript, like the rest of packages/vite) with
// Vite's module runner — our packages compiled as they are imported, every library imported by Node itself.
import { runnerImport } from 'vite';

const [script = ''] = process.argv.splice(2, 1);
await runnerImport(new URL(script, import.meta.url).pathname, { configFile: false, logLevel: 'warn' });
