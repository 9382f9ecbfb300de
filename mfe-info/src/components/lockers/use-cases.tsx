import { Card } from '@campus/ui/card';
import { Reveal } from '@campus/ui/reveal';
import { CookingPot, ShoppingBag, Snowflake } from 'lucide-react';
import { Section } from '../section';

const USE_CASES = [
  {
    Icon: ShoppingBag,
    title: 'Buy and store meals',
    text: 'Order from our menu or a meal plan and collect it when your day allows.',
  },
  {
    Icon: Snowflake,
    title: 'Personal storage',
    text: 'Keep your own food chilled on campus instead of carrying it around all day.',
  },
  {
    Icon: CookingPot,
    title: 'Meal prep hub',
    text: 'Prep your week on Sunday, store it in a locker, and reheat at the station.',
  },
];

export function UseCases() {
  return (
    <Section title="More than a pickup point" className="bg-card">
      <ul className="grid gap-5 md:grid-cols-3">
        {USE_CASES.map(({ Icon, title, text }, index) => (
          <li key={title}>
            <Reveal index={index} className="h-full">
              <Card className="h-full p-6">
                <Icon className="h-8 w-8 text-accent" aria-hidden />
                <h3 className="mt-3 text-lg font-bold text-ink">{title}</h3>
                <p className="mt-2 text-muted">{text}</p>
              </Card>
            </Reveal>
          </li>
        ))}
      </ul>
    </Section>
  );
}
