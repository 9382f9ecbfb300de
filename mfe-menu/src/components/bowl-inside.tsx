/** What's inside a signature bowl as chosen (`bowlInside` in domain/bowl-choices): a row per group, then its finish. */
export function BowlInside({ rows }: { rows: readonly { label: string; text: string }[] }) {
  return (
    <section aria-labelledby="inside-title">
      <h2 id="inside-title" className="text-xl font-semibold text-ink">
        What's inside
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label} className="rounded-lg bg-surface px-3 py-2">
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{row.label}</dt>
            <dd className="text-ink">{row.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
