import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AboutPage } from '../pages/about-page';
import { AllergensPage } from '../pages/allergens-page';
import { ContactPage } from '../pages/contact-page';
import { DownloadAppPage } from '../pages/download-app-page';
import { HelpPage } from '../pages/help-page';
import { HomePage } from '../pages/home-page';
import { LoyaltyPage } from '../pages/loyalty-page';
import { PrivacyPolicyPage } from '../pages/privacy-policy-page';
import { RefundsPage } from '../pages/refunds-page';
import { SmartLockersPage } from '../pages/smart-lockers-page';
import { TermsOfServicePage } from '../pages/terms-of-service-page';

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
  );
}
