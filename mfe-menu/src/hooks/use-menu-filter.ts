import { useSearchParams } from '@campus/router';
import { type MenuFilter, parseFilter, withFilter } from '../domain/menu-filter';

/** The dietary/allergen filter, read from and written to the URL (replace: no history entry per click). */
export function useMenuFilter(): [MenuFilter, (next: MenuFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params);
  const setFilter = (next: MenuFilter) => setParams((prev) => withFilter(prev, next), { replace: true });
  return [filter, setFilter];
}
