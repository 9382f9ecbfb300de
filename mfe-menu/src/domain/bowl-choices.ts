import type { Cents } from '@campus/catalogue/money';
import type { Bowl, OptionGroup } from '@campus/catalogue/types';

/**
 * The customise part of a signature bowl (SPEC §3 option groups): base (choose 1), vegetables included (choose 2),
 * sauce (choose 1). The bowl's protein is picked apart, in the protein picker (first free, at most 3).
 */

import { choicesExtraCents, type GroupPicks, PROTEIN_GROUP_ID } from '@campus/catalogue/bowl-price';
import { foodPart } from '@campus/catalogue/kitchen-parts';

export { type GroupPicks, PROTEIN_GROUP_ID };

/** The groups a customer picks from on the bowl page (all but the protein, which has its own picker). */
export function choiceGroups(bowl: Bowl): OptionGroup[] {
  return bowl.core.filter((g) => g.id !== PROTEIN_GROUP_ID);
}

/**
 * The bowl as the kitchen makes it: each group comes with its standard choices (the catalogue's), every one of them
 * changeable; a group without a standard comes chosen only when there is nothing to decide.
 */
export function initialPicks(bowl: Bowl): GroupPicks {
  return Object.fromEntries(
    choiceGroups(bowl).flatMap((g) => {
      if (g.standard) return [[g.id, [...g.standard]]];
      return g.choices.length <= g.select ? [[g.id, g.choices.map((c) => c.id)]] : [];
    }),
  );
}

export type PickOutcome = 'added' | 'removed' | 'replaced' | 'kept' | 'limit' | 'unknown';

/**
 * A tap on a choice: a choose-1 group swaps to it (tapping the chosen one keeps it: a bowl always has its base and
 * sauce); a choose-n group adds it, or removes it if chosen, and refuses a pick beyond n (the page says why, in words).
 */
export function pickToggled(
  group: OptionGroup,
  picks: GroupPicks,
  id: string,
): { picks: GroupPicks; outcome: PickOutcome } {
  if (!group.choices.some((c) => c.id === id)) return { picks, outcome: 'unknown' };
  const current = picks[group.id] ?? [];
  if (current.includes(id)) {
    if (group.select === 1) return { picks, outcome: 'kept' };
    return { picks: { ...picks, [group.id]: current.filter((c) => c !== id) }, outcome: 'removed' };
  }
  if (group.select === 1)
    return { picks: { ...picks, [group.id]: [id] }, outcome: current.length ? 'replaced' : 'added' };
  if (current.length >= group.select) return { picks, outcome: 'limit' };
  return { picks: { ...picks, [group.id]: [...current, id] }, outcome: 'added' };
}

/** A group's name in a sentence or a short row: "Vegetables included" → "vegetables" / "Vegetables". */
export function shortGroupName(group: OptionGroup): string {
  return group.name.replace(/ included$/i, '');
}

/** "Choose 1" / "Choose 2". */
export function groupRule(group: OptionGroup): string {
  return `Choose ${group.select}`;
}

/** What a required group still needs, in words ("a base", "1 more vegetable"), or null when it is done. */
export function groupShortfall(group: OptionGroup, picks: GroupPicks): string | null {
  const missing = group.select - (picks[group.id]?.length ?? 0);
  if (!group.required || missing <= 0) return null;
  const noun = shortGroupName(group).toLowerCase();
  if (group.select === 1) return `a ${noun}`;
  const singular = noun.endsWith('s') ? noun.slice(0, -1) : noun;
  const chosen = picks[group.id]?.length ?? 0;
  return `${chosen ? `${missing} more` : missing} ${missing === 1 ? singular : noun}`;
}

export type PicksCheck = { ok: true } | { ok: false; title: string; message: string; groups: string[] };

export const CHOICES_REQUIRED_TITLE = 'Selection Required';

/** Required groups must have their count chosen before the bowl goes to the cart. */
export function checkPicks(bowl: Bowl, picks: GroupPicks): PicksCheck {
  const short = choiceGroups(bowl).flatMap((g) => {
    const need = groupShortfall(g, picks);
    return need ? [{ id: g.id, need }] : [];
  });
  if (short.length === 0) return { ok: true };
  const list = short.map((s) => s.need);
  const words = list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
  return {
    ok: false,
    title: CHOICES_REQUIRED_TITLE,
    message: `Please choose ${words} for your bowl.`,
    groups: short.map((s) => s.id),
  };
}

/** What premium choices add to one bowl. */
export function picksExtraCents(bowl: Bowl, picks: GroupPicks): Cents {
  return choicesExtraCents(bowl, picks);
}

/** The choices as the cart line says them: one row per group, in the bowl's order. */
export function picksForCart(bowl: Bowl, picks: GroupPicks): { group: string; names: string[] }[] {
  return choiceGroups(bowl).flatMap((g) => {
    const names = (picks[g.id] ?? []).flatMap((id) => g.choices.find((c) => c.id === id)?.name ?? []);
    return names.length ? [{ group: shortGroupName(g), names }] : [];
  });
}

/**
 * What's inside the bowl as chosen, in the bowl's order: one row per group (the proteins chosen in the protein's
 * place), then what every bowl is finished with. It follows every choice, so it never names what was swapped out.
 */
export function bowlInside(
  bowl: Bowl,
  picks: GroupPicks,
  proteinNames: readonly string[],
): { label: string; text: string }[] {
  const rows = bowl.core.map((g) => {
    if (g.id === PROTEIN_GROUP_ID) {
      return {
        label: proteinNames.length > 1 ? 'Proteins' : 'Protein',
        text: proteinNames.length ? proteinNames.join(', ') : 'None chosen yet',
      };
    }
    const names = (picks[g.id] ?? []).flatMap((id) => g.choices.find((c) => c.id === id)?.name ?? []);
    return { label: shortGroupName(g), text: names.length ? names.join(', ') : 'None chosen yet' };
  });
  const finish = bowl.fixed.flatMap((id) => foodPart(id)?.name ?? []);
  return finish.length ? [...rows, { label: 'Finished with', text: finish.join(', ') }] : rows;
}
