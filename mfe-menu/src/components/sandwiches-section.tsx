import { SANDWICHES } from '@campus/catalogue/products';
import { SandwichCard } from './sandwich-card';

/** The four sandwiches with Add to Cart. */
export function SandwichesSection() {
  return (
    <section id="sandwiches" aria-labelledby="sandwiches-title" className="scroll-mt-24">
      <h2 id="sandwiches-title" className="text-2xl font-bold text-ink">
        Sandwiches & Wraps
      </h2>
      <p className="mt-1 text-muted">Made fresh every morning, ready in a locker when you are.</p>
      <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {SANDWICHES.map((s, i) => (
          <li key={s.id}>
            <SandwichCard sandwich={s} index={i} />
          </li>
        ))}
      </ul>
    </section>
  );
}
