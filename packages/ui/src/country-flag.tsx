import inFlag from '../assets/flags/in.svg';
import jpFlag from '../assets/flags/jp.svg';
import medFlag from '../assets/flags/med.svg';
import mxFlag from '../assets/flags/mx.svg';
import { cn } from './cn';

const FLAGS: Record<string, string> = { jp: jpFlag, mx: mxFlag, in: inFlag, med: medFlag };

/** A small flag picture (emoji flags do not render everywhere); falls back to the country's emoji. */
export function CountryFlag({
  countryId,
  emoji,
  name,
  decorative = false,
  className,
}: {
  countryId: string;
  emoji: string;
  name: string;
  /** Next to the country's name the flag adds nothing for a screen reader. */
  decorative?: boolean;
  className?: string;
}) {
  const src = FLAGS[countryId];
  if (!src) {
    return decorative ? (
      <span aria-hidden className={className}>
        {emoji}
      </span>
    ) : (
      <span role="img" aria-label={`${name} flag`} className={className}>
        {emoji}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={decorative ? '' : `${name} flag`}
      width={30}
      height={20}
      className={cn('inline-block h-[0.8em] w-auto rounded-[3px] shadow-[0_0_0_1px_rgb(0_0_0/0.12)]', className)}
    />
  );
}
