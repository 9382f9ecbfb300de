import { Reveal } from '@campus/ui/reveal';
import { Clock, Lock, Smartphone, Snowflake } from 'lucide-react';
import { Section } from '../section';

const BENEFITS = [
  { Icon: Clock, title: '24/7 access', text: 'Early lecture or late study session — your meal is there when you are.' },
  {
    Icon: Snowflake,
    title: 'Always fresh',
    text: 'Refrigerated compartments keep your meal chilled until you collect it.',
  },
  { Icon: Lock, title: 'Secure', text: 'Only your unique code opens your compartment.' },
  { Icon: Smartphone, title: 'Easy management', text: 'See your orders and pickup codes in one place in the app.' },
];

export function LockerBenefits() {
  return (
    <Section title="Why you’ll love the lockers" className="bg-card">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ Icon, title, text }, index) => (
          <li key={title}>
            <Reveal index={index}>
              <Icon className="h-8 w-8 text-primary" aria-hidden />
              <h3 className="mt-3 text-lg font-bold text-ink">{title}</h3>
              <p className="mt-1 text-muted">{text}</p>
            </Reveal>
          </li>
        ))}
      </ul>
    </Section>
  );
}
