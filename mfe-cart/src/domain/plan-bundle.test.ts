// @vitest-environment node
import type { PlanBundle } from '@campus/stores';
import { describe, expect, it } from 'vitest';
import { planBundle } from '../test/cart-lines';
import { groupedUpgrades, planBaseCents, upgradesCents } from './plan-bundle';

const student: PlanBundle = {
  ...planBundle,
  title: '$19.99 Plan Bundle',
  priceCents: 1999,
  components: {
    sandwich: 'Falafel Wrap',
    drinks: ['Pop Drink', 'Pop Drink'],
    snacks: ['Chips', 'Cookie'],
    upgrades: [],
  },
};

describe('plan bundle prices', () => {
  it.each<[string, PlanBundle, number, number]>([
    ['no upgrades', student, 0, 1999],
    ['two upgrades', planBundle, 300, 2499],
    [
      'one upgrade',
      {
        ...student,
        priceCents: 2199,
        components: { ...student.components, upgrades: [{ type: 'drink_upgrade', item: 'Kombucha', costCents: 200 }] },
      },
      200,
      1999,
    ],
  ])('%s', (_name, bundle, upgrades, base) => {
    expect(upgradesCents(bundle)).toBe(upgrades);
    expect(planBaseCents(bundle)).toBe(base);
  });
});

describe('groupedUpgrades', () => {
  const up = (item: string, costCents: number) => ({ type: 'drink_upgrade' as const, item, costCents });
  it.each<[string, PlanBundle['components']['upgrades'], ReturnType<typeof groupedUpgrades>]>([
    ['none', [], []],
    [
      'different drinks',
      [up('Kombucha', 200), up('Iced Coffee', 100)],
      [
        { item: 'Kombucha', count: 1, costCents: 200 },
        { item: 'Iced Coffee', count: 1, costCents: 100 },
      ],
    ],
    ['same drink twice', [up('Kombucha', 200), up('Kombucha', 200)], [{ item: 'Kombucha', count: 2, costCents: 400 }]],
  ])('%s', (_name, upgrades, grouped) => {
    expect(groupedUpgrades({ ...planBundle, components: { ...planBundle.components, upgrades } })).toEqual(grouped);
  });
});
