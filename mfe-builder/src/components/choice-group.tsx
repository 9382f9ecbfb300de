import { CheckboxChip } from '@campus/ui/form-field';
import { tap } from '@campus/ui/tap';

/** A labelled group of checkbox chips (fieldset + legend); the boxes hold the choice, the form reads them at submit. */
export function ChoiceGroup({
  legend,
  name,
  options,
}: {
  legend: string;
  /** The checkboxes' name: what the form's data calls the list. */
  name: string;
  options: string[];
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        {legend} <span className="font-normal text-muted">(optional, pick any)</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          // Named by what the box submits (its name and value), like the form reads it.
          <CheckboxChip key={option} label={option} name={name} value={option} {...tap(name, option)} />
        ))}
      </div>
    </fieldset>
  );
}
