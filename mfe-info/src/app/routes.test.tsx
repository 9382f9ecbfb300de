import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InfoRoutes } from './routes';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <InfoRoutes notFound={<p>not found here</p>} />
    </MemoryRouter>,
  );
}

describe('InfoRoutes', () => {
  it.each(['/smart-lockers', '/lockers'])('%s shows the Smart Lockers page', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Smart Lockers' })).toBeInTheDocument();
  });

  it.each([
    ['/', 'Healthy, Halal, Campus-friendly'],
    ['/about', /^About /],
    ['/contact', 'Get in touch'],
    ['/help', 'How can we help?'],
    ['/allergens', 'Allergen Information'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/refunds', 'Refunds & Cancellations'],
    ['/loyalty', /Buy 10 Bowls/],
    ['/download-app', /Get the .* app/],
  ])('%s has one h1: %s', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('hands unknown paths to the shell’s 404', () => {
    renderAt('/nope');
    expect(screen.getByText('not found here')).toBeInTheDocument();
  });
});
