import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { MenuRoutes } from '../app/routes';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Renders this remote's routes at a path, as the shell would, with a probe of the current location. */
export function renderRoute(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <MenuRoutes notFound={<p>Oops! Page not found</p>} />
      <LocationProbe />
    </MemoryRouter>,
  );
}
