import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('opens with the tagline hero and its two buttons', () => {
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Healthy, Halal, Campus-friendly');
    expect(screen.getByRole('link', { name: 'Download the App' })).toHaveAttribute('href', '/download-app');
    expect(screen.getByRole('link', { name: 'View Meal Plans' })).toHaveAttribute('href', '/meal-plans');
  });

  it('draws the hero picture inline, sized, so it comes in the frame that paints the text', () => {
    renderPage(<HomePage />);
    const hero = screen.getByRole('img', { name: /colourful bowl seen from above/i });
    expect(hero.tagName.toLowerCase()).toBe('svg');
    expect(hero).toHaveAttribute('width', '560');
    expect(hero).toHaveAttribute('height', '480');
    expect(hero).toHaveAttribute('viewBox', '0 0 560 480');
  });

  it('lazy-loads every image below the hero that is a download (inlined ones cost none), all sized', () => {
    const { container } = renderPage(<HomePage />);
    const below = [...container.querySelectorAll('img')];
    expect(below.length).toBeGreaterThan(0);
    for (const img of below) {
      expect(img).toHaveAttribute('loading', img.getAttribute('src')?.startsWith('data:') ? 'eager' : 'lazy');
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
  });

  it('shows three value cards with the spec claims', () => {
    renderPage(<HomePage />);
    for (const claim of ['100% halal-certified ingredients', 'Made fresh daily', 'Student-friendly pricing']) {
      expect(screen.getByRole('heading', { level: 3, name: claim })).toBeInTheDocument();
    }
  });

  it.each([
    ['Sandwiches', '/menu?category=sandwiches'],
    ['Bowls', '/menu?category=bowls'],
    ['Smart Value', '/menu?category=boxes'],
  ])('links the %s shortcut to %s', (name, href) => {
    renderPage(<HomePage />);
    expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
  });

  it('names the third shortcut for what it opens: Smart Value, led by the $9.99 Student Bowl (no box is sold)', () => {
    renderPage(<HomePage />);
    const card = screen.getByRole('link', { name: /^Smart Value/ });
    expect(card).toHaveTextContent('The $9.99 Student Bowl, sandwiches, drinks and snacks.');
    expect(screen.queryByRole('link', { name: /^Boxes/ })).not.toBeInTheDocument();
  });

  it('features the Signature Meal at $24.99 excluding delivery', () => {
    renderPage(<HomePage />);
    const deal = screen.getByRole('region', { name: 'The Signature Meal' });
    expect(within(deal).getByText('$24.99')).toBeInTheDocument();
    expect(within(deal).getByText('excluding delivery')).toBeInTheDocument();
    expect(within(deal).getByText('Sandwich, drink and a protein bar')).toBeInTheDocument();
    expect(within(deal).getByText('Bowl, drink and a cookie')).toBeInTheDocument();
    expect(within(deal).getByText('One sweet and one savory')).toBeInTheDocument();
    expect(within(deal).getByRole('link', { name: 'See the Signature Meal' })).toHaveAttribute(
      'href',
      '/meal-plans/signature-meal',
    );
  });

  it('quotes three students under the social-proof heading', () => {
    renderPage(<HomePage />);
    const section = screen.getByRole('region', { name: 'Trusted by over 500 students' });
    expect(within(section).getAllByRole('blockquote')).toHaveLength(3);
  });

  it('has an e-mail sign-up that sends nothing and says so honestly', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderPage(<HomePage />);
    const input = screen.getByLabelText('E-mail address');
    expect(input).toHaveAttribute('type', 'email');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await userEvent.type(input, 'sam@university.ca');
    await userEvent.click(screen.getByRole('button', { name: 'Sign me up' }));

    expect(screen.getByRole('status')).toHaveTextContent('sam@university.ca was not sent or saved anywhere');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('leaves invalid addresses to the browser: no message without a valid submit', () => {
    renderPage(<HomePage />);
    const input = screen.getByLabelText('E-mail address') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'not-an-email' } });
    expect(input.validity.valid).toBe(false);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
