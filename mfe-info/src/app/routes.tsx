import { Route, Routes } from '@campus/router';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { HomePage } from '../pages/home-page';
import { INFO_PAGES } from './route-table';

/** Loads one page's chunk on first visit: the landing page stays small and ships with the remote itself. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
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

export function InfoRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>
      <Routes>
        <Route path={INFO_PAGES.home.path} element={<HomePage />} />
        <Route path={INFO_PAGES.smartLockers.path} element={<SmartLockersPage />} />
        <Route path={INFO_PAGES.lockers.path} element={<SmartLockersPage />} />
        <Route path={INFO_PAGES.about.path} element={<AboutPage />} />
        <Route path={INFO_PAGES.contact.path} element={<ContactPage />} />
        <Route path={INFO_PAGES.help.path} element={<HelpPage />} />
        <Route path={INFO_PAGES.allergens.path} element={<AllergensPage />} />
        <Route path={INFO_PAGES.privacy.path} element={<PrivacyPolicyPage />} />
        <Route path={INFO_PAGES.terms.path} element={<TermsOfServicePage />} />
        <Route path={INFO_PAGES.refunds.path} element={<RefundsPage />} />
        <Route path={INFO_PAGES.loyalty.path} element={<LoyaltyPage />} />
        <Route path={INFO_PAGES.downloadApp.path} element={<DownloadAppPage />} />
        <Route path="*" element={notFound} />
      </Routes>
    </Suspense>
  );
}
