import { BRAND, CLAIMS } from '@campus/catalogue/config';
import { PATHS } from '@campus/catalogue/paths';
import { Link } from '@campus/router';
import { buttonClasses } from '@campus/ui/button';
import { Container } from '@campus/ui/container';
import { Clock, ShieldCheck, Users } from 'lucide-react';
import { HeroBowl } from './hero-bowl';

const HERO_CLAIMS = [
  { Icon: ShieldCheck, text: CLAIMS.halal },
  { Icon: Clock, text: CLAIMS.lockers },
  { Icon: Users, text: CLAIMS.students },
];

/**
 * The landing hero: painted at once (no reveal animation), its picture drawn inline so it comes in the frame that paints
 * the text (see `HeroBowl`).
 */
export function HomeHero() {
  return (
    <section aria-labelledby="home-hero-title" className="overflow-hidden bg-primary-soft">
      <Container className="grid items-center gap-8 py-10 sm:py-14 lg:grid-cols-[1.1fr_1fr] lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{BRAND.name} · Toronto</p>
          <h1 id="home-hero-title" className="mt-3 text-display font-extrabold tracking-tight text-ink sm:text-6xl">
            Healthy, Halal, <span className="text-primary">Campus-friendly</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted">
            Fresh bowls, sandwiches and value combos, made fresh daily. Pre-order online and pick up from a smart locker
            on campus whenever it suits you.
          </p>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row">
            <Link to={PATHS.downloadApp} className={buttonClasses('primary', 'lg')}>
              Download the App
            </Link>
            <Link to={PATHS.mealPlans} className={buttonClasses('outline', 'lg')}>
              View Meal Plans
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium text-ink">
            {HERO_CLAIMS.map(({ Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon className="h-5 w-5 text-primary" aria-hidden />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div className="mx-auto w-full max-w-md lg:max-w-none">
          <HeroBowl
            title="A colourful bowl seen from above: rice, greens, grilled halal chicken, avocado, tomatoes and chickpeas"
            width={560}
            height={480}
            className="h-auto w-full"
          />
        </div>
      </Container>
    </section>
  );
}
