import { Reveal } from '@campus/ui/reveal';
import { CalendarClock, ChartPie, ChefHat, MapPin } from 'lucide-react';
import { Section } from '../section';

const STEPS = [
  { Icon: CalendarClock, title: 'Pre-order a pickup window', text: 'Choose your meal and when you want it.' },
  { Icon: ChefHat, title: 'Cooked fresh', text: 'Our kitchen makes it fresh on the day.' },
  { Icon: MapPin, title: 'Pick up or find a pop-up', text: 'Collect from a smart locker 24/7, or at a campus pop-up.' },
  { Icon: ChartPie, title: 'Know what you eat', text: 'Calories, carbs, protein and fat are shown for every bowl.' },
];

export function HowItWorks() {
  return (
    <Section title="How it works">
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map(({ Icon, title, text }, index) => (
          <li key={title}>
            <Reveal index={index} className="flex gap-4">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <div>
                <span className="block text-sm font-semibold text-primary">Step {index + 1}</span>
                <h3 className="font-bold text-ink">{title}</h3>
                <p className="mt-1 text-muted">{text}</p>
              </div>
            </Reveal>
          </li>
        ))}
      </ol>
    </Section>
  );
}
