import { Card } from '@campus/ui/card';
import { SmartImage } from '@campus/ui/smart-image';
import type { AllergenCard as AllergenCardData } from '../../domain/allergens';

/** One allergen: line icon, name, description. If the icon fails, its box shows the allergen's name instead. */
export function AllergenCard({ allergen }: { allergen: AllergenCardData }) {
  return (
    <Card className="flex h-full gap-4 p-5 lg:flex-col">
      <SmartImage
        src={allergen.icon}
        alt=""
        fallback={<span className="text-xs font-bold text-accent">{allergen.name}</span>}
        width={64}
        height={64}
        frameClassName="w-16 shrink-0 self-start rounded-xl bg-accent-soft"
        className="object-contain p-2"
      />
      <div>
        <h3 className="text-lg font-bold text-ink">{allergen.name}</h3>
        <p className="mt-1 text-sm leading-relaxed text-muted">{allergen.description}</p>
      </div>
    </Card>
  );
}
