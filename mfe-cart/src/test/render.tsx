import { dismissToast, Toaster, useToasts } from '@campus/stores';
import { act, render, renderHook } from '@testing-library/react';
import type * as React from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { CartRoutes } from '../app/routes';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** This remote's routes at `path`, with the toaster and the current location, as the shell would show them. */
export function renderAt(path: string, extra?: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <CartRoutes notFound={<p>Not found</p>} />
      <Where />
      <Toaster />
      {extra}
    </MemoryRouter>,
  );
}

/** Toasts live in a module-level store: close the ones a test left open. */
export function dismissAllToasts(): void {
  const { result, unmount } = renderHook(() => useToasts());
  for (const t of result.current) act(() => dismissToast(t.id));
  unmount();
}
