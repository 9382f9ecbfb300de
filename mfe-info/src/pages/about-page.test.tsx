import { initialsOf } from '@campus/ui/avatar';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { AboutPage } from './about-page';

describe('AboutPage', () => {
  it('tells the story and covers halal, pricing, the menu, how it works and food safety', () => {
    renderPage(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^About /);
    expect(screen.getByText(/campus of a Toronto university/)).toBeInTheDocument();
    expect(screen.getByText(/still student-led/)).toBeInTheDocument();
    for (const heading of ['Halal and vegetarian', 'Student pricing', 'What we serve', 'How it works', 'Food safety']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText('Pre-order a pickup window')).toBeInTheDocument();
  });

  it('introduces a four-person team with names and roles', () => {
    renderPage(<AboutPage />);
    const team = screen.getByRole('region', { name: 'Meet the team' });
    expect(within(team).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(team).getByText('Head Chef')).toBeInTheDocument();
  });

  it('falls back to initials when an avatar fails to load', () => {
    renderPage(<AboutPage />);
    const photo = screen.getByRole('img', { name: 'Amina Yusuf' });
    expect(photo.tagName).toBe('IMG');
    fireEvent.error(photo);
    const fallback = screen.getByRole('img', { name: 'Amina Yusuf' });
    expect(fallback.tagName).not.toBe('IMG');
    expect(fallback).toHaveTextContent('AY');
  });

  it.each([
    ['How much does a meal cost?', /\$9\.99/],
    ['Is everything halal?', /100% halal-certified ingredients/],
    ['Can I see the nutrition of my meal?', /calories, carbs, protein and fat/],
    ['When and where can I get my food?', /24\/7/],
  ])('opens and closes the FAQ "%s"', async (question, answer) => {
    renderPage(<AboutPage />);
    const button = screen.getByRole('button', { name: question });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveTextContent(answer);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(screen.getByRole('region', { name: question })).toBe(panel);

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('ends with buttons to /contact and /menu', () => {
    renderPage(<AboutPage />);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Browse the Menu' })).toHaveAttribute('href', '/menu');
  });
});

describe('initialsOf', () => {
  it.each([
    ['Amina Yusuf', 'AY'],
    ['daniel reyes', 'DR'],
    ['Priya', 'P'],
    ['Mary Jane Watson', 'MW'],
    ['  Marcus   Thompson  ', 'MT'],
    ['', '?'],
  ])('%j → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
