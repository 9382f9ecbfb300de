import { formatCents } from '@campus/catalogue/money';
import type { OptionGroup } from '@campus/catalogue/types';
import { groupRule } from '../domain/bowl-choices';
import { ChoiceToggle } from './choice-toggle';

/**
 * One of a signature bowl's option groups (SPEC §3): "Base · Choose 1", "Vegetables included · Choose 2". Choices are
 * toggle buttons (aria-pressed); a premium one shows what it adds. Under the choices: why a tap did nothing, or what
 * is still missing after an attempt to add the bowl — in words, never colour alone.
 */
export function OptionGroupPicker({
  group,
  chosen,
  onToggle,
  notice,
  missing,
}: {
  group: OptionGroup;
  chosen: readonly string[];
  onToggle: (id: string) => void;
  notice?: string | null;
  /** Set once the customer tried to add the bowl with this group incomplete. */
  missing?: string | null;
}) {
  const titleId = `group-${group.id}-title`;
  const statusId = `group-${group.id}-status`;
  return (
    <fieldset aria-labelledby={titleId} aria-describedby={statusId} className="min-w-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id={titleId} className="text-base font-semibold text-ink">
          {group.name} <span className="font-normal text-muted">· {groupRule(group)}</span>
        </h3>
        <p className="text-sm text-muted tabular-nums">
          {chosen.length} of {group.select} chosen
        </p>
      </div>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {group.choices.map((choice) => {
          return (
            <ChoiceToggle
              key={choice.id}
              tapName={`${group.id}:${choice.id}`}
              pressed={chosen.includes(choice.id)}
              onToggle={() => onToggle(choice.id)}
            >
              <span className="min-w-0 flex-1 font-medium text-ink">{choice.name}</span>
              {choice.extraCents ? (
                <span className="shrink-0 text-sm font-semibold text-accent tabular-nums">
                  +{formatCents(choice.extraCents)}
                  <span className="sr-only"> premium</span>
                </span>
              ) : null}
            </ChoiceToggle>
          );
        })}
      </div>
      <p id={statusId} aria-live="polite" className="mt-1 min-h-5 text-sm font-medium text-danger">
        {notice ?? (missing ? `Still to choose: ${missing}.` : '')}
      </p>
    </fieldset>
  );
}
