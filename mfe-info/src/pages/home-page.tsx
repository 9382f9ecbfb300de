import { FirstScreenEnd } from '@campus/ui/first-screen-end';
import { DeferHydration, HydrationBoundary } from '@campus/ui/hydration';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import { CategoryShortcuts } from '../components/home/category-shortcuts';
import { HomeHero } from '../components/home/home-hero';
import { NewsletterForm } from '../components/home/newsletter-form';
import { SignatureDeal } from '../components/home/signature-deal';
import { Testimonials } from '../components/home/testimonials';
import { ValueCards } from '../components/home/value-cards';

/**
 * The landing page (SPEC §2 Home). The hero is its first screen; what is below it is hydrated after it, and the parts
 * that never change (the cards, the shortcuts, the deal, the quotes: words, pictures and links) once the page is live
 * and idle (@campus/ui/hydration).
 */
export function HomePage() {
  useDocumentTitle('');
  return (
    <>
      <HomeHero />
      <FirstScreenEnd />
      <HydrationBoundary>
        <DeferHydration>
          <ValueCards />
          <CategoryShortcuts />
          <SignatureDeal />
          <Testimonials />
        </DeferHydration>
        <NewsletterForm />
      </HydrationBoundary>
    </>
  );
}
