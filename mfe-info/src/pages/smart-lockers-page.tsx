import { CLAIMS } from '@campus/catalogue/config';
import { PATHS } from '@campus/catalogue/paths';
import { Link } from '@campus/router';
import { buttonClasses } from '@campus/ui/button';
import { Container, PageTitle } from '@campus/ui/container';
import { DeferHydration } from '@campus/ui/hydration';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import lockersArt from '../assets/lockers.svg';
import { DemoVideo } from '../components/demo-video';
import { CompartmentTypes } from '../components/lockers/compartment-types';
import { LockerBenefits } from '../components/lockers/locker-benefits';
import { LockerSteps } from '../components/lockers/locker-steps';
import { MicrowaveStation } from '../components/lockers/microwave-station';
import { UseCases } from '../components/lockers/use-cases';
import { Section } from '../components/section';

function LockerActions() {
  return (
    <div className="mt-7 flex flex-col gap-3 sm:flex-row">
      <Link to={PATHS.menu} className={buttonClasses('primary', 'lg')}>
        Order a Meal
      </Link>
      <Link to={PATHS.mealPlans} className={buttonClasses('outline', 'lg')}>
        View Meal Plans
      </Link>
    </div>
  );
}

/** SPEC §2 Smart lockers — served at both /smart-lockers and /lockers. */
export function SmartLockersPage() {
  useDocumentTitle('Smart Lockers');
  return (
    <>
      <header className="bg-primary-soft">
        <Container className="grid items-center gap-8 py-10 sm:py-14 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{CLAIMS.lockers}</p>
            <PageTitle className="mt-2 sm:text-5xl">Smart Lockers</PageTitle>
            <p className="mt-4 max-w-xl text-lg leading-relaxed text-muted">
              Fresh meals waiting for you on campus, day or night. Order ahead, then open your refrigerated compartment
              with a unique code whenever it suits you.
            </p>
            <LockerActions />
          </div>
          <img
            src={lockersArt}
            alt="A bank of smart lockers with green, blue and yellow doors beside a three-tier microwave station"
            width={560}
            height={400}
            loading="eager"
            fetchPriority="high"
            decoding="async"
            className="h-auto w-full rounded-card"
          />
        </Container>
      </header>
      {/* Words and pictures that never change: left as the server drew them until the page is live and idle. */}
      <DeferHydration>
        <LockerSteps />
        <LockerBenefits />
        <CompartmentTypes />
        <MicrowaveStation />
        <UseCases />
      </DeferHydration>
      <Section title="See it in action" intro="Watch how ordering and locker pickup work in the app.">
        <DemoVideo className="mx-auto max-w-3xl" />
      </Section>
      <section aria-labelledby="lockers-cta" className="pb-4">
        <Container className="text-center">
          <h2 id="lockers-cta" className="text-2xl font-bold text-ink">
            Hungry already?
          </h2>
          <div className="flex justify-center">
            <LockerActions />
          </div>
        </Container>
      </section>
    </>
  );
}
