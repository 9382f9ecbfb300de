import { CONTACT } from '@campus/catalogue/config';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { RefundsPage } from './refunds-page';
import { TermsOfServicePage } from './terms-of-service-page';

describe.each([
  ['Privacy Policy', PrivacyPolicyPage],
  ['Terms of Service', TermsOfServicePage],
  ['Refunds & Cancellations', RefundsPage],
])('%s page', (title, Page) => {
  it('shows its title, real sections and "Last updated: January 2025"', () => {
    renderPage(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Last updated: January 2025')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(5);
    expect(document.body.textContent).not.toMatch(/lorem/i);
  });
});

describe('Refunds page carries every figure of SPEC §9', () => {
  it.each([
    /full refund/,
    /up to 2 hours before your pickup time/,
    /a 50% cancellation fee applies/,
    /within 24 hours after pickup or delivery/,
    /processed within 3-5 business days/,
    /original payment method within 5-10 business days/,
    /prorated basis/,
    /Subscription refunds are processed within 5-7 business days/,
    /replies within 24 hours/,
    /Mon-Fri 9AM-6PM EST/,
  ])('says %s', (text) => {
    renderPage(<RefundsPage />);
    expect(screen.getByRole('article')).toHaveTextContent(text);
  });

  it('tells you where to ask', () => {
    renderPage(<RefundsPage />);
    expect(screen.getByRole('article')).toHaveTextContent(CONTACT.email);
  });
});
