/** Money is integer cents in every rule; it becomes text only at the edge. */
export type Cents = number;

/**
 * 1299 → "$12.99": Canadian dollars as en-CA writes them (narrow "$", a comma every three digits, two decimals), the
 * same text as `Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol' })`
 * (money.test.ts compares them). Written by hand because the page's first `Intl.NumberFormat` loads the browser's
 * locale data: 80–160 ms of a phone's CPU (Chromium at CPU ×4), a long task in whichever slice shows a price first.
 */
export function formatCents(cents: Cents): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = cents < 0 && whole !== 0 ? '-' : '';
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}
