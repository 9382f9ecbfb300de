import { findCountry } from '@campus/catalogue/countries';
import type { Country } from '@campus/catalogue/types';
import { profileStore } from '@campus/stores';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render-route';
import { CountryView } from './country-view';

const empty: Country = { id: 'kr', name: 'Korea', flag: '🇰🇷', cover: '', description: 'Soon.', bowls: [] };

describe('country without bowls (SPEC §2, §8)', () => {
  it.each([
    ['More bowls coming soon', true],
    ['More bowls coming soon!', false],
  ])('shows %s with a Build Custom Bowl button', (title, withExtras) => {
    render(
      <MemoryRouter>
        <CountryView
          country={empty}
          back={{ to: '/menu', label: 'Back to Menu' }}
          countryHref={(id) => `/menu/country/${id}`}
          emptyTitle={title}
          withExtras={withExtras}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Build Custom Bowl' })).toHaveAttribute('href', '/build-your-own');
  });
});

describe('country page /menu/country/{id}', () => {
  it('lists the bowls linking to /bowl/{id}?country=, with the banner and How It Works', () => {
    renderRoute('/menu/country/jp');
    expect(screen.getByRole('heading', { level: 1, name: 'Japan Bowls' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Teriyaki Chicken Bowl' })).toHaveAttribute(
      'href',
      '/bowl/teriyaki-chicken-bowl?country=jp',
    );
    expect(screen.getByRole('complementary', { name: 'Student Special' })).toBeInTheDocument();
    const how = screen.getByRole('heading', { name: 'How It Works' }).closest('section');
    expect(how).not.toBeNull();
    for (const step of ['Choose', 'Customize', 'Enjoy']) {
      expect(within(how as HTMLElement).getByRole('heading', { name: new RegExp(step) })).toBeInTheDocument();
    }
  });

  it('the filter hides bowls with an avoided allergen and keeps it in the profile', async () => {
    renderRoute('/menu/country/jp');
    await userEvent.click(screen.getByRole('button', { name: 'Soy' }));
    expect(screen.queryByRole('link', { name: 'Teriyaki Chicken Bowl' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'No bowls match your filters' })).toBeInTheDocument();
    expect(profileStore.get().avoid).toEqual(['soy']);
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    expect(screen.getByRole('link', { name: 'Teriyaki Chicken Bowl' })).toBeInTheDocument();
  });

  it('/bowls-by-country/{id} shows all bowls with Back to Countries', () => {
    renderRoute('/bowls-by-country/med');
    expect(screen.getByRole('heading', { level: 1, name: 'Mediterranean Bowls' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Countries' })).toHaveAttribute('href', '/bowls-by-country');
    expect(screen.getByRole('link', { name: 'Mediterranean Bowl' })).toHaveAttribute(
      'href',
      '/bowl/mediterranean-bowl?country=med',
    );
    expect(findCountry('med')?.bowls).toHaveLength(1);
  });
});
