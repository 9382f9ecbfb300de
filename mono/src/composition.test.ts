// @vitest-environment node
import { manifestPatterns, sampleAddresses } from '@campus/catalogue/routes';
import { parseManifest } from '@campus/contract/manifest';
import { ownersOfPath } from '@campus/contract/routes';
import { FOOTER_GROUPS, NAV_LINKS } from 'shell/nav-links';
import manifestJson from 'shell/remotes.json';
import { describe, expect, it } from 'vitest';
import { SLICES } from './slices';

/**
 * The deployed manifest (shell/public/remotes.json) is data a deploy edits; each slice's route table is code its team
 * edits. They must agree, or a page would be sent to a slice that 404s it (or to nobody).
 */
const parsed = parseManifest(manifestJson);
const remotes = parsed.ok ? parsed.value.remotes : [];
const slices = SLICES;

describe('the manifest and the slices’ route tables', () => {
  it('name the same remotes', () => {
    expect(parsed.ok).toBe(true);
    expect(remotes.map((r) => r.name).sort()).toEqual(slices.map((s) => s.name).sort());
  });

  it.each(slices)(
    '$workspace: the manifest sends exactly its pages to it, at its port',
    ({ name, table, prodPort }) => {
      const entry = remotes.find((r) => r.name === name);
      expect(entry?.routes.slice().sort()).toEqual(manifestPatterns(table).sort());
      expect(entry && new URL(entry.entry).port).toBe(String(prodPort));
    },
  );

  it.each(slices.flatMap((s) => sampleAddresses(s.table).map((address) => [address, s.name] as const)))(
    '%s is owned by %s alone',
    (address, name) => {
      expect(ownersOfPath(remotes, address.split('?')[0] ?? address)).toEqual([name]);
    },
  );

  it('every link of the shell’s navigation and footer goes to a page a slice owns', () => {
    const links = [...NAV_LINKS, ...FOOTER_GROUPS.flatMap((g) => g.links)].map((l) => l.to);
    for (const to of links) expect(ownersOfPath(remotes, to), to).toHaveLength(1);
  });
});
