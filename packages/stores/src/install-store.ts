import { create } from 'zustand';

/** Chromium's install offer (not in the DOM's types): `prompt()` opens the browser's install dialog, once. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  /** The browser's offer to install the site, kept for a button to use; null where the browser makes none. */
  offer: BeforeInstallPromptEvent | null;
  /** Running as the installed app, or installed during this visit. */
  installed: boolean;
}

/**
 * Installing the site as an app (docs/offline.md): the browser fires `beforeinstallprompt`
 * once, early, on whichever page the visitor is; the shell listens from its start and any slice offers the button.
 */
const installStore = create<InstallState>(() => ({ offer: null, installed: false }));

let listening = false;
/** Called once by the shell at start (browser only). */
export function listenForInstallOffer(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  if (window.matchMedia?.('(display-mode: standalone)').matches) installStore.setState({ installed: true });
  window.addEventListener('beforeinstallprompt', (event) => {
    // Kept for our Install button instead of the browser's own bar at a moment we did not choose.
    event.preventDefault();
    installStore.setState({ offer: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => installStore.setState({ offer: null, installed: true }));
}

export const useCanInstall = (): boolean => installStore((s) => s.offer !== null);
export const useInstalled = (): boolean => installStore((s) => s.installed);

/** Opens the browser's install dialog; the offer is used up either way (the browser makes a new one if it may). */
export async function installRequested(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const { offer } = installStore.getState();
  if (!offer) return 'unavailable';
  installStore.setState({ offer: null });
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  if (outcome === 'accepted') installStore.setState({ installed: true });
  return outcome;
}
