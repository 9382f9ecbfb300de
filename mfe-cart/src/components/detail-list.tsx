import type * as React from 'react';

/** The parts of a line as term/description rows; empty rows are left out. */
export function DetailList({ rows }: { rows: Array<[term: string, description: React.ReactNode | null]> }) {
  const shown = rows.filter(([, d]) => d !== null && d !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="mt-2 grid grid-cols-[minmax(0,6rem)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
      {shown.map(([term, description]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-muted">{term}</dt>
          <dd className="text-ink">{description}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "a, b, c" or null for an empty list (so the row is hidden). */
export const joined = (values: readonly string[]): string | null => (values.length ? values.join(', ') : null);
