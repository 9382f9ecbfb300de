import { BUDGET_BOWL } from '@campus/catalogue/budget-bowl';
import { formatCents } from '@campus/catalogue/money';
import { PATHS } from '@campus/catalogue/paths';
import { Link } from '@campus/router';
import { cardClasses } from '@campus/ui/card';
import { Reveal } from '@campus/ui/reveal';
import { SmartImage } from '@campus/ui/smart-image';
import { ArrowRight } from 'lucide-react';
import bowlsArt from '../../assets/category-bowls.svg';
import boxesArt from '../../assets/category-boxes.svg';
import sandwichesArt from '../../assets/category-sandwiches.svg';
import { Section } from '../section';

const CATEGORIES = [
  {
    category: 'sandwiches',
    title: 'Sandwiches',
    text: 'Breakfast and lunch sandwiches to grab on the go.',
    image: sandwichesArt,
  },
  {
    category: 'bowls',
    title: 'Bowls',
    text: 'Signature bowls from four countries, or build your own.',
    image: bowlsArt,
  },
  // SPEC §2 Home's third shortcut (/menu?category=boxes): the catalogue sells no box, so the card names what it opens,
  // Smart Value, led by the Student Bowl.
  {
    category: 'boxes',
    title: 'Smart Value',
    text: `The ${formatCents(BUDGET_BOWL.priceCents)} Student Bowl, sandwiches, drinks and snacks.`,
    image: boxesArt,
  },
];

export function CategoryShortcuts() {
  return (
    <Section title="What are you craving?" className="bg-card">
      <ul className="grid gap-5 sm:grid-cols-3">
        {CATEGORIES.map((c, index) => (
          <li key={c.category}>
            <Reveal index={index} className="h-full">
              <Link
                to={`${PATHS.menu}?category=${c.category}`}
                className={cardClasses(
                  'group block h-full overflow-hidden transition-shadow hover:shadow-raised focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
                )}
              >
                <SmartImage src={c.image} alt="" fallback={c.title} width={320} height={240} />
                <span className="flex items-center justify-between gap-3 p-5">
                  <span>
                    <span className="block text-lg font-bold text-ink group-hover:text-primary">{c.title}</span>
                    <span className="mt-1 block text-sm text-muted">{c.text}</span>
                  </span>
                  <ArrowRight className="h-5 w-5 shrink-0 text-primary" aria-hidden />
                </span>
              </Link>
            </Reveal>
          </li>
        ))}
      </ul>
    </Section>
  );
}
