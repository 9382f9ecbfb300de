import { ListChecks, Settings2, Utensils } from 'lucide-react';

const STEPS = [
  { title: 'Choose', text: 'Pick a signature bowl from this country.', Icon: ListChecks },
  { title: 'Customize', text: 'Choose your protein and add an extra one if you are hungry.', Icon: Settings2 },
  { title: 'Enjoy', text: 'Pick it up fresh from a smart locker, 24/7, or at a campus pop-up.', Icon: Utensils },
] as const;

/** SPEC §2 Country page: How It Works in three steps. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="rounded-card bg-accent-soft p-6">
      <h2 id="how-it-works" className="text-2xl font-bold text-ink">
        How It Works
      </h2>
      <ol className="mt-5 grid gap-4 sm:grid-cols-3">
        {STEPS.map(({ title, text, Icon }, i) => (
          <li key={title} className="flex gap-3 rounded-card bg-card p-4 shadow-card">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <div>
              <h3 className="font-semibold text-ink">
                {i + 1}. {title}
              </h3>
              <p className="mt-1 text-sm text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
