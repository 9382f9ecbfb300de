import { EXTERNAL } from '@campus/catalogue/config';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { SmartLockersPage } from './smart-lockers-page';

describe('SmartLockersPage', () => {
  it('explains the three steps and the four benefits', () => {
    renderPage(<SmartLockersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Smart Lockers' })).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'How it works' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(within(steps).getByText(/unique code/)).toHaveTextContent('24/7');
    for (const benefit of ['24/7 access', 'Always fresh', 'Secure', 'Easy management']) {
      expect(screen.getByRole('heading', { level: 3, name: benefit })).toBeInTheDocument();
    }
  });

  it.each([
    ['Regular', 'Green door'],
    ['Accessible (ADA)', 'Blue door'],
    ['Extended storage', 'Yellow door'],
  ])('names the %s compartment in words, not by colour alone (%s)', (name, colour) => {
    renderPage(<SmartLockersPage />);
    const heading = screen.getByRole('heading', { level: 3, name });
    const card = heading.closest('li');
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByText(colour)).toBeInTheDocument();
  });

  it('shows the three-tier microwave station and the three use cases', () => {
    renderPage(<SmartLockersPage />);
    expect(screen.getByRole('heading', { name: 'Three-tier microwave station' })).toBeInTheDocument();
    for (const useCase of ['Buy and store meals', 'Personal storage', 'Meal prep hub']) {
      expect(screen.getByRole('heading', { level: 3, name: useCase })).toBeInTheDocument();
    }
  });

  it('sends Order a Meal to /menu and View Meal Plans to /meal-plans', () => {
    renderPage(<SmartLockersPage />);
    for (const link of screen.getAllByRole('link', { name: 'Order a Meal' }))
      expect(link).toHaveAttribute('href', '/menu');
    for (const link of screen.getAllByRole('link', { name: 'View Meal Plans' }))
      expect(link).toHaveAttribute('href', '/meal-plans');
  });

  it('loads the demo video only when asked: no iframe until play is pressed', async () => {
    const { container } = renderPage(<SmartLockersPage />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText(/loads from www\.youtube-nocookie\.com only when you press play/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Play video/ }));

    const iframe = screen.getByTitle(/app demo/);
    expect(iframe.tagName).toBe('IFRAME');
    expect(iframe.getAttribute('src')).toBe(`${EXTERNAL.demoVideoEmbed}?autoplay=1`);
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
  });
});
