import { cartStore, Toaster } from '@campus/stores';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { BUILDER_STORAGE_KEY, builderStore } from '../store/builder-store';
import { clearToasts } from '../test/clear-toasts';
import { BuildYourOwnPage } from './build-your-own-page';

/** Shows the address, and a stand-in for the phone's Back button. */
function AddressBar() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{location.pathname + location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

function renderBuilder(path = '/build-your-own') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <AddressBar />
      <Routes>
        <Route path="/build-your-own" element={<BuildYourOwnPage />} />
        <Route path="/cart" element={<h1>Cart page</h1>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
  return user;
}

const choice = (name: RegExp) => screen.getByRole('button', { name });
const next = () => screen.getByRole('button', { name: 'Next' });

beforeEach(() => {
  builderStore.reset();
  cartStore.reset();
  clearToasts();
});

describe('/build-your-own', () => {
  it('starts on step 1 of 7 with the four bases as toggle buttons and Back disabled', () => {
    renderBuilder();
    expect(screen.getByRole('heading', { level: 1, name: 'Build Your Own Bowl' })).toBeInTheDocument();
    expect(screen.getByTestId('step-indicator')).toHaveTextContent('Step 1 of 7');
    for (const name of [/Basmati Rice/, /Brown Rice/, /Mixed Greens/, /Quinoa/]) {
      expect(choice(name)).toHaveAttribute('aria-pressed', 'false');
    }
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back to Menu' })).toHaveAttribute('href', '/menu');
  });

  it.each([
    [0, 'Please select a base for your bowl.'],
    [1, 'Please select at least one protein.'],
    [2, 'Please select at least one green or veggie.'],
    [4, 'Please select a sauce or dressing.'],
  ])('step %i without a choice shows Selection Required: %s', async (stepIndex, message) => {
    const picks = [/Quinoa/, /Tofu/, /Steamed Broccoli/, null];
    const user = renderBuilder();
    for (let i = 0; i < stepIndex; i++) {
      const pick = picks[i];
      if (pick) await user.click(choice(pick));
      await user.click(next());
    }
    await user.click(next());
    expect(await screen.findByText('Selection Required')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('step-indicator')).toHaveTextContent(`Step ${stepIndex + 1} of 7`);
  });

  it('keeps a single base: choosing another replaces it; clicking again removes it', async () => {
    const user = renderBuilder();
    await user.click(choice(/Quinoa/));
    await user.click(choice(/Brown Rice/));
    expect(choice(/Quinoa/)).toHaveAttribute('aria-pressed', 'false');
    expect(choice(/Brown Rice/)).toHaveAttribute('aria-pressed', 'true');
    await user.click(choice(/Brown Rice/));
    expect(choice(/Brown Rice/)).toHaveAttribute('aria-pressed', 'false');
  });

  it('ignores a 4th protein and says why; the price counts each protein beyond the first', async () => {
    const user = renderBuilder();
    await user.click(choice(/Quinoa/));
    await user.click(next());
    for (const name of [/Tofu/, /Salmon/, /Falafel/]) await user.click(choice(name));
    await user.click(choice(/Jackfruit/));
    expect(choice(/Jackfruit/)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('3 of 3 chosen (maximum)')).toBeInTheDocument();
    expect(screen.getAllByText('You can choose up to 3 proteins. Remove one to add Jackfruit.').length).toBeGreaterThan(
      0,
    );
    expect(screen.getByText(/Bowl total/).parentElement).toHaveTextContent('$12.99');
  });

  it('walks the seven steps by keyboard and adds the bowl to the cart with the right price', async () => {
    const user = renderBuilder('/build-your-own?theme=mexico');
    const press = async (name: RegExp | string) => {
      const el = typeof name === 'string' ? screen.getByRole('button', { name }) : choice(name);
      el.focus();
      await user.keyboard('{Enter}');
    };
    await press(/Quinoa/);
    await press('Next');
    await press(/Halal Chicken/);
    await press(/Tofu/);
    await press('Next');
    await press(/Steamed Broccoli/);
    await press('Next');
    await press(/Sesame Seeds/);
    await press('Next');
    await press(/Tahini/);
    await press('Next');
    await press(/Avocado/);
    await press('Next');
    expect(screen.getByTestId('step-indicator')).toHaveTextContent('Step 7 of 7');
    expect(screen.getByRole('heading', { level: 2, name: 'Review' })).toHaveFocus();
    const diet = screen.getByRole('list', { name: 'Diet badges' });
    expect(within(diet).getByText('Halal')).toBeInTheDocument();
    expect(screen.getByText('Contains: Soy, Sesame')).toBeInTheDocument();
    await press('Add to Cart');
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeInTheDocument();
    const [line] = cartStore.getItems();
    expect(line?.type).toBe('custom_bowl');
    if (line?.type !== 'custom_bowl') return;
    expect(line.item).toMatchObject({
      base: 'Quinoa',
      proteins: ['Halal Chicken', 'Tofu'],
      warmVeg: ['Steamed Broccoli'],
      coldCrunch: ['Sesame Seeds'],
      sauce: 'Tahini',
      extras: ['Avocado'],
      countryTheme: 'mexico',
      totalPriceCents: 1299,
      badges: ['halal'],
    });
    expect(line.item.id).toMatch(/^custom-bowl-\d+$/);
    expect(screen.getByText('Bowl Added to Cart!')).toBeInTheDocument();
    expect(screen.getByText('Your custom bowl has been added for $12.99.')).toBeInTheDocument();
    expect(builderStore.get().selections.base).toEqual([]);
  });

  it('with a diet profile: asks before a conflicting ingredient, Review says whether the bowl fits, and saves it', async () => {
    const { favouritesStore, profileStore } = await import('@campus/stores');
    profileStore.actions().allergenToggled('soy');
    const user = renderBuilder();
    await user.click(choice(/^Quinoa/));
    await user.click(next());
    expect(choice(/^Tofu/)).toHaveTextContent('Not for you: contains soy — you avoid soy');
    await user.click(choice(/^Tofu/));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Add anyway' }));
    expect(choice(/^Tofu/)).toHaveAttribute('aria-pressed', 'true');
    await user.click(next());
    for (const pick of [/^Steamed Broccoli/, null, null, /^Tahini/, null]) {
      if (pick) await user.click(choice(pick));
      await user.click(next());
    }
    expect(screen.getByTestId('step-indicator')).toHaveTextContent('Step 7 of 7');
    expect(screen.getByText('Not for you: contains soy — you avoid soy')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Favourite' }));
    expect(favouritesStore.get().map((f) => f.recipe.kind)).toEqual(['custom_bowl']);
    expect(screen.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true');
    // Without soy the same bowl fits.
    act(() => profileStore.actions().allergenToggled('soy'));
    act(() => profileStore.actions().dietToggled('halal'));
    expect(screen.getByText('This bowl fits your diet (Halal).')).toBeInTheDocument();
  });

  it('a bowl built before My diet was set is asked about on Add to Cart: Keep it out adds nothing, Add anyway adds it', async () => {
    const { profileStore } = await import('@campus/stores');
    const user = renderBuilder();
    for (const pick of [/^Quinoa/, /^Tofu/, /^Steamed Broccoli/, null, null, /^Tahini/, null]) {
      if (pick) await user.click(choice(pick));
      await user.click(next());
    }
    expect(screen.getByTestId('step-indicator')).toHaveTextContent('Step 7 of 7');
    act(() => profileStore.actions().allergenToggled('soy'));
    const add = () => user.click(screen.getByRole('button', { name: /Add to Cart/ }));
    await add();
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveTextContent("Your custom bowl doesn't fit your diet");
    expect(question).toHaveTextContent('contains soy — you avoid soy');
    await user.click(within(question).getByRole('button', { name: 'Keep it out' }));
    expect(cartStore.getItems()).toEqual([]);
    await add();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Add anyway' }));
    expect(cartStore.getItems().map((line) => line.type)).toEqual(['custom_bowl']);
    act(() => profileStore.actions().allergenToggled('soy'));
  });

  it.each([
    ['mexico', 'Mexico theme'],
    ['west-asia', 'West Asia theme'],
  ])('?theme=%s applies the theme', (id, text) => {
    renderBuilder(`/build-your-own?theme=${id}`);
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
    expect(document.querySelector(`[data-theme="${id}"]`)).not.toBeNull();
  });

  it('ignores an unknown theme', () => {
    renderBuilder('/build-your-own?theme=atlantis');
    expect(screen.queryByText(/theme ·/)).toBeNull();
    expect(document.querySelector('[data-theme="default"]')).not.toBeNull();
  });

  it('brings back a half-built bowl from session storage, validated', async () => {
    sessionStorage.setItem(
      BUILDER_STORAGE_KEY,
      JSON.stringify({ version: 1, state: { selections: { base: ['quinoa'], protein: ['tofu', 'nope'] } } }),
    );
    await act(async () => {
      await builderStore.rehydrate();
    });
    renderBuilder('/build-your-own?step=extras');
    // Greens are still missing, so the customer lands on Greens & Veggies, not on Extras.
    expect(screen.getByTestId('step-indicator')).toHaveTextContent('Step 3 of 7');
    expect(builderStore.get().selections.protein).toEqual(['tofu']);
  });

  it('puts the step in the address: Next adds a history entry, Back in the browser returns to the step before', async () => {
    const user = renderBuilder('/build-your-own?theme=mexico');
    const address = () => screen.getByTestId('address').textContent;
    expect(address()).toBe('/build-your-own?theme=mexico');
    await user.click(choice(/Quinoa/));
    await user.click(next());
    expect(address()).toBe('/build-your-own?theme=mexico&step=protein');
    await user.click(choice(/Tofu/));
    await user.click(next());
    expect(address()).toBe('/build-your-own?theme=mexico&step=greens-veggies');
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(screen.getByTestId('step-indicator')).toHaveTextContent('Step 2 of 7');
    expect(choice(/Tofu/)).toHaveAttribute('aria-pressed', 'true');
    // The footer's Back steps back through history too, to step 1 with the base kept.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(address()).toBe('/build-your-own?theme=mexico'));
    expect(choice(/Quinoa/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('from Review: Edit a step, then Back to review in one step; what is unmet is said first; steps done are links', async () => {
    const user = renderBuilder();
    const step = () => screen.getByTestId('step-indicator').textContent;
    for (const pick of [/Quinoa/, null, /Tofu/, null, /Steamed Broccoli/, null, null, /Tahini/, null, null]) {
      await user.click(pick ? choice(pick) : next());
    }
    expect(step()).toContain('Step 7 of 7');
    expect(screen.queryByRole('button', { name: 'Back to review' })).toBeNull();
    const steps = () => within(screen.getByRole('list', { name: 'Builder steps' }));
    // On Review, every step before it is done, and a link to itself.
    expect(
      steps()
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(
      ['base', 'protein', 'greens-veggies', 'toppings', 'sauces-dressings', 'extras'].map(
        (id) => `/build-your-own?step=${id}`,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Edit Protein' }));
    expect(step()).toContain('Step 2 of 7');
    // Every other step is a link now (the bowl reaches them all), Review's own included.
    expect(steps().getAllByRole('link')).toHaveLength(6);
    await user.click(choice(/Tofu/)); // no protein left
    await user.click(screen.getByRole('button', { name: 'Back to review' }));
    expect(step()).toContain('Step 2 of 7');
    expect(await screen.findByText('Please select at least one protein.')).toBeInTheDocument();
    await user.click(choice(/Falafel/));
    await user.click(screen.getByRole('button', { name: 'Back to review' }));
    expect(step()).toContain('Step 7 of 7');
    expect(screen.getByTestId('address').textContent).toBe('/build-your-own?step=review');
    expect(screen.getByRole('heading', { level: 2, name: 'Review' })).toHaveFocus();

    // A step reached by its link from Review offers the way back too, and Next from it keeps it.
    await user.click(steps().getByRole('link', { name: /^Greens & Veggies/ }));
    expect(step()).toContain('Step 3 of 7');
    await user.click(next());
    expect(step()).toContain('Step 4 of 7');
    await user.click(screen.getByRole('button', { name: 'Back to review' }));
    expect(step()).toContain('Step 7 of 7');
  });

  it('shows the next step in the task of the tap (a slow phone): the address follows, as the router draws it', async () => {
    // A root of its own and no act(): between the tap and the check only microtasks run, so a step drawn by the
    // router's transition (a task, or many on a slow phone) would not be on screen yet.
    const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = act.IS_REACT_ACT_ENVIRONMENT;
    act.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const microtasks = async () => {
      for (let i = 0; i < 20; i++) await Promise.resolve();
    };
    try {
      flushSync(() =>
        root.render(
          <MemoryRouter initialEntries={['/build-your-own']}>
            <AddressBar />
            <Routes>
              <Route path="/build-your-own" element={<BuildYourOwnPage />} />
            </Routes>
          </MemoryRouter>,
        ),
      );
      choice(/Quinoa/).click();
      await microtasks();
      next().click();
      await microtasks();
      expect(screen.getByTestId('step-indicator')).toHaveTextContent('Step 2 of 7');
      expect(screen.getByRole('heading', { level: 2, name: /protein/i })).toHaveFocus();
      expect(screen.getByTestId('address')).toHaveTextContent(/^\/build-your-own$/);
      await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/build-your-own?step=protein'));
      expect(screen.getByTestId('step-indicator')).toHaveTextContent('Step 2 of 7');
      screen.getByRole('button', { name: 'Back' }).click();
      await microtasks();
      expect(screen.getByTestId('step-indicator')).toHaveTextContent('Step 1 of 7');
      await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/build-your-own$/));
    } finally {
      root.unmount();
      container.remove();
      act.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it.each([
    ['/build-your-own?step=review', '/build-your-own?step=base', 'Step 1 of 7'],
    ['/build-your-own?step=dessert', '/build-your-own?step=base', 'Step 1 of 7'],
    ['/build-your-own?step=%3Cscript%3E', '/build-your-own?step=base', 'Step 1 of 7'],
  ])('an address naming a step not reachable yet (%s) is corrected in place', (path, fixed, indicator) => {
    renderBuilder(path);
    expect(screen.getByTestId('step-indicator')).toHaveTextContent(indicator);
    expect(screen.getByTestId('address')).toHaveTextContent(fixed);
  });
});
