import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DISCLAIMER_KEY, DisclaimerBanner } from './disclaimer-banner';

describe('DisclaimerBanner', () => {
  it('says this is a demo site until dismissed, and remembers the dismissal', async () => {
    const { unmount } = render(<DisclaimerBanner />);
    expect(screen.getByRole('complementary', { name: 'Demo site notice' })).toHaveTextContent(/demo site/i);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss demo site notice' }));
    expect(screen.queryByRole('complementary', { name: 'Demo site notice' })).not.toBeInTheDocument();
    expect(localStorage.getItem(DISCLAIMER_KEY)).toBe('true');
    unmount();
    render(<DisclaimerBanner />);
    expect(screen.queryByRole('complementary', { name: 'Demo site notice' })).not.toBeInTheDocument();
  });

  it('shows when the stored value is anything else', () => {
    localStorage.setItem(DISCLAIMER_KEY, 'maybe');
    render(<DisclaimerBanner />);
    expect(screen.getByRole('complementary', { name: 'Demo site notice' })).toBeInTheDocument();
  });
});
