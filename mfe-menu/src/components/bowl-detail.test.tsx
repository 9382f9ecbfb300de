import * as shared from '@campus/stores';
import { cartStore } from '@campus/stores';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/render-route';

vi.mock('@campus/stores', async (importOriginal) => {
  const actual = await importOriginal<typeof shared>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

const protein = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const total = () => screen.getByRole('region', { name: 'Quantity and price' });
const choice = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

beforeEach(() => cartStore.reset());
afterEach(() => vi.mocked(shared.toast).mockClear());

describe('bowl detail (SPEC §2, §4, §5, §9)', () => {
  it.each([
    ['/bowl/teriyaki-chicken-bowl?country=jp', 'Teriyaki Chicken Bowl', '/menu/country/jp'],
    ['/item/teriyaki-chicken-bowl', 'Teriyaki Chicken Bowl', '/menu/country/jp'],
    ['/item/curry-power', 'Curry Power Bowl', '/menu/country/in'],
    ['/bowl/fajita-veg-bowl?country=mx', 'Fajita Veg Bowl', '/menu/country/mx'],
  ])('%s shows %s and Back goes to %s', (path, name, back) => {
    renderRoute(path);
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Back/ })).toHaveAttribute('href', back);
    expect(screen.getByRole('img', { name: /Macro split/ })).toBeInTheDocument();
  });

  it('opens as described: its own protein chosen and included, added as it is at the bowl price', async () => {
    renderRoute('/bowl/fajita-veg-bowl?country=mx');
    const inside = screen.getByRole('region', { name: "What's inside" });
    expect(protein('Seasoned black beans')).toHaveAttribute('aria-pressed', 'true');
    expect(protein('Seasoned black beans')).toHaveTextContent('In the recipe');
    expect(protein('Seasoned black beans')).toHaveTextContent('Included');
    expect(inside).toHaveTextContent('ProteinSeasoned black beans');
    expect(within(total()).getByText('$9.99', { selector: '.text-2xl' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const [line] = cartStore.getItems();
    expect(line?.item).toMatchObject({ proteins: ['Seasoned black beans'], priceCents: 999, surcharges: [] });
    expect(vi.mocked(shared.toast).mock.calls.at(-1)?.[0]).toMatchObject({ variant: 'success' });
  });

  it('what is inside follows the choices: another protein in the own one’s place is named, the swapped one is not', async () => {
    renderRoute('/bowl/fajita-veg-bowl?country=mx');
    const inside = screen.getByRole('region', { name: "What's inside" });
    await userEvent.click(protein('Seasoned black beans'));
    expect(inside).toHaveTextContent('ProteinNone chosen yet');
    await userEvent.click(protein('Crispy Tofu'));
    expect(inside).toHaveTextContent('ProteinCrispy Tofu');
    expect(inside).not.toHaveTextContent('black beans');
    await userEvent.click(choice('Pico de gallo'));
    await userEvent.click(choice('Sweet corn'));
    await userEvent.click(choice('Pico de gallo'));
    expect(inside).toHaveTextContent('VegetablesFajita peppers and onions, Pico de gallo');
    expect(inside).toHaveTextContent('Finished withShredded cheese, Lemon & Lime Wedge');
  });

  it('refuses to add without a protein, with the spec toast', async () => {
    renderRoute('/bowl/teriyaki-chicken-bowl?country=jp');
    await userEvent.click(protein('Grilled halal chicken'));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(shared.toast).toHaveBeenCalledWith({
      title: 'Please select at least one protein',
      description: 'You need to choose at least one protein to complete your bowl.',
      variant: 'destructive',
      kind: 'bowl:protein',
    });
    expect(cartStore.getItems()).toEqual([]);
  });

  it('first protein free, the next costs its price, times the quantity; adds one line with that quantity', async () => {
    renderRoute('/bowl/teriyaki-chicken-bowl?country=jp');
    // The bowl's own chicken out, tofu in its place: still the bowl price.
    await userEvent.click(protein('Grilled halal chicken'));
    await userEvent.click(protein('Crispy Tofu'));
    expect(protein('Crispy Tofu')).toHaveAttribute('aria-pressed', 'true');
    expect(within(total()).getByText('$9.99', { selector: '.text-2xl' })).toBeInTheDocument();
    await userEvent.click(protein('Grilled Salmon'));
    expect(within(total()).getByText('$12.99', { selector: '.text-2xl' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(within(total()).getByText('$25.98', { selector: '.text-2xl' })).toBeInTheDocument();
    // The vegetables changed: pickled cucumber out, shredded carrot in (the base stays the standard one).
    await userEvent.click(choice('Pickled cucumber'));
    await userEvent.click(choice('Shredded carrot'));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

    const items = cartStore.getItems();
    expect(items).toHaveLength(1);
    const line = items[0];
    expect(line?.type).toBe('bowl');
    expect(line?.quantity).toBe(2);
    if (line?.type !== 'bowl') throw new Error('not a bowl');
    expect(line.item).toMatchObject({
      id: 'teriyaki-chicken-bowl',
      name: 'Teriyaki Chicken Bowl',
      countryId: 'jp',
      proteins: ['Crispy Tofu', 'Grilled Salmon'],
      choices: [
        { group: 'Base', names: ['Jasmine rice'] },
        { group: 'Vegetables', names: ['Edamame', 'Shredded carrot'] },
        { group: 'Sauce', names: ['Teriyaki glaze'] },
      ],
      priceCents: 1299,
      surcharges: [{ item: 'Grilled Salmon', note: 'extra protein', costCents: 300 }],
      // Derived from the bowl's parts as chosen: teriyaki glaze (soy, gluten), edamame, tofu (soy), salmon (fish) and
      // the sesame finish; the salmon keeps it from being vegetarian.
      allergens: ['soy', 'fish', 'gluten', 'sesame'],
      diet: ['halal'],
    });
    expect(vi.mocked(shared.toast).mock.calls.at(-1)?.[0]).toMatchObject({
      title: 'Added to cart',
      variant: 'success',
    });
  });

  it('the nutrition panel follows every choice: jackfruit alone is not the chicken bowl, and a base changes it', async () => {
    renderRoute('/bowl/teriyaki-chicken-bowl?country=jp');
    const panel = () => screen.getByRole('region', { name: 'Nutrition' });
    // As the kitchen makes it (its own halal chicken): SPEC §3's 520 kcal.
    expect(panel()).toHaveTextContent('520kcal');
    expect(panel()).toHaveTextContent('Per bowl with its usual protein');
    expect(panel()).toHaveTextContent('47.9 g');
    await userEvent.click(protein('Grilled halal chicken'));
    await userEvent.click(protein('Pulled Jackfruit'));
    // Jackfruit (110 kcal, 2 g protein) in the chicken's place (200 kcal, 37 g).
    expect(panel()).toHaveTextContent('430kcal');
    expect(panel()).toHaveTextContent('12.9 g');
    expect(panel()).toHaveTextContent('Per bowl with your choices');
    await userEvent.click(choice('Brown rice'));
    expect(panel()).toHaveTextContent('455kcal');
    await userEvent.click(protein('Grilled Salmon'));
    expect(panel()).toHaveTextContent('685kcal');
  });

  it('toggling a protein off removes it; quantity never goes below 1', async () => {
    renderRoute('/item/mediterranean');
    expect(protein('Herb falafel')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(protein('Herb falafel'));
    expect(protein('Herb falafel')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(protein('Herb falafel'));
    expect(protein('Herb falafel')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });

  it('the bowl comes as the kitchen makes it, each choice changeable; a protein adds it; the premium base is charged', async () => {
    renderRoute('/bowl/teriyaki-chicken-bowl?country=jp');
    expect(screen.getByRole('group', { name: /Base · Choose 1/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Vegetables included · Choose 2/ })).toBeInTheDocument();
    for (const name of ['Jasmine rice', 'Edamame', 'Pickled cucumber', 'Teriyaki glaze']) {
      expect(choice(name), name).toHaveAttribute('aria-pressed', 'true');
    }
    expect(choice('Brown rice')).toHaveTextContent('+$0.50');
    // The chosen base stays chosen when tapped again (a bowl always has one).
    await userEvent.click(choice('Jasmine rice'));
    expect(choice('Jasmine rice')).toHaveAttribute('aria-pressed', 'true');

    // A vegetable taken out is asked for again before the bowl goes in.
    await userEvent.click(choice('Edamame'));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(shared.toast).toHaveBeenLastCalledWith({
      title: 'Selection Required',
      description: 'Please choose 1 more vegetable for your bowl.',
      variant: 'destructive',
      kind: 'bowl:choices',
    });
    expect(cartStore.getItems()).toEqual([]);

    await userEvent.click(choice('Brown rice'));
    expect(within(total()).getByText('$10.49', { selector: '.text-2xl' })).toBeInTheDocument();
    await userEvent.click(choice('Shredded carrot'));
    await userEvent.click(choice('Edamame')); // a third: refused, and said
    expect(choice('Edamame')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Up to 2 — remove one to pick another.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const [line] = cartStore.getItems();
    expect(line?.item).toMatchObject({ priceCents: 1049 });
  });

  it('at most 3 proteins: a fourth is refused with the reason next to the choices and in a toast', async () => {
    renderRoute('/bowl/teriyaki-chicken-bowl?country=jp');
    // Its own chicken is chosen already: two more make three.
    for (const name of ['Crispy Tofu', 'Falafel']) await userEvent.click(protein(name));
    expect(shared.toast).not.toHaveBeenCalled();
    // The others are drawn as not takeable now, and say why.
    expect(protein('Grilled Salmon')).toHaveAccessibleDescription('');
    await userEvent.click(protein('Grilled Salmon'));
    expect(protein('Grilled Salmon')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Up to 3 proteins — remove one to pick another.')).toBeInTheDocument();
    expect(protein('Grilled Salmon')).toHaveAccessibleDescription('Up to 3 proteins — remove one to pick another.');
    // On a phone the line above the list is off the screen by then: a toast says it where the customer is.
    expect(shared.toast).toHaveBeenCalledWith({
      title: 'Up to 3 proteins',
      description: 'Remove one to add Grilled Salmon.',
      durationMs: 3500,
      kind: 'limit:protein',
    });
  });
});

describe('bowl detail: the heart', () => {
  it('saves the bowl as the kitchen makes it before anything is picked: the same favourite as the menu card’s heart', async () => {
    const { favouritesStore } = await import('@campus/stores');
    renderRoute('/bowl/curry-power-bowl?country=in');
    const heart = screen.getByRole('button', { name: 'Favourite' });
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(favouritesStore.get()[0]?.recipe).toMatchObject({
      kind: 'bowl',
      bowlId: 'curry-power-bowl',
      proteinIds: ['curried-chickpeas'],
    });
    // A protein picked is another bowl: its heart is not pressed until it is saved too.
    await userEvent.click(protein('Falafel'));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('with no protein, the heart refuses for the reason Add to Cart does (one rule, whatever the path)', async () => {
    const { favouritesStore } = await import('@campus/stores');
    renderRoute('/bowl/curry-power-bowl?country=in');
    await userEvent.click(protein('Curried chickpeas'));
    await userEvent.click(screen.getByRole('button', { name: 'Favourite' }));
    expect(favouritesStore.get()).toEqual([]);
    expect(screen.getByText('Not saved yet: Please select at least one protein')).toBeInTheDocument();
  });
});

describe('bowl detail and the diet profile', () => {
  it('marks a protein that breaks the profile, asks before adding it, and keeps it out when told to', async () => {
    const { profileStore } = await import('@campus/stores');
    profileStore.actions().allergenToggled('fish');
    renderRoute('/bowl/fajita-veg-bowl?country=mx');
    const salmon = protein('Grilled Salmon');
    expect(salmon).toHaveTextContent('Not for you: contains fish — you avoid fish');
    await userEvent.click(salmon);
    const dialog = screen.getByRole('alertdialog', { name: "Grilled Salmon doesn't fit your diet" });
    expect(dialog).toHaveTextContent('Grilled Salmon: contains fish — you avoid fish. Add it anyway?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it out' }));
    expect(salmon).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(salmon);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Add anyway' }));
    expect(salmon).toHaveAttribute('aria-pressed', 'true');
    // The bowl as chosen now says it does not fit, under its name.
    expect(screen.getAllByText('Not for you: contains fish — you avoid fish').length).toBeGreaterThan(1);
  });

  it('a protein that fits goes in without a question', async () => {
    const { profileStore } = await import('@campus/stores');
    profileStore.actions().allergenToggled('fish');
    renderRoute('/bowl/fajita-veg-bowl?country=mx');
    await userEvent.click(protein('Crispy Tofu'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(protein('Crispy Tofu')).toHaveAttribute('aria-pressed', 'true');
  });
});
