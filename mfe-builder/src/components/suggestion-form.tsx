import { ingredientsIn } from '@campus/catalogue/ingredients';
import { toast, useSolvedProblems } from '@campus/stores';
import { Button } from '@campus/ui/button';
import { Card } from '@campus/ui/card';
import { FieldLabel, SelectInput, TextArea, TextInput } from '@campus/ui/form-field';
import { tap } from '@campus/ui/tap';
import { LoaderCircle, Send } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  checkSuggestion,
  INSPIRATIONS,
  type RequiredSuggestionField,
  SUBMIT_DELAY_MS,
  SUBMITTED_MESSAGE,
  SUBMITTED_TITLE,
  suggestionFromForm,
} from '../domain/suggestion';
import { ChoiceGroup } from './choice-group';

const names = (category: Parameters<typeof ingredientsIn>[0]) => ingredientsIn(category).map((i) => i.name);
const FIELD_IDS: Record<RequiredSuggestionField, string> = {
  bowlName: 'suggest-name',
  countryInspiration: 'suggest-country',
  base: 'suggest-base',
};

/** The toast kind of a refused submit: filled in (or submitted), its 'Missing Required Fields' goes. */
const MISSING_FIELDS = 'suggestion:fields';

/** The suggestion form (SPEC §5): three required fields, a simulated 1.5 s submit, then a thank-you and a reset. */
export function SuggestionForm() {
  const [invalid, setInvalid] = useState<RequiredSuggestionField[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // A field filled in is no longer missing; its value stays in the field (read at submit).
  const filled = (key: RequiredSuggestionField) => setInvalid((list) => list.filter((k) => k !== key));
  const isInvalid = (key: RequiredSuggestionField) => invalid.includes(key) || undefined;
  // 'Missing Required Fields' goes once every field it named is filled in.
  useSolvedProblems(invalid.length === 0 ? [MISSING_FIELDS] : []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    // The fields are the form's state (uncontrolled): what they hold includes what was typed, selected and ticked
    // before the page's code ran — React never saw it, and a controlled field would be reset to React's state on the
    // next render (a tap on a protein wiped the name typed before hydration).
    const form = event.currentTarget;
    const entered = suggestionFromForm(new FormData(form));
    const check = checkSuggestion(entered);
    if (!check.ok) {
      setInvalid(check.missing);
      toast({ title: check.title, description: check.message, variant: 'destructive', kind: MISSING_FIELDS });
      const first = check.missing[0];
      if (first) document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    setSubmitting(true);
    // No server call (SPEC §7): the submit is simulated.
    timer.current = setTimeout(() => {
      setSubmitting(false);
      form.reset();
      toast({ title: SUBMITTED_TITLE, description: SUBMITTED_MESSAGE, variant: 'success', solves: MISSING_FIELDS });
    }, SUBMIT_DELAY_MS);
  };

  return (
    <Card className="p-5 sm:p-7">
      <h2 className="text-xl font-bold text-ink">Your bowl idea</h2>
      <p className="mt-1 text-sm text-muted">Fields marked required are needed; everything else helps our chefs.</p>
      <form onSubmit={submit} className="mt-5 space-y-5" aria-busy={submitting}>
        <div>
          <FieldLabel htmlFor="suggest-name" required>
            Bowl name
          </FieldLabel>
          <TextInput
            id="suggest-name"
            name="bowlName"
            maxLength={80}
            aria-required="true"
            aria-invalid={isInvalid('bowlName')}
            placeholder="e.g. Shawarma Crunch Bowl"
            onChange={() => filled('bowlName')}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <FieldLabel htmlFor="suggest-country" required>
              Country inspiration
            </FieldLabel>
            <SelectInput
              id="suggest-country"
              name="countryInspiration"
              aria-required="true"
              aria-invalid={isInvalid('countryInspiration')}
              onChange={() => filled('countryInspiration')}
            >
              <option value="">Choose a country</option>
              {INSPIRATIONS.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </SelectInput>
          </div>
          <div>
            <FieldLabel htmlFor="suggest-base" required>
              Base
            </FieldLabel>
            <SelectInput
              id="suggest-base"
              name="base"
              aria-required="true"
              aria-invalid={isInvalid('base')}
              onChange={() => filled('base')}
            >
              <option value="">Choose a base</option>
              {names('base').map((n) => (
                <option key={n}>{n}</option>
              ))}
            </SelectInput>
          </div>
        </div>
        <ChoiceGroup legend="Proteins" name="proteins" options={names('protein')} />
        <div>
          <FieldLabel htmlFor="suggest-sauce" optional>
            Sauce
          </FieldLabel>
          <SelectInput id="suggest-sauce" name="sauce">
            <option value="">No sauce in mind</option>
            {names('sauces_dressings').map((n) => (
              <option key={n}>{n}</option>
            ))}
          </SelectInput>
        </div>
        <ChoiceGroup legend="Warm veg" name="warmVeg" options={names('greens_veggies')} />
        <ChoiceGroup legend="Cold crunch" name="coldCrunch" options={names('toppings')} />
        <div>
          <FieldLabel htmlFor="suggest-notes" optional>
            Notes
          </FieldLabel>
          <TextArea
            id="suggest-notes"
            name="notes"
            maxLength={600}
            placeholder="What makes it special? Spice level, a family recipe, a twist…"
          />
        </div>
        <div>
          <FieldLabel htmlFor="suggest-email" optional>
            E-mail
          </FieldLabel>
          <TextInput
            id="suggest-email"
            name="email"
            type="email"
            autoComplete="email"
            aria-describedby="suggest-email-hint"
          />
          <p id="suggest-email-hint" className="mt-1 text-xs text-muted">
            Only if you'd like to hear back when your bowl hits the menu.
          </p>
        </div>
        <Button
          type="submit"
          size="lg"
          disabled={submitting}
          className="w-full sm:w-auto"
          {...tap('suggest', 'submit')}
        >
          {submitting ? (
            <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden />
          ) : (
            <Send className="h-5 w-5" aria-hidden />
          )}
          {submitting ? 'Submitting…' : 'Submit Suggestion'}
        </Button>
      </form>
    </Card>
  );
}
