import { CART_STORAGE_KEY, cartStore } from '@campus/stores';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAt } from '../test/render';
import { SAMPLE_BOWLS, SAMPLE_CUSTOM_BOWL, SAMPLE_PLAN, SAMPLE_SANDWICH } from './sample-items';

beforeEach(() => cartStore.reset());
afterEach(() => cartStore.reset());

describe('standalone sample items', () => {
  it('are lines the store keeps when it reads them back, one of every kind, and all show', async () => {
    const a = cartStore.actions();
    for (const bowl of SAMPLE_BOWLS) a.bowlAdded(bowl);
    a.customBowlAdded(SAMPLE_CUSTOM_BOWL);
    a.sandwichAdded(SAMPLE_SANDWICH);
    a.mealPlanAdded(SAMPLE_PLAN);
    const saved = localStorage.getItem(CART_STORAGE_KEY) ?? '';
    cartStore.reset();
    localStorage.setItem(CART_STORAGE_KEY, saved);
    await cartStore.rehydrate();
    expect(cartStore.getItems().map((l) => l.type)).toEqual(['bowl', 'bowl', 'custom_bowl', 'sandwich', 'meal_plan']);
    renderAt('/cart');
    for (const name of [
      'Teriyaki Chicken Bowl',
      'Fajita Veg Bowl',
      'Custom Mexico Bowl',
      SAMPLE_SANDWICH.title,
      '$24.99 Plan Bundle',
    ]) {
      expect(screen.getByRole('article', { name })).toBeInTheDocument();
    }
  });
});
