import { formatCents } from '@campus/catalogue/money';
import { useProfileCheck } from '@campus/profile';
import { bowlIdFacts, productIdFacts } from '@campus/profile/catalogue-facts';
import { type Conflict, conflicts } from '@campus/profile/fits';
import { useProfile } from '@campus/stores';
import { CountryFlag } from '@campus/ui/country-flag';
import { HydrationBoundary } from '@campus/ui/hydration';
import type { Dispatch } from 'react';
import { displayedExtraCents, type PlanOptions } from '../domain/plan-options';
import { type PlanEvent, type PlanRule, type PlanSelection, putsIn } from '../domain/plan-rules';
import { BuilderSection, sectionTitleId } from './builder-section';
import { type ListItem, ListPicker } from './list-picker';
import { SinglePicker } from './single-picker';

function drinkItems(options: PlanOptions): ListItem[] {
  return options.drinks.map((d) => {
    const extra = displayedExtraCents(d);
    return {
      id: d.id,
      title: d.title,
      description: d.description,
      image: d.image,
      price: extra > 0 ? `+${formatCents(extra)}` : 'Included',
      extra: extra > 0 ? `+${formatCents(extra)}` : undefined,
    };
  });
}

function listHint(rule: PlanRule, noun: string, chosen: number): string {
  if (chosen >= 2) {
    return rule.listMode === 'add'
      ? `All set. Remove one with its × to swap.`
      : `All set. Tap a chosen ${noun} to swap it out.`;
  }
  return rule.listMode === 'add'
    ? `Pick 2 ${noun}s; the same one twice is fine.`
    : `Pick 2 different ${noun}s; tap again to remove.`;
}

/** The choices of a plan, in order: sandwich, traditional bowl (24.99), drinks, snacks. */
export function PlanChoices({
  rule,
  options,
  selection,
  dispatch,
}: {
  rule: PlanRule;
  options: PlanOptions;
  selection: PlanSelection;
  dispatch: Dispatch<PlanEvent>;
}) {
  const offset = rule.needsBowl ? 1 : 0;
  const profile = useProfile();
  // Every option against the customer's diet profile: what does not fit is marked, with the reason.
  const product = <T extends { id: string }>(item: T) => ({
    ...item,
    conflicts: conflicts(productIdFacts(item.id), profile),
  });
  // Putting in something that does not fit asks first (as the bowl page does); taking one out never does.
  const { check, dialog } = useProfileCheck('plan-check');
  const ask = (item: { title: string; conflicts: readonly Conflict[] } | undefined, event: PlanEvent) => {
    const asks = item && putsIn(rule, selection, event) ? item.conflicts : [];
    check(item?.title ?? '', asks, () => dispatch(event));
  };
  const sandwiches = options.sandwiches.map(product);
  const drinks = drinkItems(options).map(product);
  const snacks = options.snacks.map(product);
  const bowls = options.bowls.map((b) => ({
    ...b,
    title: b.name,
    image: b.cover,
    badges: b.diet,
    conflicts: conflicts(bowlIdFacts(b.id), profile),
    eyebrow: (
      <span className="inline-flex items-center gap-1.5">
        <CountryFlag countryId={b.countryId} emoji={b.flag} name={b.countryName} decorative />
        {b.countryName}
      </span>
    ),
  }));
  const byId = <T extends { id: string }>(list: readonly T[], id: string) => list.find((i) => i.id === id);
  return (
    <div className="space-y-10">
      <BuilderSection
        id="sandwich"
        step={1}
        title="Choose your sandwich"
        hint="Pick 1; choosing another replaces it."
        chosen={selection.sandwichId ? 1 : 0}
        needed={1}
      >
        <SinglePicker
          items={sandwiches}
          chosenId={selection.sandwichId}
          onChoose={(id) => ask(byId(sandwiches, id), { type: 'sandwichChosen', id })}
        />
      </BuilderSection>
      {/* Below the first screen: hydrated after the sandwiches, the first thing a customer picks. */}
      <HydrationBoundary>
        {rule.needsBowl ? (
          <BuilderSection
            id="bowl"
            step={2}
            title="Choose your traditional bowl"
            hint="Pick 1 bowl from our country menu."
            chosen={selection.bowlId ? 1 : 0}
            needed={1}
          >
            <SinglePicker
              items={bowls}
              chosenId={selection.bowlId}
              onChoose={(id) => ask(byId(bowls, id), { type: 'bowlChosen', id })}
            />
          </BuilderSection>
        ) : null}
        <BuilderSection
          id="drinks"
          step={2 + offset}
          title="Choose 2 drinks"
          hint={`${listHint(rule, 'drink', selection.drinkIds.length)} Pop drink included; premium drinks cost a little extra.`}
          chosen={selection.drinkIds.length}
          needed={rule.maxDrinks}
        >
          <ListPicker
            kind="drink"
            emptyFocusId={sectionTitleId('drinks')}
            mode={rule.listMode}
            items={drinks}
            chosenIds={selection.drinkIds}
            max={rule.maxDrinks}
            onClick={(id) => ask(byId(drinks, id), { type: 'drinkClicked', id })}
            onRemove={(index) => dispatch({ type: 'drinkRemoved', index })}
          />
        </BuilderSection>
        <BuilderSection
          id="snacks"
          step={3 + offset}
          title="Choose 2 snacks"
          hint={listHint(rule, 'snack', selection.snackIds.length)}
          chosen={selection.snackIds.length}
          needed={rule.maxSnacks}
        >
          <ListPicker
            kind="snack"
            emptyFocusId={sectionTitleId('snacks')}
            mode={rule.listMode}
            items={snacks}
            chosenIds={selection.snackIds}
            max={rule.maxSnacks}
            onClick={(id) => ask(byId(snacks, id), { type: 'snackClicked', id })}
            onRemove={(index) => dispatch({ type: 'snackRemoved', index })}
          />
        </BuilderSection>
      </HydrationBoundary>
      {dialog}
    </div>
  );
}
