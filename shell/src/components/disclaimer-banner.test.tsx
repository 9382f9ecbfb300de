import { readFileSync } from 'node:fs';
import { DISCLAIMER_COOKIE } from '@campus/contract/fragment';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cookieSaysDismissed, DISCLAIMER_KEY, DisclaimerBanner } from './disclaimer-banner';

const forgetCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar, emptied between tests
  document.cookie = `${DISCLAIMER_COOKIE}=; Path=/; Max-Age=0`;
};
/** public/before-paint.js as the page's <head> runs it (plain JS, served as is); its tap holding handed back. */
function runBeforePaint(): void {
  new Function(readFileSync(`${import.meta.dirname}/../../public/before-paint.js`, 'utf8'))();
  (window as unknown as { __campusHeldTaps: { take: () => unknown } }).__campusHeldTaps.take();
}

describe('DisclaimerBanner', () => {
  beforeEach(forgetCookie);

  it('says this is a demo site until dismissed, and remembers the dismissal', async () => {
    const { unmount } = render(<DisclaimerBanner />);
    expect(screen.getByRole('complementary', { name: 'Demo site notice' })).toHaveTextContent(/demo site/i);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss demo site notice' }));
    expect(screen.queryByRole('complementary', { name: 'Demo site notice' })).not.toBeInTheDocument();
    expect(localStorage.getItem(DISCLAIMER_KEY)).toBe('true');
    unmount();
    render(<DisclaimerBanner />);
    expect(screen.queryByRole('complementary', { name: 'Demo site notice' })).not.toBeInTheDocument();
  });

  it('shows when the stored value is anything else', () => {
    localStorage.setItem(DISCLAIMER_KEY, 'maybe');
    render(<DisclaimerBanner />);
    expect(screen.getByRole('complementary', { name: 'Demo site notice' })).toBeInTheDocument();
  });

  it('dismissed in this browser but drawn by the server: the page’s first script hides it before the first paint', () => {
    localStorage.setItem(DISCLAIMER_KEY, 'true');
    expect(cookieSaysDismissed(document.cookie)).toBe(false);
    runBeforePaint();

    // The cookie the server reads, so the next page comes without the notice…
    expect(cookieSaysDismissed(document.cookie)).toBe(true);
    expect(document.cookie).toContain(`${DISCLAIMER_COOKIE}=true`);
    // …and this one's notice carries the rule that hides it under the mark the script put on <html>.
    const { container } = render(<DisclaimerBanner />);
    const notice = container.querySelector('aside') as HTMLElement;
    const mark = /\[\[([\w-]+)\]_&\]:hidden/.exec(notice.className)?.[1];
    expect(mark).toBeDefined();
    expect(document.documentElement.hasAttribute(mark as string)).toBe(true);

    document.documentElement.removeAttribute(mark as string);
  });

  it('not dismissed here: the first script leaves the page as the server drew it', () => {
    const marks = document.documentElement.getAttributeNames();
    runBeforePaint();
    expect(document.documentElement.getAttributeNames()).toEqual(marks);
    expect(cookieSaysDismissed(document.cookie)).toBe(false);
  });
});
