import { ALLERGEN_LABELS } from '@campus/catalogue/allergens';
import { CATEGORIES, type IngredientCategory, ingredientById } from '@campus/catalogue/ingredients';
import { ConflictNote, FavouriteButton } from '@campus/profile';
import { conflicts, isProfileActive, profileSummary } from '@campus/profile/fits';
import { ingredientsFacts } from '@campus/profile/ingredient-facts';
import { useProfile } from '@campus/stores';
import { Card } from '@campus/ui/card';
import { DietBadge } from '@campus/ui/diet-badge';
import { SmartImage } from '@campus/ui/smart-image';
import { tap } from '@campus/ui/tap';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { bowlAllergens, bowlDiets, toCustomBowl } from '../domain/custom-bowl';
import { chosenIds, type Selections } from '../domain/selection';
import { STEPS } from '../domain/steps';
import { checkStep } from '../domain/validation';
import { StepHeading } from './step-heading';

/** Review: every choice by step (with Edit), then the bowl's diet badges and allergens. */
export function ReviewStep({
  selections,
  themeId,
  focusOnShow,
  onEdit,
}: {
  selections: Selections;
  /** The country theme the bowl was built under (kept with a favourite). */
  themeId: string | null;
  focusOnShow: boolean;
  /** Go back to a step to change it (the page puts it in the address). */
  onEdit: (index: number) => void;
}) {
  const review = STEPS[STEPS.length - 1];
  const diets = bowlDiets(selections);
  const allergens = bowlAllergens(selections);
  const profile = useProfile();
  const notForYou = conflicts(ingredientsFacts(chosenIds(selections)), profile);
  const incomplete = STEPS.map((s) => checkStep(s, selections)).find((c) => !c.ok);
  if (!review) return null;
  return (
    <div>
      <StepHeading step={review} focusOnShow={focusOnShow} />
      <Card className="mt-4 divide-y divide-border">
        {STEPS.map((step, index) =>
          step.category === null ? null : (
            <div key={step.id} className="flex items-start gap-3 p-4">
              <div className="min-w-0 flex-1">
                <h3 className="text-sm font-semibold text-muted">{step.title}</h3>
                {selections[step.category].length === 0 ? (
                  <p className="mt-1 text-ink">None</p>
                ) : (
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {selections[step.category].map((id) => {
                      const ingredient = ingredientById(id);
                      if (!ingredient) return null;
                      return (
                        <li
                          key={id}
                          className="flex items-center gap-2 rounded-full bg-surface py-1 pr-3 pl-1 ring-1 ring-border"
                        >
                          <SmartImage
                            src={ingredient.imageThumbUrl}
                            alt=""
                            fallback=""
                            width={28}
                            height={28}
                            frameClassName="h-7 w-7 rounded-full"
                          />
                          <span className="text-sm font-medium text-ink">{ingredient.name}</span>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </div>
              <button
                type="button"
                onClick={() => onEdit(index)}
                {...tap('builder', 'edit', step.id)}
                aria-label={`Edit ${step.title}`}
                className="min-h-11 shrink-0 rounded-full px-3 text-sm font-semibold text-primary hover:bg-primary-soft focus-visible:outline-3 focus-visible:outline-focus"
              >
                Edit
              </button>
            </div>
          ),
        )}
      </Card>
      <Card className="mt-4 flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-semibold text-ink">Your diet</h3>
          {!isProfileActive(profile) ? (
            <p className="mt-1 text-sm text-muted">
              No diet profile set: use My diet at the top of the page to check this bowl.
            </p>
          ) : notForYou.length ? (
            <ConflictNote conflicts={notForYou} className="mt-1" />
          ) : (
            <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-primary">
              <CircleCheck className="h-4 w-4 shrink-0" aria-hidden />
              This bowl fits your diet ({profileSummary(profile)}).
            </p>
          )}
        </div>
        <FavouriteButton
          name="Your custom bowl"
          withText
          className="shrink-0 self-start sm:self-center"
          favourite={
            incomplete && !incomplete.ok
              ? { refused: incomplete.message }
              : {
                  recipe: {
                    kind: 'custom_bowl',
                    themeId,
                    picks: Object.fromEntries(CATEGORIES.map((c) => [c, [...selections[c]]])) as Record<
                      IngredientCategory,
                      string[]
                    >,
                  },
                  line: { type: 'custom_bowl', item: toCustomBowl(selections, themeId, Date.now()) },
                }
          }
        />
      </Card>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Card className="p-4">
          <h3 className="font-semibold text-ink">Diet</h3>
          {diets.length ? (
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Diet badges">
              {diets.map((d) => (
                <li key={d}>
                  <DietBadge kind={d} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-muted">No diet badges.</p>
          )}
        </Card>
        <Card className="p-4">
          <h3 className="flex items-center gap-1.5 font-semibold text-ink">
            <TriangleAlert className="h-4 w-4 text-accent" aria-hidden />
            Allergens
          </h3>
          {allergens.length ? (
            <p className="mt-1 text-sm text-ink">Contains: {allergens.map((a) => ALLERGEN_LABELS[a]).join(', ')}</p>
          ) : (
            <p className="mt-1 text-sm text-ink">None of the common allergens in what you chose.</p>
          )}
          <p className="mt-1 text-xs text-muted">Made in a kitchen that also handles nuts, dairy, gluten and sesame.</p>
        </Card>
      </div>
    </div>
  );
}
