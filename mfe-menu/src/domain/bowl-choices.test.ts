// @vitest-environment node
import { COUNTRIES } from '@campus/catalogue/countries';
import { PREMIUM_BASE_CENTS } from '@campus/catalogue/prices';
import type { Bowl } from '@campus/catalogue/types';
import { describe, expect, it } from 'vitest';
import {
  checkPicks,
  choiceGroups,
  type GroupPicks,
  initialPicks,
  picksExtraCents,
  picksForCart,
  pickToggled,
} from './bowl-choices';

const teriyaki = COUNTRIES.flatMap((c) => c.bowls).find((b) => b.id === 'teriyaki-chicken-bowl') as Bowl;
const group = (id: string) => {
  const found = choiceGroups(teriyaki).find((g) => g.id === id);
  if (!found) throw new Error(`no group ${id}`);
  return found;
};

describe('the customise groups of a signature bowl', () => {
  it('are base (choose 1), vegetables (choose 2) and sauce (choose 1); the protein has its own picker', () => {
    expect(choiceGroups(teriyaki).map((g) => [g.id, g.select])).toEqual([
      ['base', 1],
      ['veg_included', 2],
      ['sauce', 1],
    ]);
  });

  it('the bowl comes as the kitchen makes it: its standard base, two vegetables and sauce, each changeable', () => {
    expect(initialPicks(teriyaki)).toEqual({
      base: ['jasmine-rice'],
      veg_included: ['edamame', 'pickled-cucumber'],
      sauce: ['teriyaki-glaze'],
    });
    expect(checkPicks(teriyaki, initialPicks(teriyaki))).toEqual({ ok: true });
    expect(picksExtraCents(teriyaki, initialPicks(teriyaki))).toBe(0);
  });

  it('every signature bowl comes complete and at its own price (a protein is the one thing to pick)', () => {
    for (const bowl of COUNTRIES.flatMap((c) => c.bowls)) {
      expect(checkPicks(bowl, initialPicks(bowl)), bowl.id).toEqual({ ok: true });
      expect(picksExtraCents(bowl, initialPicks(bowl)), bowl.id).toBe(0);
    }
  });

  it.each([
    ['base: first pick', 'base', {}, 'jasmine-rice', 'added', ['jasmine-rice']],
    ['base: another replaces it', 'base', { base: ['jasmine-rice'] }, 'brown-rice', 'replaced', ['brown-rice']],
    [
      'veg: second pick',
      'veg_included',
      { veg_included: ['edamame'] },
      'shredded-carrot',
      'added',
      ['edamame', 'shredded-carrot'],
    ],
    [
      'veg: a third is refused',
      'veg_included',
      { veg_included: ['edamame', 'shredded-carrot'] },
      'pickled-cucumber',
      'limit',
      ['edamame', 'shredded-carrot'],
    ],
    [
      'veg: tapping a chosen one removes it',
      'veg_included',
      { veg_included: ['edamame', 'shredded-carrot'] },
      'edamame',
      'removed',
      ['shredded-carrot'],
    ],
    ['an unknown id changes nothing', 'base', { base: ['jasmine-rice'] }, 'gold-leaf', 'unknown', ['jasmine-rice']],
    ['base: tapping the chosen one keeps it', 'base', { base: ['brown-rice'] }, 'brown-rice', 'kept', ['brown-rice']],
    [
      'the only sauce stays chosen',
      'sauce',
      { sauce: ['teriyaki-glaze'] },
      'teriyaki-glaze',
      'kept',
      ['teriyaki-glaze'],
    ],
  ] as [string, string, GroupPicks, string, string, string[]][])('%s', (_name, groupId, picks, id, outcome, after) => {
    const result = pickToggled(group(groupId), picks, id);
    expect(result.outcome).toBe(outcome);
    expect(result.picks[groupId]).toEqual(after);
  });

  it.each([
    [
      'the vegetables taken out',
      { ...initialPicks(teriyaki), veg_included: [] },
      'Please choose 2 vegetables for your bowl.',
      ['veg_included'],
    ],
    [
      'nothing chosen (a bowl saved before its standard choices)',
      { sauce: ['teriyaki-glaze'] },
      'Please choose a base and 2 vegetables for your bowl.',
      ['base', 'veg_included'],
    ],
    [
      'one vegetable short',
      { ...initialPicks(teriyaki), base: ['jasmine-rice'], veg_included: ['edamame'] },
      'Please choose 1 more vegetable for your bowl.',
      ['veg_included'],
    ],
  ] as [string, GroupPicks, string, string[]][])('required groups: %s', (_name, picks, message, groups) => {
    expect(checkPicks(teriyaki, picks)).toEqual({ ok: false, title: 'Selection Required', message, groups });
  });

  it('a complete bowl passes', () => {
    const picks = { ...initialPicks(teriyaki), base: ['jasmine-rice'], veg_included: ['edamame', 'shredded-carrot'] };
    expect(checkPicks(teriyaki, picks)).toEqual({ ok: true });
  });

  it.each([
    ['the standard base adds nothing', { base: ['jasmine-rice'] }, 0],
    ['the premium base adds SPEC §9 +0.50', { base: ['brown-rice'] }, PREMIUM_BASE_CENTS],
  ] as [string, GroupPicks, number][])('%s', (_name, picks, cents) => {
    expect(picksExtraCents(teriyaki, picks)).toBe(cents);
  });

  it('every signature bowl offers a premium base at +0.50', () => {
    for (const bowl of COUNTRIES.flatMap((c) => c.bowls)) {
      const base = choiceGroups(bowl).find((g) => g.id === 'base');
      expect(base?.choices.filter((c) => c.extraCents === PREMIUM_BASE_CENTS)).toHaveLength(1);
    }
  });

  it('the cart line says what was chosen, by group, in the bowl’s order', () => {
    const picks = { sauce: ['teriyaki-glaze'], base: ['brown-rice'], veg_included: ['shredded-carrot', 'edamame'] };
    expect(picksForCart(teriyaki, picks)).toEqual([
      { group: 'Base', names: ['Brown rice'] },
      { group: 'Vegetables', names: ['Shredded carrot', 'Edamame'] },
      { group: 'Sauce', names: ['Teriyaki glaze'] },
    ]);
  });
});
