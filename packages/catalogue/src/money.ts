/** Money is integer cents in every rule; it becomes text only at the edge. */
export type Cents = number;

const cad = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1299 → "$12.99" (CAD, two decimals). */
export function formatCents(cents: Cents): string {
  return cad.format(cents / 100);
}
