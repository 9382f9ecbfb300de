import { BRAND } from '@campus/catalogue/config';
import { Card } from '@campus/ui/card';

/** SPEC §2 Download app: five install steps. */
const STEPS = [
  { title: 'Download the APK', text: 'Tap “Download APK” on this page and let the download finish.' },
  {
    title: 'Allow installs from unknown sources',
    text: 'When Android asks, allow your browser or file manager to install apps (Settings → Apps → Special access → Install unknown apps).',
  },
  { title: 'Find the file', text: 'Open your Downloads folder or the notification of the finished download.' },
  { title: 'Tap and install', text: `Tap the ${BRAND.name} APK file, then tap Install.` },
  { title: 'Open the app', text: 'Tap Open, and order your first bowl.' },
];

export function InstallSteps() {
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-2xl font-bold text-ink">How to install</h2>
      <ol className="mt-6 space-y-5">
        {STEPS.map((s, index) => (
          <li key={s.title} className="flex gap-4">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-white">
              {index + 1}
            </span>
            <div>
              <h3 className="font-bold text-ink">{s.title}</h3>
              <p className="mt-0.5 text-muted">{s.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
