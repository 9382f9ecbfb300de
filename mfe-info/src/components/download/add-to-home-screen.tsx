import { BRAND } from '@campus/catalogue/config';
import { installRequested, useCanInstall, useInstalled } from '@campus/stores';
import { Button } from '@campus/ui/button';
import { Card } from '@campus/ui/card';
import { tap } from '@campus/ui/tap';
import { CheckCircle2, Smartphone } from 'lucide-react';

/** The steps each phone's own browser takes to put the site on the home screen. */
const PHONES = [
  {
    phone: 'Android (Chrome)',
    steps: [
      `Open ${BRAND.name} in Chrome.`,
      'Tap the ⋮ menu at the top right.',
      'Tap “Add to Home screen” (or “Install app”).',
      'Tap Install.',
    ],
  },
  {
    phone: 'iPhone (Safari)',
    steps: [
      `Open ${BRAND.name} in Safari.`,
      'Tap the Share button (the square with an arrow).',
      'Scroll down and tap “Add to Home Screen”.',
      'Tap Add.',
    ],
  },
];

/**
 * Beside the APK (issue: on any phone, like an app): the site itself installs from the browser, on Android and
 * iPhone, opens in its own window and keeps working where the signal drops. Where the browser offers an install
 * (`beforeinstallprompt`, kept by the shell), one button does it.
 */
export function AddToHomeScreen() {
  const canInstall = useCanInstall();
  const installed = useInstalled();
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="flex items-center gap-2 text-2xl font-bold text-ink">
        <Smartphone className="h-6 w-6 text-primary" aria-hidden />
        Or add it to your home screen
      </h2>
      <p className="mt-3 text-muted">
        No download and no Android needed: {BRAND.name} installs from your browser on any phone, opens in its own
        window, and the menu, your cart, favourites and allergen facts keep working where the signal drops.
      </p>
      {installed ? (
        <p className="mt-5 flex items-center gap-2 font-semibold text-primary" role="status">
          <CheckCircle2 className="h-5 w-5" aria-hidden />
          {BRAND.name} is installed on this device.
        </p>
      ) : canInstall ? (
        <Button className="mt-5" size="lg" onClick={() => void installRequested()} {...tap('install')}>
          Install {BRAND.name}
        </Button>
      ) : null}
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        {PHONES.map(({ phone, steps }) => (
          <div key={phone}>
            <h3 className="font-bold text-ink">{phone}</h3>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-muted">
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </Card>
  );
}
