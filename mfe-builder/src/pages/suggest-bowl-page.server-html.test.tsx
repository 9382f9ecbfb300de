import { Toaster } from '@campus/stores';
import { selectBeforeCode, serverHtml, tickBeforeCode, typeBeforeCode } from '@campus/ui/testing/server-html';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../test/clear-toasts';
import { SuggestBowlPage } from './suggest-bowl-page';

beforeEach(clearToasts);

const page = (
  <MemoryRouter>
    <SuggestBowlPage />
  </MemoryRouter>
);

describe('/suggest-a-bowl filled in before its code runs (server HTML, then hydrateRoot)', () => {
  it('keeps what was typed, selected and ticked through later taps, and submits it', async () => {
    const { container, hydrate } = serverHtml(page);
    const field = (selector: string) => container.querySelector(selector);
    typeBeforeCode(field('#suggest-name'), 'Early Bird Bowl');
    selectBeforeCode(field('#suggest-country'), 'Mexico');
    selectBeforeCode(field('#suggest-base'), 'Quinoa');
    tickBeforeCode(field('input[name="proteins"][value="Falafel"]'));
    typeBeforeCode(field('#suggest-notes'), 'Extra lime');
    hydrate();
    render(<Toaster />);
    const user = userEvent.setup();
    // A tap after the code runs re-renders the form: what the server's HTML received must survive it.
    await user.click(screen.getByRole('checkbox', { name: 'Tofu' }));
    expect(screen.getByLabelText(/Bowl name/)).toHaveValue('Early Bird Bowl');
    expect(screen.getByLabelText(/Country inspiration/)).toHaveValue('Mexico');
    expect(screen.getByLabelText(/^Base/)).toHaveValue('Quinoa');
    expect(screen.getByRole('checkbox', { name: 'Falafel' })).toBeChecked();
    expect(screen.getByLabelText(/Notes/)).toHaveValue('Extra lime');
    await user.click(screen.getByRole('button', { name: 'Submit Suggestion' }));
    expect(screen.queryByText('Missing Required Fields')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
  });

  it('an empty required field still counts as missing', async () => {
    const { container, hydrate } = serverHtml(page);
    typeBeforeCode(container.querySelector('#suggest-name'), 'Only a name');
    hydrate();
    render(<Toaster />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit Suggestion' }));
    expect(await screen.findByText('Missing Required Fields')).toBeInTheDocument();
    expect(screen.getByLabelText(/Bowl name/)).toHaveValue('Only a name');
    expect(screen.getByLabelText(/Bowl name/)).not.toHaveAttribute('aria-invalid');
  });
});
