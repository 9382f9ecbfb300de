import { findBowl, findCountry } from '@campus/catalogue/countries';
import { PATHS } from '@campus/catalogue/paths';
import { Link, useParams, useSearchParams } from '@campus/router';
import { buttonClasses } from '@campus/ui/button';
import { StatusState } from '@campus/ui/status-state';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import { SearchX } from 'lucide-react';
import { BowlDetail } from '../components/bowl-detail';

/** /bowl/{bowlId}?country={countryId} and /item/{slug or bowlId}: the same screen. */
export function BowlDetailPage() {
  const { bowlId, slug } = useParams();
  const [params] = useSearchParams();
  const bowl = findBowl(bowlId ?? slug);
  useDocumentTitle(bowl ? bowl.name : 'Bowl Not Found');
  if (!bowl) {
    return (
      <StatusState
        icon={<SearchX className="h-12 w-12" />}
        title="Bowl Not Found"
        actions={
          <Link to={PATHS.menu} className={buttonClasses('primary')}>
            Back to Menu
          </Link>
        }
      >
        <p>That bowl isn't on our menu. It may have been renamed or the link may be mistyped.</p>
      </StatusState>
    );
  }
  const country = findCountry(params.get('country') ?? bowl.countryId) ?? findCountry(bowl.countryId);
  return <BowlDetail key={bowl.id} bowl={bowl} country={country} />;
}
