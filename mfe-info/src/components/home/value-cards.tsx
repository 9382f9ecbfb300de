import { CLAIMS } from '@campus/catalogue/config';
import { formatCents } from '@campus/catalogue/money';
import { BOWL_PRICE_CENTS, PLAN_PRICE_CENTS } from '@campus/catalogue/prices';
import { Card } from '@campus/ui/card';
import { Reveal } from '@campus/ui/reveal';
import { ChefHat, ShieldCheck, Wallet } from 'lucide-react';
import { Section } from '../section';

const VALUES = [
  {
    Icon: ShieldCheck,
    title: CLAIMS.halal,
    text: 'All of our chicken is halal, and vegetarian and vegan dishes are labelled so you know exactly what you are eating.',
  },
  {
    Icon: ChefHat,
    title: CLAIMS.fresh,
    text: 'Bowls inspired by Japan, Mexico, India and the Mediterranean, cooked fresh every day and chilled for your pickup.',
  },
  {
    Icon: Wallet,
    title: 'Student-friendly pricing',
    text: `Signature bowls at the ${formatCents(BOWL_PRICE_CENTS)} student price, plus meal plans from ${formatCents(PLAN_PRICE_CENTS['19-99'])} a day for your busiest weeks.`,
  },
];

export function ValueCards() {
  return (
    <Section
      title="Why students choose us"
      intro="Good food that fits a student day: between lectures, labs and late nights."
    >
      <ul className="grid gap-5 md:grid-cols-3">
        {VALUES.map(({ Icon, title, text }, index) => (
          <li key={title}>
            <Reveal index={index} className="h-full">
              <Card className="h-full p-6">
                <span className="flex h-12 w-12 items-center justify-center rounded-full bg-primary-soft text-primary">
                  <Icon className="h-6 w-6" aria-hidden />
                </span>
                <h3 className="mt-4 text-lg font-bold text-ink">{title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{text}</p>
              </Card>
            </Reveal>
          </li>
        ))}
      </ul>
    </Section>
  );
}
