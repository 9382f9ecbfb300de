import { serverHtml, typeBeforeCode } from '@campus/ui/testing/server-html';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NewsletterForm } from './newsletter-form';

describe('the newsletter form typed into before its code runs (server HTML, then hydrateRoot)', () => {
  it('signs up the address the field received before hydration', async () => {
    const { container, hydrate } = serverHtml(<NewsletterForm />);
    typeBeforeCode(container.querySelector('input[name="email"]'), 'early@university.ca');
    hydrate();
    expect(screen.getByLabelText('E-mail address')).toHaveValue('early@university.ca');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(screen.getByRole('status')).toHaveTextContent('early@university.ca was not sent or saved anywhere');
  });
});
