import { Reveal } from '@campus/ui/reveal';
import type { LucideIcon } from 'lucide-react';

export interface Benefit {
  Icon: LucideIcon;
  title: string;
  text: string;
}

/** Four short benefits with an icon each, one to four columns (smart lockers, loyalty). */
export function BenefitGrid({ items, iconClassName }: { items: readonly Benefit[]; iconClassName: string }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map(({ Icon, title, text }, index) => (
        <li key={title}>
          <Reveal index={index}>
            <Icon className={`h-8 w-8 ${iconClassName}`} aria-hidden />
            <h3 className="mt-3 text-lg font-bold text-ink">{title}</h3>
            <p className="mt-1 text-muted">{text}</p>
          </Reveal>
        </li>
      ))}
    </ul>
  );
}
