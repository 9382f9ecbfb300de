import { findBowl, findCountry } from '@campus/catalogue/countries';
import { PATHS, pathTo } from '@campus/catalogue/paths';
import type { Bowl } from '@campus/catalogue/types';
import { Link, useParams, useSearchParams } from '@campus/router';
import { buttonClasses } from '@campus/ui/button';
import { CanonicalPath, useNotFoundStatus } from '@campus/ui/page-status';
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
  if (!bowl) return <BowlNotFound />;
  const country = findCountry(params.get('country') ?? bowl.countryId) ?? findCountry(bowl.countryId);
  return (
    <CanonicalPath path={canonicalPath(bowl, bowlId, slug)}>
      <BowlDetail key={bowl.id} bowl={bowl} country={country} />
    </CanonicalPath>
  );
}

/** /bowl/{its id}, or /item/{its slug or id — whichever was asked for}, as the catalogue writes them. */
function canonicalPath(bowl: Bowl, bowlId: string | undefined, slug: string | undefined): string {
  if (bowlId !== undefined) return pathTo(PATHS.bowl, { bowlId: bowl.id });
  return pathTo(PATHS.item, { slug: bowl.slug === slug?.toLowerCase() ? bowl.slug : bowl.id });
}

/** SPEC §8: 'Bowl Not Found' with Back to Menu — a 404 when rendered on a server. */
function BowlNotFound() {
  useNotFoundStatus();
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
