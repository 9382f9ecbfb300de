import { CONTACT } from '@campus/catalogue/config';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { ContactPage } from './contact-page';
import { HelpPage } from './help-page';

describe('ContactPage', () => {
  it('shows the contact e-mail from the one configuration place', () => {
    renderPage(<ContactPage />);
    expect(screen.getByRole('link', { name: CONTACT.email })).toHaveAttribute('href', `mailto:${CONTACT.email}`);
  });
});

describe('HelpPage', () => {
  it('shows the support e-mail and Mon-Fri 9AM-6PM EST', () => {
    renderPage(<HelpPage />);
    expect(screen.getByRole('link', { name: CONTACT.email })).toHaveAttribute('href', `mailto:${CONTACT.email}`);
    expect(screen.getByText('Mon-Fri 9AM-6PM EST')).toBeInTheDocument();
  });

  it('answers three FAQs: halal, lockers and reheating (microwave-safe packaging)', async () => {
    renderPage(<HelpPage />);
    const questions = ['Is your food halal?', 'How do the smart lockers work?', 'Can I reheat my meal?'];
    for (const q of questions)
      expect(screen.getByRole('button', { name: q })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Can I reheat my meal?' }));
    expect(screen.getByRole('region', { name: 'Can I reheat my meal?' })).toHaveTextContent(
      /packaging is microwave-safe/,
    );
  });
});
