import { EXTERNAL } from '@campus/catalogue/config';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { DownloadAppPage } from './download-app-page';

describe('DownloadAppPage', () => {
  it('downloads the APK from the configured host', () => {
    renderPage(<DownloadAppPage />);
    expect(screen.getByRole('link', { name: 'Download APK' })).toHaveAttribute('href', EXTERNAL.apkDownload);
  });

  it('opens the interactive demo in a new tab, safely', () => {
    renderPage(<DownloadAppPage />);
    const demo = screen.getByRole('link', { name: /Try the Interactive Demo/ });
    expect(demo).toHaveAttribute('href', EXTERNAL.interactiveDemo);
    expect(demo).toHaveAttribute('target', '_blank');
    expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
    expect(demo).toHaveAccessibleName(/opens in a new tab/);
  });

  it('says Android 7.0 or higher required and lists five install steps', () => {
    renderPage(<DownloadAppPage />);
    expect(screen.getByText('Android 7.0 or higher required')).toBeInTheDocument();
    const steps = screen.getByRole('heading', { name: 'How to install' }).parentElement as HTMLElement;
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Download the APK',
      'Allow installs from unknown sources',
      'Find the file',
      'Tap and install',
      'Open the app',
    ]);
  });

  it('shows the demo video as a facade until play is pressed', async () => {
    const { container } = renderPage(<DownloadAppPage />);
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Play video/ }));
    expect(container.querySelector('iframe')).toHaveAttribute('src', `${EXTERNAL.demoVideoEmbed}?autoplay=1`);
  });

  it('offers the site itself beside the APK, with the steps for Android and iPhone', () => {
    renderPage(<DownloadAppPage />);
    expect(screen.getByRole('heading', { name: 'Or add it to your home screen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Android (Chrome)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'iPhone (Safari)' })).toBeInTheDocument();
    expect(screen.getByText('Scroll down and tap “Add to Home Screen”.')).toBeInTheDocument();
    // No install offer from this browser: no button that would do nothing.
    expect(screen.queryByRole('button', { name: /^Install / })).toBeNull();
  });

  describe('offline', () => {
    afterEach(() => vi.restoreAllMocks());

    it('says what needs a connection, and the APK link stays on the page', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const { container } = renderPage(<DownloadAppPage />);
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(
        'You are offline: the APK, the interactive demo and the video need an internet connection. The menu, your cart and favourites work as they are.',
      );
      const apk = screen.getByRole('link', { name: 'Download APK' });
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      apk.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
      await userEvent.click(screen.getByRole('button', { name: /Play video/ }));
      expect(container.querySelector('iframe')).toBeNull();
      expect(screen.getByText(/You are offline: the video plays from/)).toBeInTheDocument();
    });
  });
});
