import { Card } from '@campus/ui/card';
import { Reveal } from '@campus/ui/reveal';
import { ChefHat, KeyRound, Smartphone } from 'lucide-react';
import { Section } from '../section';

const STEPS = [
  { Icon: Smartphone, title: 'Order', text: 'Pick your meal online or in the app and choose a pickup window.' },
  {
    Icon: ChefHat,
    title: 'We prepare and store',
    text: 'We cook it fresh and place it in a refrigerated locker on campus.',
  },
  {
    Icon: KeyRound,
    title: 'Pick up anytime',
    text: 'Enter your unique code and your compartment opens — 24/7, no queue.',
  },
];

export function LockerSteps() {
  return (
    <Section title="How it works" intro="Three steps from craving to lunch.">
      <ol className="grid gap-5 md:grid-cols-3">
        {STEPS.map(({ Icon, title, text }, index) => (
          <li key={title}>
            <Reveal index={index} className="h-full">
              <Card className="h-full p-6">
                <div className="flex items-center gap-3">
                  <span className="flex h-10 w-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-white">
                    {index + 1}
                  </span>
                  <Icon className="h-6 w-6 text-primary" aria-hidden />
                </div>
                <h3 className="mt-4 text-lg font-bold text-ink">{title}</h3>
                <p className="mt-2 text-muted">{text}</p>
              </Card>
            </Reveal>
          </li>
        ))}
      </ol>
    </Section>
  );
}
