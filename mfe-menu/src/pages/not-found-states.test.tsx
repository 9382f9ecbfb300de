import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render-route';

describe('not-found states (SPEC §8)', () => {
  it.each([
    ['/menu/country/atlantis', 'Country Not Found', 'Back to Menu', '/menu'],
    ['/bowls-by-country/atlantis', 'Country Not Found', 'Back to Countries', '/bowls-by-country'],
    ['/bowl/no-such-bowl?country=jp', 'Bowl Not Found', 'Back to Menu', '/menu'],
    ['/item/no-such-bowl', 'Bowl Not Found', 'Back to Menu', '/menu'],
    ['/product/chicken-caesar-wrap', 'Product Not Found', 'Back to Menu', '/menu'],
    ['/product/anything', 'Product Not Found', 'Back to Menu', '/menu'],
    ['/menu/product', 'Product Not Found', 'Back to Menu', '/menu'],
  ])('%s shows %s with %s', (path, title, back, href) => {
    renderRoute(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', href);
  });

  it('an unknown path inside the remote shows the 404 it is given', () => {
    renderRoute('/menu/nowhere/else');
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
  });

  it('a hostile id is shown nowhere as markup', () => {
    const { container } = renderRoute('/bowl/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    expect(screen.getByRole('heading', { name: 'Bowl Not Found' })).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});
