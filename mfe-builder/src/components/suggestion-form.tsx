import { toast } from '@campus/cart';
import { ingredientsIn } from '@campus/catalogue/ingredients';
import { Button } from '@campus/ui/button';
import { Card } from '@campus/ui/card';
import { FieldLabel, SelectInput, TextArea, TextInput } from '@campus/ui/form-field';
import { LoaderCircle, Send } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  checkSuggestion,
  emptySuggestion,
  INSPIRATIONS,
  type RequiredSuggestionField,
  SUBMIT_DELAY_MS,
  SUBMITTED_MESSAGE,
  SUBMITTED_TITLE,
  type Suggestion,
  suggestionFromForm,
} from '../domain/suggestion';
import { ChoiceGroup } from './choice-group';

const names = (category: Parameters<typeof ingredientsIn>[0]) => ingredientsIn(category).map((i) => i.name);
const FIELD_IDS: Record<RequiredSuggestionField, string> = {
  bowlName: 'suggest-name',
  countryInspiration: 'suggest-country',
  base: 'suggest-base',
};

/** The suggestion form (SPEC §5): three required fields, a simulated 1.5 s submit, then a thank-you and a reset. */
export function SuggestionForm() {
  const [form, setForm] = useState<Suggestion>(emptySuggestion);
  const [invalid, setInvalid] = useState<RequiredSuggestionField[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const set = <K extends keyof Suggestion>(key: K, value: Suggestion[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setInvalid((list) => list.filter((k) => k !== key));
  };
  const isInvalid = (key: RequiredSuggestionField) => invalid.includes(key) || undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    // What the fields hold, which includes what was typed before the page's code ran (React's state never saw that).
    const entered = suggestionFromForm(new FormData(event.currentTarget));
    setForm(entered);
    const check = checkSuggestion(entered);
    if (!check.ok) {
      setInvalid(check.missing);
      toast({ title: check.title, description: check.message, variant: 'destructive' });
      const first = check.missing[0];
      if (first) document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    setSubmitting(true);
    // No server call (SPEC §7): the submit is simulated.
    timer.current = setTimeout(() => {
      setSubmitting(false);
      setForm(emptySuggestion());
      toast({ title: SUBMITTED_TITLE, description: SUBMITTED_MESSAGE, variant: 'success' });
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
            value={form.bowlName}
            maxLength={80}
            aria-required="true"
            aria-invalid={isInvalid('bowlName')}
            placeholder="e.g. Shawarma Crunch Bowl"
            onChange={(e) => set('bowlName', e.target.value)}
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
              value={form.countryInspiration}
              aria-required="true"
              aria-invalid={isInvalid('countryInspiration')}
              onChange={(e) => set('countryInspiration', e.target.value)}
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
              value={form.base}
              aria-required="true"
              aria-invalid={isInvalid('base')}
              onChange={(e) => set('base', e.target.value)}
            >
              <option value="">Choose a base</option>
              {names('base').map((n) => (
                <option key={n}>{n}</option>
              ))}
            </SelectInput>
          </div>
        </div>
        <ChoiceGroup
          legend="Proteins"
          name="proteins"
          options={names('protein')}
          value={form.proteins}
          onChange={(v) => set('proteins', v)}
        />
        <div>
          <FieldLabel htmlFor="suggest-sauce" optional>
            Sauce
          </FieldLabel>
          <SelectInput
            id="suggest-sauce"
            name="sauce"
            value={form.sauce}
            onChange={(e) => set('sauce', e.target.value)}
          >
            <option value="">No sauce in mind</option>
            {names('sauces_dressings').map((n) => (
              <option key={n}>{n}</option>
            ))}
          </SelectInput>
        </div>
        <ChoiceGroup
          legend="Warm veg"
          name="warmVeg"
          options={names('greens_veggies')}
          value={form.warmVeg}
          onChange={(v) => set('warmVeg', v)}
        />
        <ChoiceGroup
          legend="Cold crunch"
          name="coldCrunch"
          options={names('toppings')}
          value={form.coldCrunch}
          onChange={(v) => set('coldCrunch', v)}
        />
        <div>
          <FieldLabel htmlFor="suggest-notes" optional>
            Notes
          </FieldLabel>
          <TextArea
            id="suggest-notes"
            name="notes"
            value={form.notes}
            maxLength={600}
            placeholder="What makes it special? Spice level, a family recipe, a twist…"
            onChange={(e) => set('notes', e.target.value)}
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
            value={form.email}
            aria-describedby="suggest-email-hint"
            onChange={(e) => set('email', e.target.value)}
          />
          <p id="suggest-email-hint" className="mt-1 text-xs text-muted">
            Only if you'd like to hear back when your bowl hits the menu.
          </p>
        </div>
        <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
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
