import APPS from '@campus/contract/apps.json' with { type: 'json' };

/** Where `npm start` serves each app (ports from packages/contract/apps.json, the one place they are written). */
const local = (port: number) => `http://localhost:${port}`;

export const SHELL_ORIGIN = local(APPS.shell.prodPort);

export type RemoteName = (typeof APPS.remotes)[keyof typeof APPS.remotes]['name'];

/** Each remote's origin by its federation name (`mfe_menu` → http://localhost:4174). */
export const REMOTE_ORIGINS = Object.fromEntries(
  Object.values(APPS.remotes).map((r) => [r.name, local(r.prodPort)]),
) as Record<RemoteName, string>;

/** The deploy test serves a second release of a remote on this port. */
export const DEPLOY_TEST_PORT = APPS.deployTest.prodPort;

/** The service worker's release test (tests/pwa-release.spec.ts) serves the release it replaces on this port. */
export const PWA_RELEASE_TEST_PORT = APPS.pwaReleaseTest.prodPort;

/** The nginx test (tests/nginx.spec.ts): the production topology on these HTTPS origins. */
export const NGINX_TEST = APPS.nginxTest;
