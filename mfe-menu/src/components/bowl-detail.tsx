import { bowlProteins, ownProteinIds } from '@campus/catalogue/addons';
import { bowlDish } from '@campus/catalogue/bowl-facts';
import { badgeDiets } from '@campus/catalogue/facts';
import { formatCents } from '@campus/catalogue/money';
import { PATHS, pathTo } from '@campus/catalogue/paths';
import type { Bowl, Country } from '@campus/catalogue/types';
import { ConflictNote, FavouriteButton, useProfileCheck } from '@campus/profile';
import { proteinFacts } from '@campus/profile/catalogue-facts';
import { conflicts } from '@campus/profile/fits';
import { Link, useNavigate } from '@campus/router';
import { cartStore, toast, useCartActions, useProfile, useSolvedProblems } from '@campus/stores';
import { lineIdentity } from '@campus/stores/cart-rules';
import { Container } from '@campus/ui/container';
import { CountryFlag } from '@campus/ui/country-flag';
import { DietBadge } from '@campus/ui/diet-badge';
import { SmartImage } from '@campus/ui/smart-image';
import { ArrowLeft } from 'lucide-react';
import { useMemo, useReducer, useState } from 'react';
import {
  bowlInside,
  checkPicks,
  choiceGroups,
  groupShortfall,
  initialPicks,
  picksForCart,
} from '../domain/bowl-choices';
import {
  type BowlDetailEvent,
  bowlDetailInit,
  bowlDetailReducer,
  limitToast,
  PROTEIN_CATEGORY,
} from '../domain/bowl-detail-state';
import { bowlFavourite, bowlLineItem } from '../domain/bowl-line';
import { checkBowlSelection, proteinNames } from '../domain/bowl-pricing';
import { AllergenText } from './allergen-text';
import { BowlInside } from './bowl-inside';
import { BowlPurchaseBar } from './bowl-purchase-bar';
import { NutritionPanel } from './nutrition-panel';
import { OptionGroupPicker } from './option-group-picker';
import { ProteinPicker } from './protein-picker';

/** The bowl page's toast kinds: what a refused Add to Cart asked for; a bowl added solves the whole flow. */
const BOWL_PROBLEMS = { flow: 'bowl', protein: 'bowl:protein', choices: 'bowl:choices' } as const;

/**
 * SPEC §2 Bowl detail as the customise screen of SPEC §3: the bowl's option groups (base, vegetables, sauce; a premium
 * base +0.50), the protein picker (first free, at most 3), nutrition with macro pie, quantity, live price, Add to Cart.
 */
