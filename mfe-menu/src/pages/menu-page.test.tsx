import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render-route';

const tab = (name: string) => screen.getByRole('tab', { name });

describe('/menu (SPEC §2 Menu)', () => {
  it('opens International Bowls by default with each country, ≤3 bowls, View All and /item links', () => {
    renderRoute('/menu');
    expect(screen.getByRole('heading', { level: 1, name: 'Fresh Bowl Menu' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Student Special' })).toBeInTheDocument();
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

  it('the diet filter comes from the URL and can empty the list', () => {
    renderRoute('/menu?diet=vegan');
    expect(screen.getByRole('button', { name: 'Vegan' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'No bowls match your filters' })).toBeInTheDocument();
  });

  it('choosing Vegetarian hides the halal chicken bowl and says how many show', async () => {
    renderRoute('/menu');
    await userEvent.click(screen.getByRole('button', { name: 'Vegetarian' }));
    expect(screen.queryByRole('link', { name: 'Teriyaki Chicken Bowl' })).toBeNull();
    const filter = screen.getByRole('region', { name: 'Filter bowls' });
    expect(within(filter).getByText('Showing 3 of 4 bowls')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/menu?diet=vegetarian');
  });

  it('cards reveal one after another, 80 ms apart, across countries', () => {
    const { container } = renderRoute('/menu');
    const delays = [...container.querySelectorAll<HTMLElement>('[data-revealed]')]
      .filter((el) => el.querySelector('article'))
      .map((el) => el.style.animationDelay);
    expect(delays).toEqual(['0ms', '80ms', '160ms', '240ms']);
  });
});
