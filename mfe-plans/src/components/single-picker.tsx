import type { Conflict } from '@campus/profile/fits';
import type * as React from 'react';
import { OptionBadges } from './option-badges';
import { OptionCard } from './option-card';

export interface SingleItem {
  id: string;
  title: string;
  description: string;
  image?: string;
  badges: readonly string[];
  eyebrow?: React.ReactNode;
  /** Why it does not fit the customer's diet profile. */
  conflicts?: readonly Conflict[];
}

/** Pick one (sandwich, traditional bowl): a new choice replaces the prior one. */
export function SinglePicker({
  items,
  chosenId,
  onChoose,
}: {
  items: readonly SingleItem[];
  chosenId: string | null;
  onChoose: (id: string) => void;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-3 xl:grid-cols-4">
      {items.map((item) => (
        <li key={item.id}>
          <OptionCard
            title={item.title}
            description={item.description}
            image={item.image}
            eyebrow={item.eyebrow}
            count={chosenId === item.id ? 1 : 0}
            pressable
            blocked={false}
            badges={item.badges.length > 0 ? <OptionBadges badges={item.badges} /> : undefined}
            conflicts={item.conflicts}
            onClick={() => onChoose(item.id)}
            tapName={`choice:${item.id}`}
          />
        </li>
      ))}
    </ul>
  );
}
