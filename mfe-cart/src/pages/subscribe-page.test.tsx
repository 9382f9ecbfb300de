import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test/render';

describe('subscribe placeholder', () => {
  it("says 'Subscription management coming soon!'", () => {
    renderAt('/subscribe');
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription management coming soon!' })).toBeInTheDocument();
    expect(screen.queryByTestId('subscribe-add')).toBeNull();
    expect(screen.getByRole('link', { name: 'See Meal Plans' })).toHaveAttribute('href', '/meal-plans');
  });

  it('shows ?add= as text', () => {
    renderAt('/subscribe?add=student-plan');
    expect(screen.getByTestId('subscribe-add')).toHaveTextContent(
      "You asked to add “student-plan” to a subscription. Subscriptions aren't open yet, so nothing was added.",
    );
  });

  it('shows hostile markup in ?add= only as text, and puts it in no link', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { container } = renderAt(`/subscribe?add=${encodeURIComponent(hostile)}`);
    expect(screen.getByTestId('subscribe-add')).toHaveTextContent(`“${hostile}”`);
    expect(container.querySelector('img')).toBeNull();
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).not.toMatch(/img|onerror/);
  });

  it('shortens a very long value', () => {
    renderAt(`/subscribe?add=${'x'.repeat(300)}`);
    expect(screen.getByTestId('subscribe-add').textContent).toContain(`“${'x'.repeat(79)}…”`);
  });
});
