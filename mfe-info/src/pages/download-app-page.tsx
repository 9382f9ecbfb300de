import { BRAND, EXTERNAL } from '@campus/catalogue/config';
import { buttonClasses } from '@campus/ui/button';
import { Container, PageTitle } from '@campus/ui/container';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import { useOnline } from '@campus/ui/use-online';
import { CloudOff, Download, ExternalLink, Info } from 'lucide-react';
import type * as React from 'react';
import appPhone from '../assets/app-phone.svg';
import { DemoVideo } from '../components/demo-video';
import { AddToHomeScreen } from '../components/download/add-to-home-screen';
import { InstallSteps } from '../components/download/install-steps';
import { Section } from '../components/section';

/** SPEC §2 Download app. */
/** Offline, a link to another host would end on the browser's error page: it stays put, and the page says why. */
function stayWhenOffline(event: React.MouseEvent<HTMLAnchorElement>): void {
  if (!navigator.onLine) event.preventDefault();
}

export function DownloadAppPage() {
  useDocumentTitle('Download the App');
  const online = useOnline();
  return (
    <>
      <header className="bg-primary-soft">
        <Container className="grid grid-cols-1 items-center gap-8 py-10 sm:py-14 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">Android app</p>
            <PageTitle className="mt-2 sm:text-5xl">Get the {BRAND.name} app</PageTitle>
            <p className="mt-4 max-w-xl text-lg leading-relaxed text-muted">
              Order bowls, follow your meal plan and keep your locker pickup codes in your pocket.
            </p>
            <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <a
                href={EXTERNAL.apkDownload}
                download
                onClick={stayWhenOffline}
                className={buttonClasses('primary', 'lg', 'sm:whitespace-nowrap')}
              >
                <Download className="h-5 w-5" aria-hidden />
                Download APK
              </a>
              <a
                href={EXTERNAL.interactiveDemo}
                target="_blank"
                onClick={stayWhenOffline}
                rel="noopener noreferrer"
                className={buttonClasses('outline', 'lg', 'text-center sm:whitespace-nowrap')}
              >
                <ExternalLink className="h-5 w-5" aria-hidden />
                Try the Interactive Demo
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
            <p className="mt-4 flex items-center gap-2 text-sm font-medium text-ink">
              <Info className="h-4 w-4 text-primary" aria-hidden />
              Android 7.0 or higher required
            </p>
            {online ? null : (
              <p className="mt-4 flex items-start gap-2 text-sm font-medium text-ink" role="status">
                <CloudOff className="mt-0.5 h-4 w-4 shrink-0 text-danger" aria-hidden />
                You are offline: the APK, the interactive demo and the video need an internet connection. The menu, your
                cart and favourites work as they are.
              </p>
            )}
          </div>
          <img
            src={appPhone}
            alt="The app on a phone showing a bowl and an order list, next to a smart locker"
            width={400}
            height={440}
            loading="eager"
            fetchPriority="high"
            decoding="async"
            className="mx-auto h-auto w-full max-w-xs lg:max-w-sm"
          />
        </Container>
      </header>
      <Container className="pt-12 sm:pt-16">
        <AddToHomeScreen />
      </Container>
      <Section title="See the app in action">
        <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
          <DemoVideo />
          <InstallSteps />
        </div>
      </Section>
    </>
  );
}
