import { Toaster } from '@campus/stores';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../test/clear-toasts';
import { SuggestBowlPage } from './suggest-bowl-page';

function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <SuggestBowlPage />
      <Toaster />
    </MemoryRouter>,
  );
  return user;
}

beforeEach(clearToasts);

describe('/suggest-a-bowl', () => {
  it('labels every field; e-mail is an optional e-mail input', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Suggest a Bowl' })).toBeInTheDocument();
    for (const name of [/Bowl name/, /Country inspiration/, /^Base/, /Sauce/, /Notes/]) {
      expect(screen.getByLabelText(name)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('type', 'email');
    for (const legend of ['Proteins', 'Warm veg', 'Cold crunch']) {
      expect(screen.getByRole('group', { name: new RegExp(legend) })).toBeInTheDocument();
    }
    expect(screen.getByRole('checkbox', { name: 'Falafel' })).toBeInTheDocument();
  });

  it('counts what the fields hold though React never saw it typed (before the page ran, on a slow phone)', async () => {
    const user = renderPage();
    // Written straight into the fields, no events: what a server-rendered form holds when typed into before hydration.
    (screen.getByLabelText(/Bowl name/) as HTMLInputElement).value = 'Early Bird Bowl';
    (screen.getByLabelText(/Country inspiration/) as HTMLSelectElement).value = 'Mexico';
    (screen.getByLabelText(/^Base/) as HTMLSelectElement).value = 'Quinoa';
    await user.click(screen.getByRole('button', { name: 'Submit Suggestion' }));
    expect(screen.queryByText('Missing Required Fields')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    expect(screen.getByLabelText(/Bowl name/)).toHaveValue('Early Bird Bowl');
  });

  it('shows Missing Required Fields and marks the missing fields', async () => {
    const user = renderPage();
    await user.type(screen.getByLabelText(/Bowl name/), 'Zesty');
    await user.click(screen.getByRole('button', { name: 'Submit Suggestion' }));
    expect(await screen.findByText('Missing Required Fields')).toBeInTheDocument();
    expect(screen.getByText('Please fill in bowl name, country inspiration, and base.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Country inspiration/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Base/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Bowl name/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/Country inspiration/)).toHaveFocus();
  });

  it('submits for 1.5 s with the button disabled, thanks the customer and resets the form', async () => {
    const user = renderPage();
    await user.type(screen.getByLabelText(/Bowl name/), 'Zesty Bowl');
    await user.selectOptions(screen.getByLabelText(/Country inspiration/), 'Mexico');
    await user.selectOptions(screen.getByLabelText(/^Base/), 'Quinoa');
    await user.click(screen.getByRole('checkbox', { name: 'Falafel' }));
    const started = Date.now();
    await user.click(screen.getByRole('button', { name: 'Submit Suggestion' }));
    expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    expect(await screen.findByText('🎉 Suggestion Submitted!', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(screen.getByText('Thank you! Our chefs will review your creative bowl idea.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Bowl name/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Falafel' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit Suggestion' })).toBeEnabled();
  }, 15_000);

  it('Like on a community idea only shows the thank-you toast', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: /Like Shawarma Crunch Bowl/ }));
    expect(await screen.findByText('Thanks for the ❤️!')).toBeInTheDocument();
    expect(screen.getByText('128 likes')).toBeInTheDocument();
  });
});
