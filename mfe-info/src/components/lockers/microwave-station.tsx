import { Container } from '@campus/ui/container';
import { Reveal } from '@campus/ui/reveal';
import { Microwave } from 'lucide-react';

export function MicrowaveStation() {
  return (
    <section aria-labelledby="microwave-title" className="py-12 sm:py-16">
      <Container>
        <Reveal className="flex flex-col gap-6 rounded-card border border-border bg-accent-soft p-6 shadow-card sm:flex-row sm:items-center sm:p-10">
          <div className="flex shrink-0 flex-col gap-1.5" aria-hidden>
            {[0, 1, 2].map((tier) => (
              <span
                key={tier}
                className="flex h-12 w-20 items-center justify-center rounded-lg bg-ink text-accent-soft"
              >
                <Microwave className="h-6 w-6" />
              </span>
            ))}
          </div>
          <div>
            <h2 id="microwave-title" className="text-2xl font-bold text-ink sm:text-3xl">
              Three-tier microwave station
            </h2>
            <p className="mt-3 max-w-2xl leading-relaxed text-muted">
              Right beside the lockers, three microwaves stacked one above the other mean less waiting at lunchtime. Our
              packaging is microwave-safe, so you can heat your meal straight away.
            </p>
          </div>
        </Reveal>
      </Container>
    </section>
  );
}
