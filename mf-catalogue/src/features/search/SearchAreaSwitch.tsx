import { Link } from '@amb/remote-kit';
import type { SearchArea } from '@amb/shared-contracts/content';
import { freshSearch, searchUrl } from './searchParams';

export const AREA_LABELS: Record<SearchArea, string> = { seminars: 'Seminare', content: 'Inhalte' };
const AREAS: SearchArea[] = ['seminars', 'content'];

/**
 * Seminars or content: two links (the choice is in the address, so it works without script and Back
 * returns to it), each with its hits when known. Switching starts at page 1 with nothing narrowed.
 */
export function SearchAreaSwitch({
  q,
  current,
  counts,
}: {
  q: string;
  current: SearchArea;
  counts: Record<SearchArea, number | undefined>;
}) {
  return (
    <nav className="cat-area" aria-label="Suchbereich">
      <ul className="cat-area__list">
        {AREAS.map((area) => (
          <li key={area}>
            <Link
              className="cat-area__link"
              href={searchUrl(freshSearch(q, area))}
              aria-current={area === current ? 'page' : undefined}
            >
              {AREA_LABELS[area]}
              {counts[area] === undefined ? null : (
                <span className="cat-area__count"> ({counts[area].toLocaleString('de-DE')})</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
