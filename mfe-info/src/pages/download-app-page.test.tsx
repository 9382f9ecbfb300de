import { EXTERNAL } from '@campus/catalogue/config';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
});
