import { productDiets } from '@campus/catalogue/facts';
import { formatCents } from '@campus/catalogue/money';
import { PATHS } from '@campus/catalogue/paths';
import type { Product } from '@campus/catalogue/types';
import { ConflictNote, FavouriteButton, useProfileCheck } from '@campus/profile';
import { productFacts } from '@campus/profile/catalogue-facts';
import { conflicts } from '@campus/profile/fits';
import { useNavigate } from '@campus/router';
import { toast, useCartActions, useProfile } from '@campus/stores';
import { Button } from '@campus/ui/button';
import { cardClasses } from '@campus/ui/card';
import { DietBadges } from '@campus/ui/diet-badge';
import { Reveal } from '@campus/ui/reveal';
import { SmartImage } from '@campus/ui/smart-image';
import { tap } from '@campus/ui/tap';
import { ShoppingBag } from 'lucide-react';
import { AllergenText } from './allergen-text';

/** A sandwich with Add to Cart (SPEC §2 Smart Value); success toast 'Added to cart!'. */
export function SandwichCard({ sandwich, index = 0 }: { sandwich: Product; index?: number }) {
  const { sandwichAdded } = useCartActions();
  const navigate = useNavigate();
  const profile = useProfile();
  const notForYou = conflicts(productFacts(sandwich), profile);
  const { check, dialog } = useProfileCheck(`check-${sandwich.id}`);
  const line = {
    id: sandwich.id,
    title: sandwich.title,
    priceCents: sandwich.priceCents,
    image: sandwich.image,
    nutrition: sandwich.nutrition,
    allergens: sandwich.allergens,
  };
  const add = () => {
    sandwichAdded(line);
    toast({
      title: 'Added to cart!',
      description: `${sandwich.title} (${formatCents(sandwich.priceCents)}) is in your cart.`,
      variant: 'success',
      action: { label: 'View cart', onClick: () => navigate(PATHS.cart) },
    });
  };
  return (
    <Reveal index={index} className="h-full">
      <article className={cardClasses('flex h-full flex-col overflow-hidden')}>
        <SmartImage src={sandwich.image} alt={sandwich.title} width={400} height={300} />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <div className="flex flex-wrap gap-1.5">
            <DietBadges diets={productDiets(sandwich)} />
          </div>
          <h3 className="text-lg font-semibold text-ink">{sandwich.title}</h3>
          <p className="text-sm text-muted">{sandwich.description}</p>
          <AllergenText allergens={sandwich.allergens} />
          <ConflictNote conflicts={notForYou} />
          <div className="mt-auto flex items-baseline justify-between gap-3 pt-2">
            <span className="text-lg font-bold text-accent tabular-nums">{formatCents(sandwich.priceCents)}</span>
            <span className="text-sm text-muted">{sandwich.nutrition.kcal} kcal</span>
          </div>
          <div className="flex gap-2">
            <Button
              onClick={() => check(sandwich.title, notForYou, add)}
              className="flex-1"
              {...tap('add-to-cart', sandwich.id)}
            >
              <ShoppingBag className="h-4 w-4" aria-hidden />
              Add to Cart <span className="sr-only">for {sandwich.title}</span>
            </Button>
            <FavouriteButton
              name={sandwich.title}
              favourite={{
                recipe: { kind: 'product', productId: sandwich.id },
                line: { type: 'sandwich', item: line },
              }}
            />
          </div>
        </div>
      </article>
      {dialog}
    </Reveal>
  );
}
