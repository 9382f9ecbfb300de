import { serverAnswer } from '@campus/ui/testing/server-html';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render-route';
import { MenuRoutes } from './routes';

const routes = <MenuRoutes notFound={<p>Oops! Page not found</p>} />;

describe("the menu's pages say their HTTP answer when rendered on a server", () => {
  it.each([
    ['/menu', 200],
    ['/menu/country/mx', 200],
    ['/bowl/teriyaki-chicken-bowl?country=jp', 200],
    ['/item/teriyaki-chicken', 200],
    ['/menu/country/zz', 404],
    ['/bowls-by-country/zz', 404],
    ['/bowl/no-such-bowl', 404],
    ['/item/missing-3', 404],
    ['/product/42', 404],
    ['/menu/product', 404],
  ])('%s: %i', async (address, status) => {
    expect(serverAnswer(routes, address)).toEqual({ status });
  });

  it.each([
    ['/menu/country/MX', '/menu/country/mx'],
    ['/bowls-by-country/Jp', '/bowls-by-country/jp'],
    ['/bowl/Teriyaki-Chicken-Bowl?country=jp', '/bowl/teriyaki-chicken-bowl?country=jp'],
    ['/item/TERIYAKI-CHICKEN', '/item/teriyaki-chicken'],
    ['/item/Teriyaki-Chicken-Bowl', '/item/teriyaki-chicken-bowl'],
  ])('%s, an id in another case: 301 to %s', (address, location) => {
    expect(serverAnswer(routes, address)).toEqual({ status: 301, location });
  });
});

describe('in the browser, an id in another case', () => {
  it('shows the page and puts its canonical address in the bar, the query kept', async () => {
    renderRoute('/bowl/Teriyaki-Chicken-Bowl?country=jp');
    expect(await screen.findByRole('heading', { level: 1, name: 'Teriyaki Chicken Bowl' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/bowl/teriyaki-chicken-bowl?country=jp'),
    );
  });
});
