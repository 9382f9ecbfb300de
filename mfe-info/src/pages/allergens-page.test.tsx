import { CONTACT } from '@campus/catalogue/config';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { AllergensPage } from './allergens-page';

const NAMES = ['Peanuts', 'Milk & Dairy', 'Soy', 'Fish', 'Gluten', 'Tree Nuts', 'Eggs', 'Shellfish'];

function cardOf(name: string): HTMLElement {
  const card = screen.getByRole('heading', { level: 3, name }).closest('li');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

describe('AllergensPage', () => {
  it('shows eight allergen cards, each with an icon and a description', () => {
    renderPage(<AllergensPage />);
    const section = screen.getByRole('region', { name: 'The eight major allergens' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(NAMES);
    for (const name of NAMES) {
      const card = cardOf(name);
      const icon = card.querySelector('img');
      expect(icon).not.toBeNull();
      expect(icon).toHaveAttribute('width', '64');
      expect(icon).toHaveAttribute('height', '64');
      expect(card.querySelector('p')?.textContent?.length).toBeGreaterThan(30);
    }
  });

  it.each(NAMES)('shows the name "%s" in place of its icon when the icon fails', (name) => {
    renderPage(<AllergensPage />);
    const card = cardOf(name);
    const icon = card.querySelector('img');
    if (!icon) throw new Error('icon missing');
    fireEvent.error(icon);
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getAllByText(name)).toHaveLength(2);
  });

  it('has a safety notice, commitments and the add-ons that may contain allergens', () => {
    renderPage(<AllergensPage />);
    expect(screen.getByRole('note')).toHaveTextContent(/cannot guarantee/);
    expect(screen.getByRole('heading', { name: 'Our commitments' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Common add-ons that may contain allergens' })).toBeInTheDocument();
    expect(screen.getByText('Mozzarella')).toBeInTheDocument();
  });

  it('gives emergency guidance: medical alert line, 911, your own EpiPen', () => {
    renderPage(<AllergensPage />);
    const guide = screen.getByRole('region', { name: 'If you have a reaction' });
    expect(within(guide).getByRole('link', { name: CONTACT.medicalAlertLine })).toHaveAttribute(
      'href',
      CONTACT.medicalAlertHref,
    );
    expect(within(guide).getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
    expect(guide).toHaveTextContent(/Non-emergency reaction/);
    expect(guide).toHaveTextContent(/Severe reaction/);
    expect(guide).toHaveTextContent(/own EpiPen/);
  });
});
