import { Card } from '@campus/ui/card';
import { Reveal } from '@campus/ui/reveal';
import { Accessibility, Archive, Refrigerator } from 'lucide-react';
import { Section } from '../section';

/** SPEC §1 locker kinds; BRAND.md colours — always named and drawn with an icon, never colour alone. */
const COMPARTMENTS = [
  {
    id: 'regular',
    Icon: Refrigerator,
    name: 'Regular',
    colour: 'Green door',
    swatch: 'bg-locker-regular text-white',
    text: 'Refrigerated compartments for your fresh meals.',
  },
  {
    id: 'accessible',
    Icon: Accessibility,
    name: 'Accessible (ADA)',
    colour: 'Blue door',
    swatch: 'bg-locker-accessible text-white',
    text: 'Set at a lower height so everyone can reach their meal comfortably.',
  },
  {
    id: 'extended',
    Icon: Archive,
    name: 'Extended storage',
    colour: 'Yellow door',
    swatch: 'bg-locker-extended text-ink',
    text: 'For snacks and longer-life goods you want to keep for later.',
  },
];

export function CompartmentTypes() {
  return (
    <Section title="Compartment types" intro="Every locker door is colour-coded and labelled with its type.">
      <ul className="grid gap-5 md:grid-cols-3">
        {COMPARTMENTS.map(({ id, Icon, name, colour, swatch, text }, index) => (
          <li key={id}>
            <Reveal index={index} className="h-full">
              <Card className="h-full overflow-hidden">
                <div className={`flex items-center gap-3 px-6 py-4 ${swatch}`}>
                  <Icon className="h-7 w-7" aria-hidden />
                  <span className="text-sm font-semibold">{colour}</span>
                </div>
                <div className="p-6">
                  <h3 className="text-lg font-bold text-ink">{name}</h3>
                  <p className="mt-2 text-muted">{text}</p>
                </div>
              </Card>
            </Reveal>
          </li>
        ))}
      </ul>
    </Section>
  );
}
