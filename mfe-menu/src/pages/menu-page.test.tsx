import { profileStore } from '@campus/stores';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render-route';

const tab = (name: string) => screen.getByRole('tab', { name });

describe('/menu (SPEC §2 Menu)', () => {
  it('opens International Bowls by default with each country, ≤3 bowls, View All and /item links', () => {
    renderRoute('/menu');
    expect(screen.getByRole('heading', { level: 1, name: 'Fresh Bowl Menu' })).toBeInTheDocument();
    const banner = screen.getByRole('complementary', { name: 'Student Special' });
    // No "Build Your Own" button of its own beside the Build Your Own tab.
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
    expect(tab('International Bowls')).toHaveAttribute('aria-selected', 'true');
    for (const country of ['Japan', 'Mexico', 'India', 'Mediterranean']) {
      expect(screen.getByRole('heading', { level: 2, name: country })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'View All Japan bowls' })).toHaveAttribute('href', '/menu/country/jp');
    expect(screen.getByRole('link', { name: 'Curry Power Bowl' })).toHaveAttribute('href', '/item/curry-power-bowl');
  });

  it.each([
    ['/menu?category=bowls', 'International Bowls'],
    ['/menu?category=sandwiches', 'Smart Value'],
    ['/menu?category=boxes', 'Smart Value'],
    ['/menu?tab=build-your-own', 'Build Your Own'],
  ])('%s opens %s', (path, name) => {
    renderRoute(path);
    expect(tab(name)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tab(name).id);
  });

  it("home's ?category=boxes (its Smart Value card) opens at the Student Bowl, the full meal the card promises", () => {
    const { container } = renderRoute('/menu?category=boxes');
    const at = container.querySelector('[data-open-at]')?.getAttribute('data-open-at') ?? '';
    expect(at).toBe('student-bowl');
    const target = container.querySelector(`#${at}`) as HTMLElement;
    expect(within(target).getByRole('heading', { name: 'The $9.99 Student Bowl' })).toBeInTheDocument();
  });

  it('sandwiches show in the Smart Value tab', () => {
    renderRoute('/menu?category=sandwiches');
    expect(screen.getByRole('heading', { name: 'Sandwiches & Wraps' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Add to Cart/ })).toHaveLength(4);
  });

  it('arrow keys move along the tablist and keep the choice in the URL', async () => {
    renderRoute('/menu');
    tab('International Bowls').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Build Your Own')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Build Your Own')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Start Building' })).toHaveAttribute('href', '/build-your-own');
    expect(screen.getByTestId('location')).toHaveTextContent('/menu?tab=build-your-own');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Smart Value')).toHaveAttribute('aria-selected', 'true');
  });

  it('the diet filter is the saved profile and can empty the list', async () => {
    // The two vegan bowls are the curry (coconut) and the Mediterranean (sesame).
    profileStore.actions().dietToggled('vegan');
    profileStore.actions().allergenToggled('coconut');
    profileStore.actions().allergenToggled('sesame');
    renderRoute('/menu');
    expect(screen.getByRole('button', { name: 'Vegan only' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'No bowls match your filters' })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    expect(profileStore.get()).toEqual({ diets: [], avoid: [] });
  });

  it('choosing Vegetarian hides the halal chicken bowl, says how many show, and keeps it in the profile', async () => {
    renderRoute('/menu');
    await userEvent.click(screen.getByRole('button', { name: 'Vegetarian only' }));
    expect(screen.queryByRole('link', { name: 'Teriyaki Chicken Bowl' })).toBeNull();
    const filter = screen.getByRole('region', { name: 'Filter bowls by your diet' });
    expect(within(filter).getByText('Showing 3 of 4 bowls')).toBeInTheDocument();
    expect(profileStore.get().diets).toEqual(['vegetarian']);
    // Marking instead of hiding: the bowl is back, with the reason in words.
    await userEvent.click(screen.getByRole('button', { name: 'Show it, marked' }));
    const card = screen.getByRole('link', { name: 'Teriyaki Chicken Bowl' }).closest('article') as HTMLElement;
    expect(within(card).getByText('Not for you: contains chicken (meat)')).toBeInTheDocument();
  });

  it('cards reveal one after another, 80 ms apart, across countries', () => {
    const { container } = renderRoute('/menu');
    const delays = [...container.querySelectorAll<HTMLElement>('[data-revealed]')]
      .filter((el) => el.querySelector('article'))
      .map((el) => el.style.animationDelay);
    expect(delays).toEqual(['0ms', '80ms', '160ms', '240ms']);
  });
});
