import { Link } from '@campus/router';
import sandwich from '@campus/shared/assets/food/caprese-panini.svg';
import cookie from '@campus/shared/assets/food/chocolate-chip-cookie.svg';
import fruit from '@campus/shared/assets/food/fruit-cup.svg';
import hummus from '@campus/shared/assets/food/hummus-cup.svg';
import coffee from '@campus/shared/assets/food/iced-coffee.svg';
import bowl from '@campus/shared/assets/food/mediterranean-bowl.svg';
import bar from '@campus/shared/assets/food/protein-bar.svg';
import water from '@campus/shared/assets/food/sparkling-water.svg';
import { formatCents } from '@campus/shared/domain/money';
import { useDocumentTitle } from '@campus/shared/lib/use-document-title';
import { buttonClasses } from '@campus/shared/ui/button';
import { Container, PageTitle } from '@campus/shared/ui/container';
import { Reveal } from '@campus/shared/ui/reveal';
import { SmartImage } from '@campus/shared/ui/smart-image';
import trayImage from '../assets/signature-tray.svg';
import { BackLink } from '../components/back-link';
import { SignatureCourse } from '../components/signature-course';
import { SIGNATURE_COURSES, SIGNATURE_MEAL_PRICE_CENTS } from '../domain/signature-meal';

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
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link to="/meal-plans/24-99" className={buttonClasses('primary', 'lg')}>
              Build your $24.99 bundle
            </Link>
            <Link to="/meal-plans" className={buttonClasses('outline', 'lg')}>
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
