// @vitest-environment node
import { bowlProteins } from '@campus/catalogue/addons';
import { PROTEIN_GROUP_ID, signatureBowlPriceCents } from '@campus/catalogue/bowl-price';
import { allBowls } from '@campus/catalogue/countries';
import { customBowlPriceCents } from '@campus/catalogue/custom-bowl-price';
import { ingredientById } from '@campus/catalogue/ingredients';
import {
  BOWL_PRICE_CENTS,
  PLAN_PRICE_CENTS,
  POP_DRINK_PRICE_CENTS,
  PREMIUM_BASE_CENTS,
  PROTEIN_PRICE_CENTS,
} from '@campus/catalogue/prices';
import { findProduct } from '@campus/catalogue/products';
import { describe, expect, it } from 'vitest';
import { bowlLine, customBowlLine, planLine, sampleBowl, sampleCustomBowl, sandwichLine } from './cart-fixtures';
import { goneNotice, priceStoredCart, priceStoredLine } from './cart-prices';
import { unitPriceCents } from './cart-rules';
import type { CartItem } from './cart-types';

const product = (id: string) => {
  const p = findProduct(id);
  if (!p) throw new Error(`no product ${id}`);
  return p;
};
const kombucha = product('kombucha');
const pita = product('falafel-hummus-pita');

/** A Teriyaki line as the bowl page stores it: brown rice (a premium base) and a second protein. */
const teriyaki: CartItem = bowlLine(2, {
  ...sampleBowl,
  proteins: ['Grilled halal chicken', 'Grilled Salmon'],
  choices: [
    { group: 'Base', names: ['Brown rice'] },
    { group: 'Sauce', names: ['Teriyaki glaze'] },
  ],
  priceCents: BOWL_PRICE_CENTS + PREMIUM_BASE_CENTS + PROTEIN_PRICE_CENTS.salmon,
  surcharges: [
    { item: 'Brown rice', note: 'premium base', costCents: PREMIUM_BASE_CENTS },
    { item: 'Grilled Salmon', note: 'extra protein', costCents: PROTEIN_PRICE_CENTS.salmon },
  ],
});

/** A $24.99 bundle as the plan builder stores it: a kombucha (an upgrade) and the pop drink. */
const bundle: CartItem = planLine(1, {
  id: 'plan-2499-1760000000000',
  title: '$24.99 Plan Bundle',
  type: 'meal_plan',
  priceCents: PLAN_PRICE_CENTS['24-99'] + kombucha.priceCents - POP_DRINK_PRICE_CENTS,
  components: {
    sandwich: pita.title,
    traditionalBowl: 'Curry Power Bowl',
    drinks: [kombucha.title, 'Pop Drink'],
    snacks: ['Protein Bar', 'Fresh Fruit Cup'],
    upgrades: [{ type: 'drink_upgrade', item: kombucha.title, costCents: kombucha.priceCents - POP_DRINK_PRICE_CENTS }],
  },
  description: 'Your daily $24.99 plan: 1 sandwich, 1 traditional bowl, 2 drinks and 2 snacks.',
});

const pita1 = sandwichLine(1, { id: pita.id, title: pita.title, priceCents: pita.priceCents });

function priced(line: CartItem): CartItem {
  const result = priceStoredLine(line);
  if (!result.ok) throw new Error(`expected a price, got gone: ${result.gone}`);
  return result.line;
}

const withItem = <T extends CartItem>(line: T, item: Partial<T['item']>): CartItem =>
  ({ ...line, item: { ...line.item, ...item } }) as CartItem;

