import { Toaster } from '@campus/stores';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { LoyaltyPage } from './loyalty-page';

describe('LoyaltyPage', () => {
  it('reads the hero naturally: the arrow is drawn and read as "then"', () => {
    renderPage(<LoyaltyPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Buy 10 Bowls then Get 1 Bowl FREE');
  });

  it('lists the three steps and four benefits', () => {
    renderPage(<LoyaltyPage />);
    const steps = screen.getByRole('region', { name: 'How it works' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['1. Purchase', '2. Track', '3. Reward']);
    const benefits = screen.getByRole('region', { name: 'Member benefits' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(4);
  });

  it.each(['Join the Program', 'Start Earning Rewards'])('"%s" says honestly that it is coming soon', async (name) => {
    renderPage(
      <>
        <LoyaltyPage />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name }));
    await userEvent.click(screen.getByRole('button', { name }));
    // Said once, however often it is pressed (a repeat refreshes the toast on screen).
    expect(await screen.findAllByText('Loyalty program coming soon!')).toHaveLength(1);
    expect(screen.getAllByText(/nothing was saved/).length).toBeGreaterThan(0);
  });
});
