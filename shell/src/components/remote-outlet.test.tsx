import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const loader = vi.hoisted(() => ({
  loadRemoteRoutes: vi.fn(),
  forgetRemote: vi.fn(),
  registerManifest: vi.fn(),
  preloadRemote: vi.fn(),
}));
vi.mock('../remotes/remote-loader', () => loader);

const manifest = vi.hoisted(() => ({
  state: {
    status: 'ready',
    remotes: [{ name: 'mfe_menu', entry: 'http://localhost:4174/remoteEntry.js', routes: ['/menu/*'] }],
  },
}));
vi.mock('../remotes/manifest-store', () => ({
  useManifest: () => manifest.state,
  loadManifest: vi.fn(),
  currentRemotes: () => [],
}));

import { RemoteOutlet } from './remote-outlet';

function MenuRoutes() {
  return <h1>Fresh Bowl Menu</h1>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteOutlet />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  loader.loadRemoteRoutes.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('RemoteOutlet', () => {
  it('renders the remote that owns the path, inside its style scope', async () => {
    loader.loadRemoteRoutes.mockResolvedValue({ default: MenuRoutes });
    renderAt('/menu');
    const heading = await screen.findByRole('heading', { name: 'Fresh Bowl Menu' });
    expect(heading.closest('[data-remote]')).toHaveAttribute('data-remote', 'mfe_menu');
  });

  it('shows the 404 for a path no remote owns, without loading any remote', () => {
    renderAt('/nowhere');
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(loader.loadRemoteRoutes).not.toHaveBeenCalled();
  });

  it('explains a remote that is down and recovers on Retry', async () => {
    loader.loadRemoteRoutes.mockRejectedValueOnce(new Error('#RUNTIME-008')).mockResolvedValue({ default: MenuRoutes });
    renderAt('/menu');
    expect(await screen.findByRole('heading', { name: "This part of the site didn't load" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(loader.forgetRemote).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Fresh Bowl Menu' })).toBeInTheDocument();
  });
});