describe('a stored line is priced from today’s catalogue, whatever price it kept', () => {
  it('a signature bowl: its price, its premium base and each extra protein', () => {
    expect(priced(teriyaki)).toEqual(teriyaki);
    const tampered = priced(
      withItem(teriyaki, { priceCents: 1, surcharges: [{ item: 'Brown rice', note: 'x', costCents: 0 }] }),
    );
    expect(unitPriceCents(tampered)).toBe(BOWL_PRICE_CENTS + PREMIUM_BASE_CENTS + PROTEIN_PRICE_CENTS.salmon);
    expect(tampered.type === 'bowl' && tampered.item.surcharges).toEqual([
      { item: 'Brown rice', note: 'premium base', costCents: PREMIUM_BASE_CENTS },
      { item: 'Grilled Salmon', note: 'extra protein', costCents: PROTEIN_PRICE_CENTS.salmon },
    ]);
    expect(tampered.quantity).toBe(2);
  });

  it('a custom bowl: the starting price, each protein after the first, each extra', () => {
    const line = customBowlLine(1, { ...sampleCustomBowl, totalPriceCents: 1, surcharges: [] });
    const expected = customBowlPriceCents({
      base: ['brown-rice'],
      protein: ['tofu', 'falafel', 'jackfruit'],
      greens_veggies: [],
      toppings: [],
      sauces_dressings: [],
      extras: ['avocado'],
    });
    expect(expected).toBe(
      BOWL_PRICE_CENTS + 2 * PROTEIN_PRICE_CENTS.standard + (ingredientById('avocado')?.priceCents ?? NaN),
    );
    const result = priced(line);
    expect(unitPriceCents(result)).toBe(expected);
    expect(result.type === 'custom_bowl' && result.item.surcharges?.map((s) => s.item)).toEqual([
      'Falafel',
      'Jackfruit',
      'Avocado',
    ]);
  });

  it('a sandwich: the product’s price', () => {
    expect(unitPriceCents(priced(withItem(pita1, { priceCents: 1 })))).toBe(pita.priceCents);
  });

  it('a plan bundle: the plan’s price and today’s upgrades; its title and description say today’s price', () => {
    expect(priced(bundle)).toEqual({
      ...bundle,
      item: {
        ...bundle.item,
        description: `Your daily $24.99 plan: 1 sandwich, 1 traditional bowl, 2 drinks and 2 snacks. Premium drinks: ${kombucha.title} +$2.00.`,
      },
    });
    const tampered = priced(
      withItem(bundle, {
        title: '$0.01 Plan Bundle',
        description: 'Everything free',
        priceCents: 1,
        components: { ...(bundle.item as { components: object }).components, upgrades: [] },
      } as never),
    );
    expect(unitPriceCents(tampered)).toBe(PLAN_PRICE_CENTS['24-99'] + kombucha.priceCents - POP_DRINK_PRICE_CENTS);
    expect(tampered.type === 'meal_plan' && [tampered.item.title, tampered.item.description]).toEqual([
      '$24.99 Plan Bundle',
      expect.stringContaining('Your daily $24.99 plan'),
    ]);
  });

  it.each([
    ['an older extra-protein price', withItem(teriyaki, { priceCents: BOWL_PRICE_CENTS + 100 })],
    ['a price in dollars', withItem(pita1, { priceCents: 7 })],
    ['the most a line may say', withItem(pita1, { priceCents: 10_000_00 })],
    ['an upgrade that says nothing', withItem(bundle, { priceCents: PLAN_PRICE_CENTS['24-99'] } as never)],
  ])('%s is not what is charged', (_what, line) => {
    const today = priced(line);
    expect(unitPriceCents(today)).not.toBe(unitPriceCents(line));
  });

  it('finds what a line names by id or by name, in any case', () => {
    const byIds = customBowlLine(1, {
      ...sampleCustomBowl,
      base: 'brown-rice',
      proteins: ['halal-chicken', 'TOFU'],
      sauce: 'chipotle',
      warmVeg: ['roasted-sweet-potato'],
      coldCrunch: [],
      extras: [],
    });
    expect(unitPriceCents(priced(byIds))).toBe(BOWL_PRICE_CENTS + PROTEIN_PRICE_CENTS.standard);
    const older = withItem(teriyaki, {
      proteins: ['Halal Chicken', 'tofu'],
      choices: [{ group: 'Base', names: ['BROWN RICE'] }],
    });
    expect(unitPriceCents(priced(older))).toBe(BOWL_PRICE_CENTS + PREMIUM_BASE_CENTS + PROTEIN_PRICE_CENTS.standard);
  });
});

