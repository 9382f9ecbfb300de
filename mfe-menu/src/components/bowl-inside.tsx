import type { OptionGroup } from '@campus/catalogue/types';

/** "Jasmine rice or Brown rice"; "Any 2 of Edamame, Pickled cucumber, Shredded carrot". */
export function describeGroup(group: OptionGroup): string {
  const names = group.choices.map((c) => c.name);
  if (group.select === 1) return names.join(' or ');
  if (names.length <= group.select) return names.join(', ');
  return `Any ${group.select} of ${names.join(', ')}`;
}

/** What's inside a signature bowl: its option groups, choices joined ("Jasmine rice or Brown rice"). */
export function BowlInside({ groups }: { groups: readonly OptionGroup[] }) {
  return (
    <section aria-labelledby="inside-title">
      <h2 id="inside-title" className="text-xl font-semibold text-ink">
        What's inside
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {groups.map((g) => (
          <div key={g.id} className="rounded-lg bg-surface px-3 py-2">
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{g.name}</dt>
            <dd className="text-ink">{describeGroup(g)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
