import { cartStore, profileStore, Toaster } from '@campus/stores';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { PlansRoutes } from '../app/routes';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PlansRoutes notFound={<p>Not found</p>} />
      <Toaster />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  act(() => cartStore.reset());
});

describe('plans pages', { timeout: 20_000 }, () => {
  it('/meal-plans shows the two plans with their prices, features, sample menu and builder links', () => {
    renderAt('/meal-plans');
    expect(screen.getByRole('heading', { level: 1, name: 'Meal Plans' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Student Plan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Premium Plan' })).toBeInTheDocument();
    expect(screen.getByText(/^5 bowls a week/)).toBeInTheDocument();
    expect(screen.getByText('Free campus delivery')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Sample menu' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Choose $19.99 plan' })).toHaveAttribute('href', '/meal-plans/19-99');
    expect(screen.getByRole('link', { name: 'Choose $24.99 plan' })).toHaveAttribute('href', '/meal-plans/24-99');
  });

  it('the chef’s pick says when it does not fit the diet profile and asks before it goes in', () => {
    act(() => profileStore.actions().dietToggled('vegetarian'));
    renderAt('/meal-plans/student-plan');
    expect(screen.getByText(/^Not for you:/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const dialog = screen.getByRole('alertdialog', { name: "Today's chef's pick doesn't fit your diet" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it out' }));
    expect(cartStore.getItems()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Add anyway' }));
    expect(cartStore.getItems()).toHaveLength(1);
  });

  it('/meal-plans/student-plan adds the chef’s pick at the base price and goes to /cart', () => {
    renderAt('/meal-plans/student-plan');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const [line] = cartStore.getItems();
    expect(line?.type === 'meal_plan' && [line.item.title, line.item.priceCents]).toEqual(['$19.99 Plan Bundle', 1999]);
    expect(screen.getByText('Not found')).toBeInTheDocument(); // /cart is not this remote's route
  });

  it('an unknown plan id explains itself and offers both plans', () => {
    renderAt('/meal-plans/family-plan');
    expect(screen.getByText('family-plan')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add to Cart' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Back to Meal Plans' })).toHaveAttribute('href', '/meal-plans');
  });

  it('/meal-plans/signature-meal shows $24.99 excluding delivery and every course', () => {
    renderAt('/meal-plans/signature-meal');
    expect(screen.getByRole('heading', { level: 1, name: 'Signature Meal' })).toBeInTheDocument();
    expect(screen.getByText('$24.99')).toBeInTheDocument();
    expect(screen.getByText('excluding delivery')).toBeInTheDocument();
    for (const name of ['Breakfast', 'Lunch', 'Snacks']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    for (const item of ['Breakfast sandwich', 'Protein bar', 'Bowl', 'Cookie', 'Sweet snack', 'Savory snack']) {
      expect(screen.getByText(item)).toBeInTheDocument();
    }
  });
});