export function BowlDetail({ bowl, country }: { bowl: Bowl; country: Country | undefined }) {
  const countryId = country?.id ?? bowl.countryId;
  const [state, dispatch] = useReducer(
    bowlDetailReducer,
    {
      bowlId: bowl.id,
      countryId,
      basePriceCents: bowl.basePriceCents,
      picks: initialPicks(bowl),
      proteins: ownProteinIds(bowl),
    },
    bowlDetailInit,
  );
  // After a refused Add to Cart, each incomplete group says what it still needs.
  const [attempted, setAttempted] = useState(false);
  const { bowlAdded, quantityChanged } = useCartActions();
  const navigate = useNavigate();
  const selected = state.proteins;
  const groups = choiceGroups(bowl);
  // Its own protein first (chosen when the page opens, included), then every other protein it can have instead or too.
  const offered = useMemo(() => bowlProteins(bowl), [bowl]);
  const own = useMemo(() => ownProteinIds(bowl), [bowl]);
  // What the bowl is as chosen — every choice and the proteins — derived from its parts (bowl-facts.ts).
  const dish = bowlDish(bowl, state.picks, selected);
  const { nutrition } = dish;
  const allergens = [...dish.facts.allergens];
  const diet = badgeDiets(dish.facts.diets);
  const profile = useProfile();
  const { check, dialog } = useProfileCheck('bowl-check');
  // The bowl as chosen against the profile, said under its name and asked about on Add to Cart; each protein is asked
  // about when it is picked.
  const notForYou = conflicts(dish.facts, profile);
  const names = proteinNames(selected, offered);
  const choices = picksForCart(bowl, state.picks);
  // The line and the heart's favourite are built where the menu card's heart builds them (domain/bowl-line).
  const choice = { countryId, picks: state.picks, proteinIds: selected };
  const item = bowlLineItem(bowl, choice);
  const unit = item.priceCents;
  // One rule for the cart and the heart: a protein, and every required choice.
  const proteinChosen = checkBowlSelection(selected);
  const picksComplete = checkPicks(bowl, state.picks);
  const favourite = !proteinChosen.ok
    ? { refused: proteinChosen.title }
    : picksComplete.ok
      ? bowlFavourite(bowl, choice)
      : { refused: picksComplete.message };
  // A refused Add to Cart's toast goes the moment its choice is made (a protein, the group it named).
  useSolvedProblems([
    ...(proteinChosen.ok ? [BOWL_PROBLEMS.protein] : []),
    ...(picksComplete.ok ? [BOWL_PROBLEMS.choices] : []),
  ]);

  // A tap past a maximum changes nothing: said beside the choices and in a toast, which a phone shows wherever the
  // tapped card is (the line above the list is off the screen by then).
  const toggle = (event: Extract<BowlDetailEvent, { type: 'proteinToggled' | 'choiceToggled' }>, name: string) => {
    const refused = bowlDetailReducer(state, event).notice;
    if (refused) toast({ ...limitToast(refused, name), durationMs: 3500, kind: `limit:${refused.groupId}` });
    dispatch(event);
  };

  const addToCart = () => {
    setAttempted(true);
    const check = checkBowlSelection(selected);
    if (!check.ok) {
      toast({ title: check.title, description: check.message, variant: 'destructive', kind: BOWL_PROBLEMS.protein });
      return;
    }
    const picked = checkPicks(bowl, state.picks);
    if (!picked.ok) {
      toast({ title: picked.title, description: picked.message, variant: 'destructive', kind: BOWL_PROBLEMS.choices });
      // Take the customer to the first group still missing a choice (focus scrolls it into view).
      document.querySelector<HTMLElement>(`[aria-labelledby="group-${picked.groups[0]}-title"] button`)?.focus();
      return;
    }
    // The cart adds one (to the same line if this exact bowl is there already); then the chosen quantity on top.
    const key = lineIdentity({ type: 'bowl', item });
    const before = cartStore.getItems().find((l) => lineIdentity(l) === key)?.quantity ?? 0;
    bowlAdded(item);
    const line = cartStore.getItems().find((l) => lineIdentity(l) === key);
    if (line && state.quantity > 1) quantityChanged(line.id, before + state.quantity);
    const parts = [...choices.flatMap((c) => c.names), ...names];
    toast({
      title: 'Added to cart',
      description: `${state.quantity} × ${bowl.name} with ${parts.join(', ')} — ${formatCents(unit * state.quantity)}`,
      variant: 'success',
      solves: BOWL_PROBLEMS.flow,
      action: { label: 'View cart', onClick: () => navigate(PATHS.cart) },
    });
  };

  return (
    <Container className="pt-6 pb-4 sm:pt-8 md:pb-12">
      <Link
        to={pathTo(PATHS.menuCountry, { countryId })}
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
            <ConflictNote conflicts={notForYou} />
            <FavouriteButton name={bowl.name} favourite={favourite} withText />
          </header>
          <BowlInside rows={bowlInside(bowl, state.picks, names)} />
          <section aria-labelledby="customise-title" className="space-y-4">
            <h2 id="customise-title" className="text-xl font-semibold text-ink">
              Make it yours
            </h2>
            {groups.map((group) => (
              <OptionGroupPicker
                key={group.id}
                group={group}
                chosen={state.picks[group.id] ?? []}
                onToggle={(id) =>
                  toggle({ type: 'choiceToggled', group, id }, group.choices.find((c) => c.id === id)?.name ?? id)
                }
                notice={state.notice?.groupId === group.id ? state.notice.text : null}
                missing={attempted ? groupShortfall(group, state.picks) : null}
              />
            ))}
          </section>
          <ProteinPicker
            proteins={offered}
            own={own}
            selected={selected}
            conflictsOf={(p) => conflicts(proteinFacts(p), profile)}
            onToggle={(id) => {
              const protein = offered.find((p) => p.id === id);
              const asks = protein && !selected.includes(id) ? conflicts(proteinFacts(protein), profile) : [];
              check(protein?.name ?? id, asks, () => toggle({ type: 'proteinToggled', id }, protein?.name ?? id));
            }}
            notice={state.notice?.groupId === PROTEIN_CATEGORY ? state.notice.text : null}
          />
        </div>
        {/* On a wide screen it stays in view while the choices beside it scroll (the column was left empty). */}
        <div className="self-start md:sticky md:top-20 md:col-start-1 md:row-start-2">
          <NutritionPanel
            nutrition={nutrition}
            weightG={dish.weightG}
            chosen={selected.length > 0 && selected.join() !== own.join()}
          />
        </div>
        {/* The bar sticks (in view while the bowl is chosen), so it is the grid's own item, not inside a column. */}
        <BowlPurchaseBar
          className="md:col-start-2 md:row-start-3"
          name={bowl.name}
          quantity={state.quantity}
          unitCents={unit}
          onQuantity={(quantity) => dispatch({ type: 'quantityChanged', quantity })}
          onAdd={() => check(bowl.name, notForYou, addToCart)}
        />
      </div>
      {dialog}
    </Container>
  );
}
