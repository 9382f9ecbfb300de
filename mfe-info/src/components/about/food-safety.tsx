import { CircleCheck } from 'lucide-react';
import { Section } from '../section';

const PRACTICES = [
  'Meals are made fresh daily and chilled straight after cooking.',
  'Lockers are refrigerated and cleaned regularly.',
  'Every bowl lists its known allergens; ask us before ordering if you have a severe allergy.',
  'Only your unique code opens your compartment.',
  'Packaging is microwave-safe — reheat until steaming hot all the way through.',
];

export function FoodSafety() {
  return (
    <Section title="Food safety" className="bg-card">
      <ul className="grid gap-3 md:grid-cols-2">
        {PRACTICES.map((p) => (
          <li key={p} className="flex gap-3 rounded-xl border border-border bg-surface p-4">
            <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
            <span className="text-ink">{p}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
