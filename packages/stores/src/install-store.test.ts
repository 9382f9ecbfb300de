import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installRequested, listenForInstallOffer, useCanInstall, useInstalled } from './install-store';

describe('the install offer', () => {
  it('keeps the browser offer for a button, uses it once, and knows when the site is installed', async () => {
    listenForInstallOffer();
    const canInstall = renderHook(() => useCanInstall());
    const installed = renderHook(() => useInstalled());
    expect(canInstall.result.current).toBe(false);
    expect(await installRequested()).toBe('unavailable');

    const prompt = vi.fn(async () => undefined);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    // Kept for our button instead of the browser's own bar.
    expect(offer.defaultPrevented).toBe(true);
    expect(canInstall.result.current).toBe(true);

    await act(async () => {
      expect(await installRequested()).toBe('accepted');
    });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(canInstall.result.current).toBe(false);
    expect(installed.result.current).toBe(true);
  });
});
