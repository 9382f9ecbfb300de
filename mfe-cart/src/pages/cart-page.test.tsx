import { cartStore } from '@campus/stores';
import {
  sampleBowl,
  sampleCustomBowl,
  samplePlan,
  sampleSandwich,
  sampleStudentPlan,
} from '@campus/stores/cart-fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissAllToasts, renderAt } from '../test/render';

function seedOneOfEach() {
  const a = cartStore.actions();
  a.bowlAdded(sampleBowl);
  a.customBowlAdded(sampleCustomBowl);
  a.sandwichAdded(sampleSandwich);
  a.mealPlanAdded(samplePlan);
}

const lineCard = (name: string): HTMLElement => screen.getByRole('article', { name });
const row = (card: HTMLElement, term: string): string | null | undefined =>
  within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
/** The line's price, part by part, as its rows read ("Bowl price $9.99", "Brown rice (premium base) plus +$0.50"). */
const priceParts = (card: HTMLElement): string[] =>
  within(card)
    .getAllByRole('listitem')
    .filter((li) => li.closest('[data-testid="price-parts"]'))
    .map((li) => li.textContent ?? '');

beforeEach(() => cartStore.reset());
afterEach(() => {
  dismissAllToasts();
  cartStore.reset();
});

describe('cart page: each kind of item as itself', () => {
  beforeEach(seedOneOfEach);

  it('a bowl shows its name, chosen proteins, nutrition, allergens, diet badge and line total', () => {
    renderAt('/cart');
    const card = lineCard('Teriyaki Chicken Bowl');
    expect(within(card).getByText('Signature bowl')).toBeInTheDocument();
    expect(row(card, 'Proteins')).toBe('Halal Chicken, Crispy Tofu');
    expect(row(card, 'Nutrition')).toBe('520 kcal · 62 g carbs · 34 g protein · 14 g fat');
    // What the catalogue says this bowl is (its parts: teriyaki glaze, edamame, sesame, tofu), not the line's stored words.
    expect(row(card, 'Contains')).toBe('Soy, Gluten, Sesame');
    expect(within(card).getByText('Halal')).toBeInTheDocument();
    expect(within(card).getByTestId('line-total')).toHaveTextContent('$11.49');
  });

  it('a custom bowl shows base, proteins, sauce, warm veg, cold crunch, extras, nutrition and badges', () => {
    renderAt('/cart');
    const card = lineCard('Custom Mexico Bowl');
    expect(within(card).getByText('Build your own')).toBeInTheDocument();
    expect(row(card, 'Base')).toBe('Brown rice');
    expect(row(card, 'Proteins')).toBe('Tofu, Falafel, Jackfruit');
    expect(row(card, 'Sauce')).toBe('Chipotle');
    expect(row(card, 'Warm veg')).toBe('Roasted sweet potato, Steamed broccoli');
    expect(row(card, 'Cold crunch')).toBe('Pumpkin & Sunflower Seeds');
    expect(row(card, 'Extras')).toBe('Avocado');
    expect(row(card, 'Nutrition')).toBe('610 kcal · 70 g carbs · 29 g protein · 22 g fat');
    expect(within(card).getByText('Vegetarian')).toBeInTheDocument();
    expect(within(card).getByTestId('line-total')).toHaveTextContent('$14.49');
  });

  it('a custom bowl made of ids reads as words, and says when there is no crunch or extras', () => {
    cartStore.reset();
    cartStore.actions().customBowlAdded({
      ...sampleCustomBowl,
      countryTheme: null,
      base: 'basmati-rice',
      proteins: ['halal-chicken'],
      sauce: null,
      coldCrunch: [],
      extras: [],
      badges: ['HALAL'],
    });
    renderAt('/cart');
    const card = lineCard('Custom Bowl');
    expect(row(card, 'Base')).toBe('Basmati rice');
    expect(row(card, 'Proteins')).toBe('Halal chicken');
    expect(row(card, 'Sauce')).toBe('No sauce');
    expect(row(card, 'Cold crunch')).toBe('None');
    expect(row(card, 'Extras')).toBe('None');
    expect(within(card).getByText('Halal')).toBeInTheDocument();
  });

  it('a sandwich shows its title, nutrition, allergens and price', () => {
    renderAt('/cart');
    const card = lineCard('Falafel Wrap');
    expect(within(card).getByText('Sandwich')).toBeInTheDocument();
    expect(row(card, 'Contains')).toBe('Gluten, Sesame');
    expect(within(card).getByTestId('line-total')).toHaveTextContent('$7.99');
    expect(within(card).queryByText('Leave out')).not.toBeInTheDocument();
  });

  it('a sandwich customized on its page says what to leave out', () => {
    cartStore.reset();
    cartStore.actions().sandwichAdded({ ...sampleSandwich, leaveOut: ['Tomato', 'Basil pesto'] });
    renderAt('/cart');
    expect(row(lineCard('Falafel Wrap'), 'Leave out')).toBe('Tomato, Basil pesto');
  });

  it('a meal-plan bundle shows its components, traditional bowl, drinks, snacks and upgrade charges', () => {
    renderAt('/cart');
    const card = lineCard('$24.99 Plan Bundle');
    expect(row(card, 'Sandwich')).toBe('Chicken Shawarma Sandwich');
    expect(row(card, 'Traditional bowl')).toBe('Curry Power Bowl');
    expect(row(card, 'Drinks')).toBe('Kombucha, Iced Coffee');
    expect(row(card, 'Snacks')).toBe('Protein Bar, Hummus Cup');
    expect(priceParts(card)).toEqual([
      'Plan price$24.99',
      'Kombucha upgradeplus +$2.00',
      'Iced Coffee upgradeplus +$1.00',
    ]);
    expect(within(card).getByTestId('line-total')).toHaveTextContent('$27.99');
    // Its parts are not all in the catalogue and it stored no allergens: said as unknown, not as "none".
    expect(row(card, 'Contains')).toBe('No allergen information for this plan');
  });

  it('a $19.99 bundle without a traditional bowl or upgrades counts repeated drinks', () => {
    cartStore.reset();
    cartStore.actions().mealPlanAdded(sampleStudentPlan);
    renderAt('/cart');
    const card = lineCard('$19.99 Plan Bundle');
    expect(within(card).queryByText('Traditional bowl')).toBeNull();
    expect(within(card).queryByTestId('price-parts')).toBeNull();
    expect(row(card, 'Drinks')).toBe('Pop Drink ×2');
  });

  it('a surcharged bowl explains its money: its price, then each surcharge, adding up to the line price', () => {
    cartStore.reset();
    cartStore.actions().bowlAdded({
      ...sampleBowl,
      id: 'fajita-veg-bowl',
      name: 'Fajita Veg Bowl',
      proteins: ['Seasoned black beans', 'Grilled Salmon'],
      priceCents: 1349,
      surcharges: [
        { item: 'Brown rice', note: 'premium base', costCents: 50 },
        { item: 'Grilled Salmon', note: 'extra protein', costCents: 300 },
      ],
    });
    cartStore.actions().customBowlAdded({
      ...sampleCustomBowl,
      surcharges: [
        { item: 'Falafel', note: 'extra protein', costCents: 150 },
        { item: 'Jackfruit', note: 'extra protein', costCents: 150 },
        { item: 'Avocado', note: 'extra', costCents: 150 },
      ],
    });
    renderAt('/cart');
    const bowl = lineCard('Fajita Veg Bowl');
    expect(priceParts(bowl)).toEqual([
      'Bowl price$9.99',
      'Brown rice (premium base)plus +$0.50',
      'Grilled Salmon (extra protein)plus +$3.00',
    ]);
    expect(within(bowl).getByTestId('line-total')).toHaveTextContent('$13.49');
    expect(priceParts(lineCard('Custom Mexico Bowl'))).toEqual([
      'Bowl price$9.99',
      'Falafel (extra protein)plus +$1.50',
      'Jackfruit (extra protein)plus +$1.50',
      'Avocado (extra)plus +$1.50',
    ]);
  });

  it('a line with nothing added to its price says it once, in its total', () => {
    cartStore.reset();
    cartStore.actions().bowlAdded({ ...sampleBowl, priceCents: 999, surcharges: [] });
    renderAt('/cart');
    expect(within(lineCard('Teriyaki Chicken Bowl')).queryByTestId('price-parts')).toBeNull();
  });

  it('shows the order total, the item count and Proceed to Checkout to /checkout', async () => {
    renderAt('/cart');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$61.96'); // 11.49 + 14.49 + 7.99 + 27.99
    expect(screen.getByTestId('cart-count')).toHaveTextContent('4 items');
    await userEvent.click(screen.getByRole('link', { name: 'Proceed to Checkout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout process coming soon!' })).toBeInTheDocument();
  });

  it('shows the cancellation terms with a link to /refunds, and the loyalty line', () => {
    renderAt('/cart');
    expect(
      screen.getByText(/Free cancellation until 2 hours before pickup\. Inside 2 hours, a 50% fee applies\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/refunds');
    expect(screen.getByTestId('loyalty-line')).toHaveTextContent('8 more bowls to a free bowl');
  });

  it('sums nutrition of everything, says which items have none, and lists the allergens present', () => {
    renderAt('/cart');
    const section = screen.getByRole('region', { name: 'Nutrition & allergens' });
    // 520 + 610.4 + 450 = 1580.4 kcal; carbs 62 + 70.2 + 55; protein 34 + 28.5 + 14; fat 14 + 22.1 + 18
    expect(within(section).getByText('1580 kcal')).toBeInTheDocument();
    expect(within(section).getByText('187 g')).toBeInTheDocument();
    expect(within(section).getByText('77 g')).toBeInTheDocument();
    expect(within(section).getByText('54 g')).toBeInTheDocument();
    expect(within(section).getByText('Not included (no nutrition data): $24.99 Plan Bundle.')).toBeInTheDocument();
    const allergens = within(section).getByRole('list', { name: 'Allergens present' });
    expect(
      within(allergens)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Eggs', 'Gluten', 'Sesame', 'Soy']);
  });
});

describe('cart page: controls', () => {
  it('plus raises the quantity, rescales the line total and the order total, and says so politely', async () => {
    cartStore.actions().bowlAdded(sampleBowl);
    renderAt('/cart');
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Teriyaki Chicken Bowl' }));
    expect(cartStore.getItems()[0]?.quantity).toBe(2);
    const card = lineCard('Teriyaki Chicken Bowl');
    expect(within(card).getByTestId('line-quantity')).toHaveTextContent('2');
    expect(within(card).getByTestId('line-total')).toHaveTextContent('$22.98');
    expect(within(card).getByText('$11.49 each')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$22.98');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2 items');
    const announcer = screen.getByTestId('cart-announcer');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(announcer).toHaveTextContent('Teriyaki Chicken Bowl: quantity 2. Order total $22.98, 2 items.');
    expect(screen.getByTestId('loyalty-line')).toHaveTextContent('8 more bowls to a free bowl');
  });

  it('minus lowers the quantity but never below 1, and explains why it is off at 1', async () => {
    cartStore.actions().sandwichAdded(sampleSandwich);
    const id = cartStore.getItems()[0]?.id ?? '';
    cartStore.actions().quantityChanged(id, 2);
    renderAt('/cart');
    const minus = screen.getByRole('button', { name: 'Decrease quantity of Falafel Wrap' });
    expect(minus).not.toHaveAttribute('aria-disabled');
    await userEvent.click(minus);
    expect(cartStore.getItems()[0]?.quantity).toBe(1);
    expect(screen.getByTestId('cart-announcer')).toHaveTextContent(
      'Falafel Wrap: quantity 1. Order total $7.99, 1 item.',
    );
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    expect(minus).toHaveAccessibleDescription(
      "Quantity can't go below 1. To take this item out of your cart, use Remove.",
    );
    await userEvent.click(minus);
    expect(cartStore.getItems()).toHaveLength(1);
    expect(cartStore.getItems()[0]?.quantity).toBe(1);
  });

  it('plus stops at 99', async () => {
    cartStore.actions().sandwichAdded(sampleSandwich);
    cartStore.actions().quantityChanged(cartStore.getItems()[0]?.id ?? '', 99);
    renderAt('/cart');
    const plus = screen.getByRole('button', { name: 'Increase quantity of Falafel Wrap' });
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(plus);
    expect(cartStore.getItems()[0]?.quantity).toBe(99);
  });

  it('remove deletes the line and Undo in its toast puts it back where it was', async () => {
    seedOneOfEach();
    renderAt('/cart');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Custom Mexico Bowl' }));
    expect(screen.queryByRole('article', { name: 'Custom Mexico Bowl' })).toBeNull();
    expect(cartStore.getItems().map((l) => l.type)).toEqual(['bowl', 'sandwich', 'meal_plan']);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$47.47');
    expect(screen.getByText('Custom Mexico Bowl was removed.')).toBeInTheDocument();
    // The keyboard's focus goes to the next line's control (the removed one's button is gone).
    expect(screen.getByRole('button', { name: 'Remove Falafel Wrap' })).toHaveFocus();
    // The status read out says the cart after the removal, not the total before it.
    expect(screen.getByTestId('cart-announcer')).toHaveTextContent(
      'Custom Mexico Bowl removed. Order total $47.47, 3 items.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByTestId('cart-announcer')).toHaveTextContent(
      'Custom Mexico Bowl is back. Order total $61.96, 4 items.',
    );
    expect(cartStore.getItems().map((l) => l.type)).toEqual(['bowl', 'custom_bowl', 'sandwich', 'meal_plan']);
    expect(screen.getByRole('article', { name: 'Custom Mexico Bowl' })).toBeInTheDocument();
    expect(screen.getByText('Custom Mexico Bowl is back in your cart.')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$61.96');
  });

  it('removing the last line shows the empty state, and Undo brings the cart back', async () => {
    cartStore.actions().bowlAdded(sampleBowl);
    renderAt('/cart');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Teriyaki Chicken Bowl' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toHaveFocus();
    expect(screen.getByTestId('cart-announcer')).toHaveTextContent(
      'Teriyaki Chicken Bowl removed. Order total $0.00, 0 items.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('article', { name: 'Teriyaki Chicken Bowl' })).toBeInTheDocument();
  });
});

describe('cart page: empty', () => {
  it("shows 'Your cart is empty' with a button to /menu", async () => {
    renderAt('/cart');
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Browse the Menu' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/menu');
  });
});
