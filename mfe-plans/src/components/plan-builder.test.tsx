import { cartStore, profileStore, Toaster } from '@campus/stores';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { PLAN_RULES, type PlanKind } from '../domain/plan-rules';
import { PlanBuilderScreen } from './plan-builder-screen';

function renderBuilder(kind: PlanKind) {
  return render(
    <MemoryRouter initialEntries={[`/meal-plans/${kind}`]}>
      <Routes>
        <Route path="/meal-plans/:kind" element={<PlanBuilderScreen rule={PLAN_RULES[kind]} />} />
        <Route path="/cart" element={<p>Cart page</p>} />
        <Route path="/meal-plans" element={<p>Plans page</p>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

/** The bundle's live total (an <output>; the heart has its own status beside it). */
const total = () => document.querySelector('output')?.textContent;
/** A choice card by its title (text lookup: computing every button's name is slow in jsdom). */
const card = (title: string) => {
  const found = screen
    .getAllByText(title, { selector: 'span' })
    .map((el) => el.closest('button'))
    .find((b) => b !== null);
  if (!found) throw new Error(`no card ${title}`);
  return found;
};
const lastToast = () => screen.getAllByTestId('toast').at(-1);
const addToCart = () => screen.getByRole('button', { name: /^Add to Cart/ });

beforeEach(() => {
  act(() => cartStore.reset());
});

describe('plan builder', { timeout: 20_000 }, () => {
  it.each([
    ['19-99', '$19.99', 'Please select one sandwich, two drinks, and two snacks.'],
    ['24-99', '$24.99', 'Please select one sandwich, one traditional bowl, two drinks, and two snacks.'],
  ] as const)('%s starts empty at %s; Add to Cart explains what is missing', (kind, price, message) => {
    renderBuilder(kind);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${price} Plan Builder`);
    expect(total()).toBe(price);
    expect(addToCart()).toHaveAttribute('aria-disabled', 'true');
    expect(addToCart()).toHaveAccessibleDescription(/Still to choose: 1 sandwich/);
    fireEvent.click(addToCart());
    expect(lastToast()).toHaveTextContent(`Incomplete Selection${message}`);
    expect(lastToast()).toHaveAttribute('data-variant', 'destructive');
    expect(cartStore.getItems()).toHaveLength(0);
  });

  it('19.99: duplicates allowed, limit 2, chips remove by position and drop the charge', () => {
    renderBuilder('19-99');
    fireEvent.click(card('Ginger Kombucha'));
    expect(total()).toBe('$21.99');
    fireEvent.click(card('Ginger Kombucha'));
    expect(total()).toBe('$23.99');
    fireEvent.click(card('Pop Drink'));
    expect(total()).toBe('$23.99');
    const chips = screen.getByRole('list', { name: 'Chosen drinks' });
    expect(within(chips).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ginger Kombucha (drink 2)' }));
    expect(total()).toBe('$21.99');
    fireEvent.click(card('Pop Drink'));
    expect(total()).toBe('$21.99');
  });

  it('24.99: a second click removes the drink and its charge; the bowl shows its country', () => {
    renderBuilder('24-99');
    fireEvent.click(card('Iced Coffee'));
    expect(card('Iced Coffee')).toHaveAttribute('aria-pressed', 'true');
    expect(total()).toBe('$25.99');
    fireEvent.click(card('Iced Coffee'));
    expect(total()).toBe('$24.99');
    expect(card('Iced Coffee')).toHaveAttribute('aria-pressed', 'false');
    expect(card('Teriyaki Chicken Bowl')).toHaveTextContent(/Japan/);
  });

  it('a complete 24.99 bundle goes into the cart with its upgrades, then to /cart', () => {
    renderBuilder('24-99');
    fireEvent.click(card('Caprese Panini'));
    fireEvent.click(card('Halal Chicken Caesar Wrap'));
    fireEvent.click(card('Curry Power Bowl'));
    fireEvent.click(card('Ginger Kombucha'));
    fireEvent.click(card('Pop Drink'));
    fireEvent.click(card('Protein Bar'));
    fireEvent.click(card('Fresh Fruit Cup'));
    expect(addToCart()).toHaveAttribute('aria-disabled', 'false');
    fireEvent.click(addToCart());
    expect(screen.getByText('Cart page')).toBeInTheDocument();
    expect(lastToast()).toHaveTextContent('Plan Added to Cart$24.99 Plan bundle has been added to your cart.');
    const [line] = cartStore.getItems();
    expect(line?.type).toBe('meal_plan');
    if (line?.type !== 'meal_plan') return;
    expect(line.item).toMatchObject({
      title: '$24.99 Plan Bundle',
      priceCents: 2699,
      components: {
        sandwich: 'Halal Chicken Caesar Wrap',
        traditionalBowl: 'Curry Power Bowl',
        drinks: ['Ginger Kombucha', 'Pop Drink'],
        snacks: ['Protein Bar', 'Fresh Fruit Cup'],
        upgrades: [{ type: 'drink_upgrade', item: 'Ginger Kombucha', costCents: 200 }],
      },
    });
    expect(line.item.id).toMatch(/^plan-2499-\d+$/);
  });

  it('the back arrow returns to /meal-plans', () => {
    renderBuilder('19-99');
    fireEvent.click(screen.getByRole('link', { name: 'Back to Meal Plans' }));
    expect(screen.getByText('Plans page')).toBeInTheDocument();
  });

  it('asks before a choice that does not fit the diet profile goes in (Keep it out / Add anyway); taking it out never asks', () => {
    act(() => profileStore.actions().allergenToggled('dairy'));
    renderBuilder('24-99');
    fireEvent.click(card('Iced Coffee'));
    const dialog = screen.getByRole('alertdialog', { name: "Iced Coffee doesn't fit your diet" });
    expect(within(dialog).getByRole('button', { name: 'Keep it out' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it out' }));
    expect(card('Iced Coffee')).toHaveAttribute('aria-pressed', 'false');
    expect(total()).toBe('$24.99');

    fireEvent.click(card('Iced Coffee'));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Add anyway' }));
    expect(card('Iced Coffee')).toHaveAttribute('aria-pressed', 'true');
    expect(total()).toBe('$25.99');
    fireEvent.click(card('Iced Coffee'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(card('Iced Coffee')).toHaveAttribute('aria-pressed', 'false');

    // A sandwich and a bowl are asked about the same way; what fits goes in at once.
    fireEvent.click(card('Caprese Panini'));
    expect(screen.getByRole('alertdialog', { name: "Caprese Panini doesn't fit your diet" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep it out' }));
    fireEvent.click(card('Falafel Hummus Pita'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(card('Falafel Hummus Pita')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(card('Fajita Veg Bowl'));
    expect(screen.getByRole('alertdialog', { name: "Fajita Veg Bowl doesn't fit your diet" })).toBeInTheDocument();
  });

  it('19.99: each added drink or snack that does not fit is asked about, the second of the same one too', () => {
    act(() => profileStore.actions().allergenToggled('dairy'));
    renderBuilder('19-99');
    fireEvent.click(card('Chocolate Chip Cookie'));
    fireEvent.click(screen.getByRole('button', { name: 'Add anyway' }));
    fireEvent.click(card('Chocolate Chip Cookie'));
    expect(
      screen.getByRole('alertdialog', { name: "Chocolate Chip Cookie doesn't fit your diet" }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add anyway' }));
    expect(within(screen.getByRole('list', { name: 'Chosen snacks' })).getAllByRole('listitem')).toHaveLength(2);
    // At the limit a tap does nothing, so nothing is asked.
    fireEvent.click(card('Chocolate Chip Cookie'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
