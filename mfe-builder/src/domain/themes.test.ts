// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { THEMES, themeFromQuery } from './themes';

describe('builder themes (?theme=)', () => {
  it('are the nine of the spec, each with a colour and a pattern', () => {
    expect(THEMES.map((t) => t.id)).toEqual([
      'mexico',
      'india',
      'north-america',
      'italy',
      'eastern-europe',
      'china',
      'southeast-asia',
      'middle-east',
      'west-asia',
    ]);
    for (const t of THEMES) {
      expect(t.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(t.pattern).toBeTruthy();
    }
  });

  it.each([
    ['mexico', 'Mexico'],
    ['west-asia', 'West Asia'],
    ['japan', null],
    ['MEXICO', null],
    ['', null],
    [null, null],
    ['<script>', null],
  ])('%j → %j', (query, name) => {
    expect(themeFromQuery(query)?.name ?? null).toBe(name);
  });
});
