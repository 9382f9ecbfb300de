import sandwich from '@campus/catalogue/assets/food/caprese-panini.svg';
import cookie from '@campus/catalogue/assets/food/chocolate-chip-cookie.svg';
import fruit from '@campus/catalogue/assets/food/fruit-cup.svg';
import hummus from '@campus/catalogue/assets/food/hummus-cup.svg';
import coffee from '@campus/catalogue/assets/food/iced-coffee.svg';
import bowl from '@campus/catalogue/assets/food/mediterranean-bowl.svg';
import bar from '@campus/catalogue/assets/food/protein-bar.svg';
import water from '@campus/catalogue/assets/food/sparkling-water.svg';
import { formatCents } from '@campus/catalogue/money';
import { PATHS } from '@campus/catalogue/paths';
import { PLAN_PRICE_CENTS, SIGNATURE_MEAL_PRICE_CENTS } from '@campus/catalogue/prices';
import { Link } from '@campus/router';
import { buttonClasses } from '@campus/ui/button';
import { Container, PageTitle } from '@campus/ui/container';
import { Reveal } from '@campus/ui/reveal';
import { SmartImage } from '@campus/ui/smart-image';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import trayImage from '../assets/signature-tray.svg';
import { BackLink } from '../components/back-link';
import { SignatureCourse } from '../components/signature-course';
import { PLAN_RULES } from '../domain/plan-rules';
import { SIGNATURE_COURSES } from '../domain/signature-meal';

const IMAGES: Record<string, string> = { sandwich, coffee, bar, bowl, water, cookie, fruit, hummus };

export function SignatureMealPage() {
  useDocumentTitle('Signature Meal');
  return (
    <Container className="py-6 sm:py-10">
      <BackLink />
      <section className="mt-2 grid items-center gap-8 md:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">Featured deal</p>
          <PageTitle className="mt-1">Signature Meal</PageTitle>
          <p className="mt-3 text-lg text-muted">
            Breakfast, lunch and two snacks: your whole campus day in one order.
          </p>
          <p className="mt-4">
            <span className="text-4xl font-extrabold text-accent tabular-nums">
              {formatCents(SIGNATURE_MEAL_PRICE_CENTS)}
            </span>{' '}
            <span className="text-muted">excluding delivery</span>
          </p>
          <p className="mt-3 text-ink">
            You build it in the {formatCents(PLAN_PRICE_CENTS['24-99'])} plan's bundle: a sandwich for breakfast, a
            traditional bowl for lunch, and the 2 drinks and 2 snacks that go with them.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link
              to={PLAN_RULES['24-99'].builderPath}
              className={buttonClasses('primary', 'lg', 'sm:whitespace-nowrap')}
            >
              Build your {formatCents(PLAN_PRICE_CENTS['24-99'])} bundle
            </Link>
            <Link to={PATHS.mealPlans} className={buttonClasses('outline', 'lg', 'sm:whitespace-nowrap')}>
              Compare meal plans
            </Link>
          </div>
        </div>
        <SmartImage
          src={trayImage}
          alt="A tray with a colourful bowl, a sandwich, a coffee and a cookie"
          width={400}
          height={300}
          loading="eager"
          fetchPriority="high"
          frameClassName="rounded-card shadow-card"
        />
      </section>
      <h2 className="sr-only">What is included</h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {SIGNATURE_COURSES.map((course, i) => (
          <li key={course.id}>
            <Reveal index={i} className="h-full">
              <SignatureCourse course={course} images={IMAGES} />
            </Reveal>
          </li>
        ))}
      </ul>
    </Container>
  );
}
