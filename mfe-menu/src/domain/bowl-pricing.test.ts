// @vitest-environment node
import { PROTEIN_ADDONS } from '@campus/catalogue/addons';
import { describe, expect, it } from 'vitest';
import {
  checkBowlSelection,
  clampQuantity,
  extraProteinCents,
  proteinNames,
  proteinPriceLabelCents,
  toggleProtein,
  unitPriceCents,
} from './bowl-pricing';

const P = PROTEIN_ADDONS;
const protein = (id: string) => {
  const p = P.find((x) => x.id === id);
  if (!p) throw new Error(id);
  return p;
};

describe('toggleProtein', () => {
  it.each([
    [[], 'tofu', ['tofu']],
    [['tofu'], 'salmon', ['tofu', 'salmon']],
    [['tofu', 'salmon'], 'tofu', ['salmon']],
    [['tofu'], 'tofu', []],
  ])('%j + %s → %j', (selected, id, expected) => {
    expect(toggleProtein(selected, id)).toEqual(expected);
  });
});

describe('price: the first protein is free, each further one costs its add-on price', () => {
  it.each([
    [[], 0, 999],
    [['halal-chicken'], 0, 999],
    [['salmon'], 0, 999],
    [['halal-chicken', 'tofu'], 150, 1149],
    [['tofu', 'halal-beef'], 250, 1249],
    [['tofu', 'salmon'], 300, 1299],
    [['salmon', 'tofu'], 150, 1149],
    [['halal-chicken', 'halal-beef', 'salmon'], 550, 1549],
    [['halal-chicken', 'unknown'], 0, 999],
  ])('%j → extra %i, unit %i', (selected, extra, unit) => {
    expect(extraProteinCents(selected, P)).toBe(extra);
    expect(unitPriceCents(999, selected, P)).toBe(unit);
  });

  it.each([
    [[], 'salmon', 0],
    [['salmon'], 'salmon', 0],
    [['tofu'], 'salmon', 300],
    [['tofu', 'salmon'], 'salmon', 300],
    [['tofu'], 'halal-beef', 250],
    [['tofu'], 'falafel', 150],
  ])('with %j, %s shows +%i', (selected, id, cents) => {
    expect(proteinPriceLabelCents(selected, protein(id))).toBe(cents);
  });
});

describe('quantity', () => {
  it.each([
    [1, 1],
    [0, 1],
    [-1, 1],
    [5, 5],
    [20, 20],
    [21, 20],
    [Number.NaN, 1],
    [3.9, 3],
  ])('%d → %d', (q, expected) => {
    expect(clampQuantity(q)).toBe(expected);
  });
});

describe('validation (SPEC §5 Bowl detail)', () => {
  it('needs at least one protein, with the spec texts', () => {
    expect(checkBowlSelection([])).toEqual({
      ok: false,
      title: 'Please select at least one protein',
      message: 'You need to choose at least one protein to complete your bowl.',
    });
  });
  it.each([[['tofu']], [['tofu', 'salmon']]])('%j is enough', (selected) => {
    expect(checkBowlSelection(selected)).toEqual({ ok: true });
  });
});

describe('names', () => {
  it('keeps the order of choice', () => {
    expect(proteinNames(['salmon', 'tofu'], P)).toEqual(['Grilled Salmon', 'Crispy Tofu']);
  });
});
