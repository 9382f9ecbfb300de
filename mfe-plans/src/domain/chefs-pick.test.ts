// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PLAN_OPTIONS } from './catalogue-options';
import { chefsPick } from './chefs-pick';
import { FIXTURE_OPTIONS } from './plan-fixtures';
import { buildBundle, checkComplete, PLAN_RULES, planTotalCents } from './plan-rules';

describe("chef's pick", () => {
  it.each([
    ['19-99', FIXTURE_OPTIONS, ['pop-drink', 'pop-drink']],
    ['24-99', FIXTURE_OPTIONS, ['pop-drink', 'water']],
    ['19-99', PLAN_OPTIONS, ['pop-drink', 'pop-drink']],
    ['24-99', PLAN_OPTIONS, ['pop-drink', 'sparkling-water']],
  ] as const)('%s is complete, at the base price, drinks %j', (kind, options, drinks) => {
    const rule = PLAN_RULES[kind];
    const pick = chefsPick(rule, options);
    expect(checkComplete(rule, pick)).toEqual({ ok: true });
    expect(pick.drinkIds).toEqual(drinks);
    expect(planTotalCents(rule, pick, options.drinks)).toBe(rule.basePriceCents);
    expect(buildBundle(rule, pick, options).ok).toBe(true);
  });

  it('is incomplete (and so refused) when the catalogue has nothing to pick', () => {
    const empty = { sandwiches: [], drinks: [], snacks: [], bowls: [] };
    expect(checkComplete(PLAN_RULES['24-99'], chefsPick(PLAN_RULES['24-99'], empty)).ok).toBe(false);
  });
});
