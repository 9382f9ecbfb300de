import { Clock, Lock, Smartphone, Snowflake } from 'lucide-react';
import { BenefitGrid } from '../benefit-grid';
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
      <BenefitGrid items={BENEFITS} iconClassName="text-primary" />
    </Section>
  );
}
