import { Route, Routes } from '@campus/router';
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { HomePage } from '../pages/home-page';
import { INFO_PAGES } from './route-table';

/** One lazily loaded page: its component once loaded, the lazy stand-in until then, and a way to load it ahead. */
type Page = { loaded?: ComponentType; Lazy: ComponentType; preload: () => Promise<void> };

/**
 * Loads one page's chunk on first visit: the landing page stays small and ships with the remote itself. Once its
 * chunk is loaded (`preload`, see preparePage) the page renders at once instead of suspending: a page adopted from the
 * server's HTML is then hydrated in one go with the slice, and answers as soon as the slice does.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Page {
  const made: Page = {
    preload: async () => {
      made.loaded ??= (await load())[name];
    },
    Lazy: lazy(async () => {
      await made.preload();
      return { default: made.loaded as ComponentType };
    }),
  };
  return made;
}

/** The page, drawn at once when its code is at hand, else once it has come (the choice kept while it is shown). */
function PageSlot({ page }: { page: Page }) {
  const [Component] = useState(() => page.loaded ?? page.Lazy);
  return <Component />;
}

const AboutPage = page(() => import('../pages/about-page'), 'AboutPage');
const AllergensPage = page(() => import('../pages/allergens-page'), 'AllergensPage');
const ContactPage = page(() => import('../pages/contact-page'), 'ContactPage');
const DownloadAppPage = page(() => import('../pages/download-app-page'), 'DownloadAppPage');
const HelpPage = page(() => import('../pages/help-page'), 'HelpPage');
const LoyaltyPage = page(() => import('../pages/loyalty-page'), 'LoyaltyPage');
const PrivacyPolicyPage = page(() => import('../pages/privacy-policy-page'), 'PrivacyPolicyPage');
const RefundsPage = page(() => import('../pages/refunds-page'), 'RefundsPage');
const SmartLockersPage = page(() => import('../pages/smart-lockers-page'), 'SmartLockersPage');
const TermsOfServicePage = page(() => import('../pages/terms-of-service-page'), 'TermsOfServicePage');

/** The lazily loaded page of each path (the home page ships with the remote). */
const PAGE_OF_PATH: Record<string, Page> = {
  [INFO_PAGES.smartLockers.path]: SmartLockersPage,
  [INFO_PAGES.lockers.path]: SmartLockersPage,
  [INFO_PAGES.about.path]: AboutPage,
  [INFO_PAGES.contact.path]: ContactPage,
  [INFO_PAGES.help.path]: HelpPage,
  [INFO_PAGES.allergens.path]: AllergensPage,
  [INFO_PAGES.privacy.path]: PrivacyPolicyPage,
  [INFO_PAGES.terms.path]: TermsOfServicePage,
  [INFO_PAGES.refunds.path]: RefundsPage,
  [INFO_PAGES.loyalty.path]: LoyaltyPage,
  [INFO_PAGES.downloadApp.path]: DownloadAppPage,
};

/** Loads the chunk of the page at `pathname` before the shell draws (or adopts) the slice there. */
export async function preparePage(pathname: string): Promise<void> {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  await PAGE_OF_PATH[path]?.preload();
}

export function InfoRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>
      <Routes>
        <Route path={INFO_PAGES.home.path} element={<HomePage />} />
        <Route path={INFO_PAGES.smartLockers.path} element={<PageSlot page={SmartLockersPage} />} />
        <Route path={INFO_PAGES.lockers.path} element={<PageSlot page={SmartLockersPage} />} />
        <Route path={INFO_PAGES.about.path} element={<PageSlot page={AboutPage} />} />
        <Route path={INFO_PAGES.contact.path} element={<PageSlot page={ContactPage} />} />
        <Route path={INFO_PAGES.help.path} element={<PageSlot page={HelpPage} />} />
        <Route path={INFO_PAGES.allergens.path} element={<PageSlot page={AllergensPage} />} />
        <Route path={INFO_PAGES.privacy.path} element={<PageSlot page={PrivacyPolicyPage} />} />
        <Route path={INFO_PAGES.terms.path} element={<PageSlot page={TermsOfServicePage} />} />
        <Route path={INFO_PAGES.refunds.path} element={<PageSlot page={RefundsPage} />} />
        <Route path={INFO_PAGES.loyalty.path} element={<PageSlot page={LoyaltyPage} />} />
        <Route path={INFO_PAGES.downloadApp.path} element={<PageSlot page={DownloadAppPage} />} />
        <Route path="*" element={notFound} />
      </Routes>
    </Suspense>
  );
}
