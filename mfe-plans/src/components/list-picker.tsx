import type { Conflict } from '@campus/profile/fits';
import type { PlanRule } from '../domain/plan-rules';
import { type Chip, ChosenChips } from './chosen-chips';
import { OptionCard } from './option-card';

export interface ListItem {
  id: string;
  title: string;
  description: string;
  image?: string;
  /** "+$2.00" for premium drinks, "Included" for the pop drink. */
  price?: string;
  /** Shown on the chip when it costs extra. */
  extra?: string;
  /** Why it does not fit the customer's diet profile. */
  conflicts?: readonly Conflict[];
}

/** Pick up to `max` drinks or snacks: 19.99 adds (duplicates allowed), 24.99 toggles; chips remove by position. */
export function ListPicker({
  kind,
  mode,
  items,
  chosenIds,
  max,
  onClick,
  onRemove,
  emptyFocusId,
}: {
  kind: 'drink' | 'snack';
  /** Where focus goes when the last chosen one is removed (its section's heading). */
  emptyFocusId: string;
  mode: PlanRule['listMode'];
  items: readonly ListItem[];
  chosenIds: readonly string[];
  max: number;
  onClick: (id: string) => void;
  onRemove: (index: number) => void;
}) {
  const full = chosenIds.length >= max;
  const chips: Chip[] = chosenIds.map((id) => {
    const item = items.find((i) => i.id === id);
    return { label: item?.title ?? id, extra: item?.extra };
  });
  return (
    <div>
      <ChosenChips kind={kind} chips={chips} onRemove={onRemove} emptyFocusId={emptyFocusId} />
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-3 xl:grid-cols-4">
        {items.map((item) => {
          const count = chosenIds.filter((id) => id === item.id).length;
          const toggle = mode === 'toggle';
          return (
            <li key={item.id}>
              <OptionCard
                title={item.title}
                description={item.description}
                image={item.image}
                price={item.price}
                count={count}
                pressable={toggle}
                blocked={full && !(toggle && count > 0)}
                conflicts={item.conflicts}
                onClick={() => onClick(item.id)}
                tapName={`${kind}:${item.id}`}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
