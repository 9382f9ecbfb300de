import { formatCents } from '@campus/catalogue/money';
import { BOWL_PRICE_CENTS, PLAN_PRICE_CENTS } from '@campus/catalogue/prices';
import { Card } from '@campus/ui/card';
import { DietBadge } from '@campus/ui/diet-badge';
import { Reveal } from '@campus/ui/reveal';
import { Section } from '../section';

function HalalCard() {
  return (
    <Card className="h-full p-6">
      <h3 className="text-lg font-bold text-ink">Halal and vegetarian</h3>
      <div className="mt-3 flex flex-wrap gap-2">
        <DietBadge kind="halal" />
        <DietBadge kind="vegetarian" />
        <DietBadge kind="vegan" />
      </div>
      <p className="mt-3 leading-relaxed text-muted">
        We use 100% halal-certified ingredients and all of our chicken is halal. Vegetarian and vegan items carry a
        label on the menu, so you never have to guess.
      </p>
    </Card>
  );
}

function PricingCard() {
  return (
    <Card className="h-full p-6">
      <h3 className="text-lg font-bold text-ink">Student pricing</h3>
      <p className="mt-3 text-3xl font-extrabold text-accent tabular-nums">{formatCents(BOWL_PRICE_CENTS)}</p>
      <p className="mt-2 leading-relaxed text-muted">
        Our student price for a signature bowl. Meal plans at {formatCents(PLAN_PRICE_CENTS['19-99'])} and{' '}
        {formatCents(PLAN_PRICE_CENTS['24-99'])} per day make a busy week simpler.
      </p>
    </Card>
  );
}

function MenuCard() {
  return (
    <Card className="h-full p-6">
      <h3 className="text-lg font-bold text-ink">What we serve</h3>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-muted">
        <li>Signature bowls from Japan, Mexico, India and the Mediterranean</li>
        <li>A build-your-own bowl with your choice of base, proteins and sauce</li>
        <li>Sandwiches, drinks, snacks and Smart Value combos</li>
        <li>Prepaid meal plans</li>
      </ul>
    </Card>
  );
}

export function AboutHighlights() {
  const cards = [HalalCard, PricingCard, MenuCard];
  return (
    <Section title="What we stand for" className="bg-card">
      <ul className="grid gap-5 md:grid-cols-3">
        {cards.map((CardBody, index) => (
          <li key={CardBody.name}>
            <Reveal index={index} className="h-full">
              <CardBody />
            </Reveal>
          </li>
        ))}
      </ul>
    </Section>
  );
}
