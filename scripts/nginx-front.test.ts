// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { frontOf, nginxConfig } from './nginx-front.ts';

describe('deploy/nginx.conf rendered for a front of several layout servers', () => {
  const front = frontOf({
    dir: 'e2e/.fleet-config-test',
    shellPort: 4410,
    remotePorts: [4411, 4412, 4413, 4414, 4415],
    layoutPorts: [4421, 4422, 4423],
  });
  const config = nginxConfig(front);

  it("puts every layout server in the upstream, each with the deploy file's passive health check", () => {
    const upstream = /upstream campus_layout \{([^}]*)\}/.exec(config)?.[1] ?? '';
    expect(upstream.match(/server 127\.0\.0\.1:\d+[^;]*;/g)).toEqual([
      'server 127.0.0.1:4421 max_fails=2 fail_timeout=5s;',
      'server 127.0.0.1:4422 max_fails=2 fail_timeout=5s;',
      'server 127.0.0.1:4423 max_fails=2 fail_timeout=5s;',
    ]);
  });

  it('sends pages to the upstream, a failed GET to the next server, and never re-sends a POST', () => {
    const pages = /location @pages \{([^}]*)\}/.exec(config)?.[1] ?? '';
    expect(pages).toContain('proxy_pass http://campus_layout;');
    expect(pages).toMatch(/proxy_next_upstream error timeout http_502 http_503/);
    expect(pages).not.toContain('non_idempotent');
  });

  it("serves each remote's files (and its release folders) from its own origin", () => {
    for (const port of front.remotePorts) expect(config).toContain(`listen 127.0.0.1:${port} ssl http2;`);
    expect(config).toContain(`root ${front.dir}/mfe-menu;`);
    expect(config).not.toMatch(/campusbowls\.example|\/srv\/|:4173\b/);
  });
});
