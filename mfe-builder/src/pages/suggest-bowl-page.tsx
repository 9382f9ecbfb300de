import { PATHS } from '@campus/catalogue/paths';
import { Link } from '@campus/router';
import { buttonClasses } from '@campus/ui/button';
import { Container, PageTitle } from '@campus/ui/container';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import { ChefHat } from 'lucide-react';
import { CommunityWall } from '../components/community-wall';
import { SuggestionForm } from '../components/suggestion-form';

/** /suggest-a-bowl: the suggestion form and the community ideas wall. */
export function SuggestBowlPage() {
  useDocumentTitle('Suggest a Bowl');
  return (
    <Container className="py-8 sm:py-12">
      <div className="max-w-2xl">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary">
          <ChefHat className="h-4 w-4" aria-hidden />
          Your idea, our kitchen
        </p>
        <PageTitle className="mt-3">Suggest a Bowl</PageTitle>
        <p className="mt-3 text-lg text-muted">
          Dreamed up the perfect bowl? Tell our chefs about it. The best ideas from students become specials on the
          menu.
        </p>
        <Link to={PATHS.buildYourOwn} className={buttonClasses('secondary', 'md', 'mt-4')}>
          Or build your own bowl now
        </Link>
      </div>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12">
        <div className="lg:self-start">
          <SuggestionForm />
        </div>
        <CommunityWall />
      </div>
    </Container>
  );
}
