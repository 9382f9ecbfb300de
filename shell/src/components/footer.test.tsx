import { CONTACT } from '@campus/catalogue/config';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Footer } from './footer';

describe('Footer', () => {
  it('has the Menu, Services and Legal groups, social links, the e-mail and Copyright 2025', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    for (const group of ['Menu', 'Services', 'Legal']) {
      expect(screen.getByRole('navigation', { name: `${group} links` })).toBeInTheDocument();
    }
    const legal = screen.getByRole('navigation', { name: 'Legal links' });
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: /Instagram/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: CONTACT.email })).toHaveAttribute('href', `mailto:${CONTACT.email}`);
    expect(screen.getByText(/Copyright 2025/)).toBeInTheDocument();
  });
});
