// @vitest-environment node
import type { PlanBundle } from '@campus/stores';
import { samplePlan, sampleStudentPlan as student } from '@campus/stores/cart-fixtures';
import { describe, expect, it } from 'vitest';
import { groupedUpgrades, planBaseCents, upgradesCents } from './plan-bundle';

describe('plan bundle prices', () => {
  it.each<[string, PlanBundle, number, number]>([
    ['no upgrades', student, 0, 1999],
    ['two upgrades', samplePlan, 300, 2499],
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
    expect(groupedUpgrades({ ...samplePlan, components: { ...samplePlan.components, upgrades } })).toEqual(grouped);
  });
});
