import { Route, Routes } from '@campus/router';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { HomePage } from '../pages/home-page';

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

/** Every route this remote owns; the shell's manifest points these paths here. */
export const ROUTE_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/smart-lockers', label: 'Smart Lockers' },
  { to: '/lockers', label: 'Smart Lockers' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/help', label: 'Help' },
  { to: '/allergens', label: 'Allergen Information' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/refunds', label: 'Refunds & Cancellations' },
  { to: '/loyalty', label: 'Loyalty Program' },
  { to: '/download-app', label: 'Download the App' },
];

export function InfoRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/smart-lockers" element={<SmartLockersPage />} />
        <Route path="/lockers" element={<SmartLockersPage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/help" element={<HelpPage />} />
        <Route path="/allergens" element={<AllergensPage />} />
        <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="/terms-of-service" element={<TermsOfServicePage />} />
        <Route path="/refunds" element={<RefundsPage />} />
        <Route path="/loyalty" element={<LoyaltyPage />} />
        <Route path="/download-app" element={<DownloadAppPage />} />
        <Route path="*" element={notFound} />
      </Routes>
    </Suspense>
  );
}
