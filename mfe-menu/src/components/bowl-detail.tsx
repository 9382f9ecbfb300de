import { Link, useNavigate } from '@campus/router';
import { cartStore, toast, useCartActions } from '@campus/shared';
import { PROTEIN_ADDONS } from '@campus/shared/catalogue/addons';
import type { Bowl, Country } from '@campus/shared/catalogue/types';
import { formatCents } from '@campus/shared/domain/money';
import { Container } from '@campus/shared/ui/container';
import { CountryFlag } from '@campus/shared/ui/country-flag';
import { DietBadge } from '@campus/shared/ui/diet-badge';
import { SmartImage } from '@campus/shared/ui/smart-image';
import { ArrowLeft } from 'lucide-react';
import { useReducer } from 'react';
import { bowlDetailInit, bowlDetailReducer, selectedProteins } from '../domain/bowl-detail-state';
import { bowlNutrition, checkBowlSelection, proteinNames, unitPriceCents } from '../domain/bowl-pricing';
import { combinedAllergens, combinedDiet, combinedWeightG } from '../domain/bowl-summary';
import { AllergenText } from './allergen-text';
import { BowlInside } from './bowl-inside';
import { BowlPurchaseBar } from './bowl-purchase-bar';
import { NutritionPanel } from './nutrition-panel';
import { ProteinPicker } from './protein-picker';

/** SPEC §2 Bowl detail: protein picker, nutrition with macro pie, quantity, live price, Add to Cart. */
export function BowlDetail({ bowl, country }: { bowl: Bowl; country: Country | undefined }) {
  const countryId = country?.id ?? bowl.countryId;
  const [state, dispatch] = useReducer(
    bowlDetailReducer,
    { bowlId: bowl.id, countryId, basePriceCents: bowl.basePriceCents },
    bowlDetailInit,
  );
  const { bowlAdded, quantityChanged } = useCartActions();
  const navigate = useNavigate();
  const selected = selectedProteins(state);
  const unit = unitPriceCents(state.basePriceCents, selected, PROTEIN_ADDONS);
  const nutrition = bowlNutrition(bowl.nutrition, selected, PROTEIN_ADDONS);
  const allergens = combinedAllergens(bowl.allergens, selected, PROTEIN_ADDONS);
  const diet = selected.length ? combinedDiet(bowl.diet, selected, PROTEIN_ADDONS) : bowl.diet;

  const addToCart = () => {
    const check = checkBowlSelection(selected);
    if (!check.ok) {
      toast({ title: check.title, description: check.message, variant: 'destructive' });
      return;
    }
    const names = proteinNames(selected, PROTEIN_ADDONS);
    bowlAdded({
      id: bowl.id,
      name: bowl.name,
      countryId,
      proteins: names,
      priceCents: unit,
      image: bowl.cover,
      nutrition,
      allergens,
      diet,
    });
    // The cart adds one; set the chosen quantity on the line just added.
    const line = cartStore.getItems().at(-1);
    if (line && state.quantity > 1) quantityChanged(line.id, state.quantity);
    toast({
      title: 'Added to cart',
      description: `${state.quantity} × ${bowl.name} with ${names.join(', ')} — ${formatCents(unit * state.quantity)}`,
      variant: 'success',
      action: { label: 'View cart', onClick: () => navigate('/cart') },
    });
  };

  return (
    <Container className="pt-6 pb-4 sm:pt-8 md:pb-12">
      <Link
        to={`/menu/country/${countryId}`}
        className="inline-flex min-h-11 items-center gap-2 rounded-md font-medium text-primary hover:underline focus-visible:outline-3 focus-visible:outline-focus"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back{country ? ` to ${country.name}` : ''}
      </Link>
      {/* One DOM order for phones (picture, details, nutrition, purchase); two columns on wider screens. */}
      <div className="mt-4 grid gap-8 md:grid-cols-2 md:grid-rows-[auto_1fr_auto] md:gap-x-10 md:gap-y-6">
        <SmartImage
          src={bowl.cover}
          alt={bowl.name}
          width={400}
          height={300}
          loading="eager"
          fetchPriority="high"
          frameClassName="rounded-card shadow-card md:col-start-1 md:row-start-1"
        />
        <div className="space-y-6 md:col-start-2 md:row-span-2 md:row-start-1">
          <header className="space-y-3">
            {country ? (
              <p className="flex items-center gap-2 font-medium text-muted">
                <CountryFlag countryId={country.id} emoji={country.flag} name={country.name} decorative />
                {country.name}
              </p>
            ) : null}
            <h1 className="text-title font-bold tracking-tight text-ink sm:text-4xl">{bowl.name}</h1>
            <div className="flex flex-wrap gap-1.5">
              {diet.map((d) => (
                <DietBadge key={d} kind={d} />
              ))}
            </div>
            <p className="text-ink">{bowl.description}</p>
            <AllergenText allergens={allergens} />
          </header>
          <BowlInside groups={bowl.core} />
          <ProteinPicker
            proteins={PROTEIN_ADDONS}
            selected={selected}
            onToggle={(id) => dispatch({ type: 'proteinToggled', id })}
          />
        </div>
        <div className="self-start md:col-start-1 md:row-start-2">
          <NutritionPanel nutrition={nutrition} weightG={combinedWeightG(bowl.weightG, selected, PROTEIN_ADDONS)} />
        </div>
        <div className="sticky bottom-0 z-10 md:static md:col-start-2 md:row-start-3">
          <BowlPurchaseBar
            name={bowl.name}
            quantity={state.quantity}
            unitCents={unit}
            onQuantity={(quantity) => dispatch({ type: 'quantityChanged', quantity })}
            onAdd={addToCart}
          />
        </div>
      </div>
    </Container>
  );
}
