import { findBowl } from '@campus/catalogue/countries';
import { favouritesStore } from '@campus/stores';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BowlCard } from './bowl-card';

function renderCard() {
  const bowl = findBowl('fajita-veg-bowl');
  if (!bowl) throw new Error('missing bowl');
  return render(
    <MemoryRouter>
      <BowlCard bowl={bowl} to="/item/fajita-veg-bowl" />
    </MemoryRouter>,
  );
}

describe('bowl card', () => {
  it('is one link named by the bowl, with diet, allergens, calories and price as text', () => {
    renderCard();
    expect(screen.getByRole('link', { name: 'Fajita Veg Bowl' })).toHaveAttribute('href', '/item/fajita-veg-bowl');
    expect(screen.getByText('Vegetarian')).toBeInTheDocument();
    expect(screen.getByText('Milk & Dairy')).toBeInTheDocument();
    expect(screen.getByText('480 kcal')).toBeInTheDocument();
    expect(screen.getByText('$9.99')).toBeInTheDocument();
  });

  it('shows a placeholder while the picture loads and its alt text if it fails (SPEC §4, §8)', () => {
    const { container } = renderCard();
    const frame = container.querySelector('[data-image-state]');
    expect(frame).toHaveAttribute('data-image-state', 'loading');
    fireEvent.error(screen.getByRole('img', { name: 'Fajita Veg Bowl' }));
    expect(frame).toHaveAttribute('data-image-state', 'failed');
    expect(frame).toHaveTextContent('Fajita Veg Bowl');
    expect(screen.queryByRole('img', { name: 'Fajita Veg Bowl' })).toBeNull();
  });

  it('has a heart that saves the bowl as the kitchen makes it, apart from the link that opens it', () => {
    renderCard();
    const heart = screen.getByRole('button', { name: 'Favourite: Fajita Veg Bowl' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Fajita Veg Bowl saved to your favourites.');
    const [saved] = favouritesStore.get();
    expect(saved?.recipe).toMatchObject({ kind: 'bowl', bowlId: 'fajita-veg-bowl', proteinIds: ['black-beans'] });
    expect(saved?.line.type === 'bowl' && saved.line.item.proteins).toEqual(['Seasoned black beans']);
    fireEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(favouritesStore.get()).toHaveLength(0);
  });
});