describe('a stored line whose item or a choice is gone is dropped, named', () => {
  it.each([
    ['a bowl no longer on the menu', withItem(teriyaki, { id: 'dragon-bowl', name: 'Dragon Bowl' }), 'Dragon Bowl'],
    [
      'a protein no longer offered',
      withItem(teriyaki, { proteins: ['Lobster'] }),
      'Teriyaki Chicken Bowl with Lobster',
    ],
    [
      'a choice no longer offered',
      withItem(teriyaki, { choices: [{ group: 'Sauce', names: ['Dragon sauce'] }] }),
      'Teriyaki Chicken Bowl with Dragon sauce',
    ],
    ['a sandwich no longer sold', withItem(pita1, { id: 'falafel-wrap', title: 'Falafel Wrap' }), 'Falafel Wrap'],
    [
      'a custom bowl’s ingredient',
      customBowlLine(1, { ...sampleCustomBowl, extras: ['Truffle'] }),
      'Custom Mexico Bowl with Truffle',
    ],
    [
      'a custom bowl’s ingredient in the wrong place',
      customBowlLine(1, { ...sampleCustomBowl, base: 'Avocado' }),
      'Custom Mexico Bowl with Avocado',
    ],
    [
      'a plan’s drink',
      withItem(bundle, {
        components: { sandwich: pita.title, drinks: ['Mango Lassi'], snacks: [], upgrades: [] },
      } as never),
      '$24.99 Plan Bundle with Mango Lassi',
    ],
    [
      'a plan’s traditional bowl',
      withItem(bundle, {
        components: { sandwich: pita.title, traditionalBowl: 'Dragon Bowl', drinks: [], snacks: [], upgrades: [] },
      } as never),
      '$24.99 Plan Bundle with Dragon Bowl',
    ],
    ['a plan that is not one', withItem(bundle, { id: 'plan-999-1', title: 'Mystery Plan' } as never), 'Mystery Plan'],
  ])('%s', (_what, line, named) => {
    expect(priceStoredLine(line)).toEqual({ ok: false, gone: named });
  });

  it('keeps the others, in their order, and names every line dropped once', () => {
    const gone1 = withItem(pita1, { id: 'falafel-wrap', title: 'Falafel Wrap' });
    const gone2 = withItem(teriyaki, { proteins: ['Lobster'] });
    const result = priceStoredCart([gone1, teriyaki, gone2, bundle]);
    expect(result.items.map((l) => l.id)).toEqual([teriyaki.id, bundle.id]);
    expect(result.gone).toEqual(['Falafel Wrap', 'Teriyaki Chicken Bowl with Lobster']);
  });

  it.each([
    [['Falafel Wrap'], 'Falafel Wrap is no longer on the menu, so it was taken out of your cart.'],
    [
      ['Falafel Wrap', 'Dragon Bowl', 'Teriyaki Chicken Bowl with Lobster'],
      'Falafel Wrap, Dragon Bowl and Teriyaki Chicken Bowl with Lobster are no longer on the menu, so they were taken out of your cart.',
    ],
  ])('says which in one notice: %j', (gone, description) => {
    expect(goneNotice(gone)).toEqual({ title: 'Removed from your cart', description });
  });

  it('finds again every protein and choice today’s menu offers, each priced as its page prices it', () => {
    for (const bowl of allBowls()) {
      const offered = bowlProteins(bowl);
      for (const protein of offered) {
        const line = bowlLine(1, {
          ...sampleBowl,
          id: bowl.id,
          name: bowl.name,
          proteins: [offered[0]?.name ?? '', protein.name],
        });
        expect(unitPriceCents(priced(line))).toBe(
          signatureBowlPriceCents(bowl, {}, [offered[0]?.id ?? '', protein.id]),
        );
      }
      for (const group of bowl.core.filter((g) => g.id !== PROTEIN_GROUP_ID)) {
        for (const choice of group.choices) {
          const line = bowlLine(1, {
            ...sampleBowl,
            id: bowl.id,
            name: bowl.name,
            proteins: [],
            choices: [{ group: group.name, names: [choice.name] }],
          });
          expect(unitPriceCents(priced(line))).toBe(signatureBowlPriceCents(bowl, { [group.id]: [choice.id] }, []));
        }
      }
    }
  });
});
