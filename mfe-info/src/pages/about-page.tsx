import { BRAND } from '@campus/catalogue/config';
import { PATHS } from '@campus/catalogue/paths';
import { Link } from '@campus/router';
import { Accordion } from '@campus/ui/accordion';
import { buttonClasses } from '@campus/ui/button';
import { Container } from '@campus/ui/container';
import { DeferHydration } from '@campus/ui/hydration';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import { AboutHighlights } from '../components/about/about-highlights';
import { FoodSafety } from '../components/about/food-safety';
import { HowItWorks } from '../components/about/how-it-works';
import { TeamSection } from '../components/about/team-section';
import { PageHeader } from '../components/page-header';
import { Section } from '../components/section';
import { ABOUT_FAQS } from '../domain/faqs';
import { TEAM } from '../domain/people';

/** SPEC §2 About. */
export function AboutPage() {
  useDocumentTitle('About Us');
  return (
    <>
      <PageHeader
        eyebrow="Our story"
        title={`About ${BRAND.name}`}
        intro={
          <>
            <p>
              {BRAND.name} started on the campus of a Toronto university, run by students who were tired of choosing
              between eating well, eating halal and staying on budget.
            </p>
            <p className="mt-3">
              Today we are still student-led: we cook bowls inspired by Japan, Mexico, India and the Mediterranean, and
              we get them to you through smart lockers and campus pop-ups — trusted by over 500 students.
            </p>
          </>
        }
      />
      {/* Words and pictures that never change: left as the server drew them until the page is live and idle. */}
      <DeferHydration>
        <AboutHighlights />
        <HowItWorks />
        <FoodSafety />
        <TeamSection team={TEAM} />
      </DeferHydration>
      <Section title="Frequently asked questions" className="bg-card">
        <Accordion items={ABOUT_FAQS} className="max-w-3xl" />
      </Section>
      <section aria-labelledby="about-cta" className="py-12">
        <Container className="text-center">
          <h2 id="about-cta" className="text-2xl font-bold text-ink">
            Still have a question, or ready to eat?
          </h2>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={PATHS.contact} className={buttonClasses('outline', 'lg')}>
              Contact Us
            </Link>
            <Link to={PATHS.menu} className={buttonClasses('primary', 'lg')}>
              Browse the Menu
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
