import { CheckboxChip } from '@campus/ui/form-field';
import { toggleInList } from '../domain/suggestion';

/** A labelled group of checkbox chips (fieldset + legend). */
export function ChoiceGroup({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  /** The checkboxes' name: what the form's data calls the list. */
  name: string;
  options: string[];
  value: string[];
  onChange: (next: string[]) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        {legend} <span className="font-normal text-muted">(optional, pick any)</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <CheckboxChip
            key={option}
            label={option}
            name={name}
            value={option}
            checked={value.includes(option)}
            onChange={() => onChange(toggleInList(value, option))}
          />
        ))}
      </div>
    </fieldset>
  );
}
