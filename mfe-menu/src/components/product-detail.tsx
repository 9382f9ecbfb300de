import { formatCents } from '@campus/catalogue/money';
import { PATHS } from '@campus/catalogue/paths';
import type { Product } from '@campus/catalogue/types';
import { ConflictNote, useProfileCheck } from '@campus/profile';
import { productFacts } from '@campus/profile/catalogue-facts';
import { conflicts } from '@campus/profile/fits';
import { Link } from '@campus/router';
import { cartStore, toast, useCartActions, useProfile } from '@campus/stores';
import { Button, buttonClasses } from '@campus/ui/button';
import { Container } from '@campus/ui/container';
import { SmartImage } from '@campus/ui/smart-image';
import { tap } from '@campus/ui/tap';
import { useRef, useState } from 'react';
import { clampQuantity } from '../domain/bowl-pricing';
import { AllergenText } from './allergen-text';
import { QuantityStepper } from './quantity-stepper';

/** SPEC §2 Product detail layout: title, description, price, calories, ingredients, type, options, quantity, actions. */
export function ProductDetail({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1);
  const customize = useRef<HTMLFieldSetElement>(null);
  const { sandwichAdded, quantityChanged } = useCartActions();
  const notForYou = conflicts(productFacts(product), useProfile());
  const { check, dialog } = useProfileCheck('product-check');
  const add = () => {
    const { id, title, priceCents, image, nutrition, allergens } = product;
    // The boxes hold the choice (uncontrolled): read at the add, so a box ticked before the page's code ran counts.
    const ticked = [...(customize.current?.querySelectorAll<HTMLInputElement>('input[name="leaveOut"]:checked') ?? [])];
    const leaveOut = ticked.map((box) => box.value);
    sandwichAdded({ id, title, priceCents, image, nutrition, allergens, ...(leaveOut.length ? { leaveOut } : {}) });
    const line = cartStore.getItems().at(-1);
    if (line && quantity > 1) quantityChanged(line.id, quantity);
    toast({ title: 'Added to cart', description: `${quantity} × ${title}`, variant: 'success' });
  };
  return (
    <Container className="grid gap-8 py-8 md:grid-cols-2">
      <SmartImage
        src={product.image}
        alt={product.title}
        width={400}
        height={300}
        loading="eager"
        fetchPriority="high"
        frameClassName="rounded-card"
      />
      <div className="space-y-5">
        <p className="text-sm font-semibold tracking-wide text-muted uppercase">{product.type}</p>
        <h1 className="text-title font-bold text-ink">{product.title}</h1>
        <p className="text-ink">{product.description}</p>
        <ConflictNote conflicts={notForYou} />
        <p className="flex items-baseline gap-4">
          <span className="text-2xl font-bold text-accent tabular-nums">{formatCents(product.priceCents)}</span>
          <span className="text-muted">{product.nutrition.kcal} kcal</span>
        </p>
        <section aria-labelledby="ingredients-title">
          <h2 id="ingredients-title" className="font-semibold text-ink">
            Ingredients
          </h2>
          <p className="text-muted">{product.ingredients.join(', ')}</p>
        </section>
        <fieldset ref={customize}>
          <legend className="font-semibold text-ink">Customize</legend>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {product.ingredients.map((ing) => (
              <label key={ing} className="inline-flex min-h-11 items-center gap-2 text-ink">
                <input type="checkbox" name="leaveOut" value={ing} className="h-5 w-5 accent-primary" />
                No {ing.toLowerCase()}
              </label>
            ))}
          </div>
        </fieldset>
        <QuantityStepper value={quantity} onChange={(q) => setQuantity(clampQuantity(q))} label={product.title} />
        <div className="flex flex-wrap gap-3">
          <Button size="lg" onClick={() => check(product.title, notForYou, add)} {...tap('add-to-cart', product.id)}>
            Add to Cart
          </Button>
          <Link
            to={`${PATHS.subscribe}?add=${encodeURIComponent(product.id)}`}
            className={buttonClasses('outline', 'lg')}
          >
            Add to Subscription
          </Link>
        </div>
        <div className="rounded-card bg-accent-soft p-4">
          <AllergenText allergens={product.allergens} />
          <p className="mt-1 text-sm text-muted">
            Made in a kitchen that also handles peanuts, tree nuts, dairy, eggs, soy, gluten and sesame.
          </p>
        </div>
      </div>
      {dialog}
    </Container>
  );
}
