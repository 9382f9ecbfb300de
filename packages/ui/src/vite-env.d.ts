/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Release label of a build (`VITE_RELEASE=2026-11-22 npm run build -w mfe-menu`); 'local' when unset. */
  readonly VITE_RELEASE?: string;
}
