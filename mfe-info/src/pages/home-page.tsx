import { FirstScreenEnd } from '@campus/ui/first-screen-end';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import { CategoryShortcuts } from '../components/home/category-shortcuts';
import { HomeHero } from '../components/home/home-hero';
import { NewsletterForm } from '../components/home/newsletter-form';
import { SignatureDeal } from '../components/home/signature-deal';
import { Testimonials } from '../components/home/testimonials';
import { ValueCards } from '../components/home/value-cards';

/** The landing page (SPEC §2 Home). */
export function HomePage() {
  useDocumentTitle('');
  return (
    <>
      <HomeHero />
      <FirstScreenEnd />
      <ValueCards />
      <CategoryShortcuts />
      <SignatureDeal />
      <Testimonials />
      <NewsletterForm />
    </>
  );
}
