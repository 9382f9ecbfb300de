import { EXTRA_PROTEIN_CENTS } from '@campus/catalogue/custom-bowl-price';
import { type Ingredient, ingredientsIn } from '@campus/catalogue/ingredients';
import { useProfileCheck } from '@campus/profile';
import { ingredientFacts } from '@campus/profile/catalogue-facts';
import { type Conflict, conflicts } from '@campus/profile/fits';
import { toast, useProfile } from '@campus/stores';
import { useState } from 'react';
import { limitNotice } from '../domain/custom-bowl';
import { isAtMaximum, type Selections } from '../domain/selection';
import type { BuilderStep } from '../domain/steps';
import { useBuilderActions } from '../store/builder-store';
import { IngredientChoice } from './ingredient-choice';
import { StepHeading } from './step-heading';

/** What picking this would add: extras their price; proteins 1.50 once one is already chosen. */
function addedPrice(ingredient: Ingredient, selections: Selections): number | null {
  if (ingredient.category === 'extras') return ingredient.priceCents ?? null;
  if (ingredient.category === 'protein' && selections.protein.length > 0 && !selections.protein.includes(ingredient.id))
    return ingredient.priceCents ?? EXTRA_PROTEIN_CENTS;
  return null;
}

function countLine(step: BuilderStep, chosen: number): string {
  if (step.max === null) return `${chosen} chosen`;
  if (step.selection === 'single') return chosen ? '1 chosen' : 'None chosen yet';
  return chosen >= step.max ? `${chosen} of ${step.max} chosen (maximum)` : `${chosen} of ${step.max} chosen`;
}

/** Cards in the grid's first row on a phone (two columns): their pictures are the first the page shows. */
const FIRST_ROW = 2;

/** A picking step: its heading, how many are chosen, why a pick was ignored, and the choices. */
export function ChoiceStep({
  step,
  selections,
  focusOnShow,
}: {
  step: BuilderStep;
  selections: Selections;
  focusOnShow: boolean;
}) {
  const { ingredientToggled } = useBuilderActions();
  const [notice, setNotice] = useState('');
  const profile = useProfile();
  const { check, dialog } = useProfileCheck('ingredient-check');
  const category = step.category;
  if (category === null) return null;
  const chosen = selections[category];
  const full = isAtMaximum(selections, category);
  const noticeId = `limit-${step.id}`;

  const pick = (ingredient: Ingredient) => {
    const outcome = ingredientToggled(category, ingredient.id);
    if (outcome === 'limit' && step.max !== null) {
      const text = limitNotice(step.max, step.noun, ingredient.name);
      setNotice(text);
      // The toast is seen wherever the card is on a phone and is announced; the line under the heading stays.
      toast({ title: `Up to ${step.max} ${step.noun}`, description: text, durationMs: 3500, kind: noticeId });
    } else setNotice('');
  };
  // Picking something the profile rules out asks first; taking it out never does.
  const toggle = (ingredient: Ingredient, notForYou: readonly Conflict[]) =>
    check(ingredient.name, chosen.includes(ingredient.id) ? [] : notForYou, () => pick(ingredient));

  return (
    <div>
      <StepHeading step={step} focusOnShow={focusOnShow} />
      <p className="mt-2 text-sm font-semibold text-ink tabular-nums">{countLine(step, chosen.length)}</p>
      <p id={noticeId} className="min-h-6 text-sm font-semibold text-danger">
        {full && notice ? notice : ''}
      </p>
      <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4">
        {ingredientsIn(category).map((ingredient, index) => {
          const selected = chosen.includes(ingredient.id);
          const notForYou = conflicts(ingredientFacts(ingredient), profile);
          return (
            <li key={ingredient.id}>
              <IngredientChoice
                ingredient={ingredient}
                selected={selected}
                blocked={full && !selected}
                priceCents={addedPrice(ingredient, selections)}
                describedBy={noticeId}
                conflicts={notForYou}
                priority={index < FIRST_ROW}
                onToggle={() => toggle(ingredient, notForYou)}
              />
            </li>
          );
        })}
      </ul>
      {dialog}
    </div>
  );
}
