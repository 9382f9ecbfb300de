import { Button } from '@campus/ui/button';
import { tap } from '@campus/ui/tap';
import { SearchX } from 'lucide-react';

/** When the filter hides every bowl. */
export function NoMatch({ onClear }: { onClear: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-border-strong bg-card px-4 py-10 text-center">
      <SearchX className="h-10 w-10 text-muted" aria-hidden />
      <h2 className="mt-3 text-xl font-semibold text-ink">No bowls match your filters</h2>
      <p className="mt-1 max-w-md text-muted">
        Try removing a diet or an allergen, or build your own bowl exactly the way you like it.
      </p>
      <Button variant="outline" className="mt-5" onClick={onClear} {...tap('menu-filter', 'clear-all')}>
        Clear filters
      </Button>
    </div>
  );
}
