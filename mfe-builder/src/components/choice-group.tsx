import { CheckboxChip } from '@campus/ui/form-field';
import { toggleInList } from '../domain/suggestion';

/** A labelled group of checkbox chips (fieldset + legend). */
export function ChoiceGroup({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
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
            name={legend}
            value={option}
            checked={value.includes(option)}
            onChange={() => onChange(toggleInList(value, option))}
          />
        ))}
      </div>
    </fieldset>
  );
}
