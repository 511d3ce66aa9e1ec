import type { MouseEvent } from 'react';

interface PaginationProps {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  onSelect: (page: number) => void;
}

/** Previous/next as real links (they work without script too) with the position in between. */
export function Pagination({ page, totalPages, hrefFor, onSelect }: PaginationProps) {
  if (totalPages <= 1) return null;
  const follow = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelect(target);
  };
  return (
    <nav className="cat-pagination" aria-label="Seitennavigation">
      {page > 1 ? (
        <a className="cat-pagination__link" href={hrefFor(page - 1)} rel="prev" onClick={follow(page - 1)}>
          Zurück
        </a>
      ) : null}
      <span className="cat-pagination__position" aria-current="page">{`Seite ${page} von ${totalPages}`}</span>
      {page < totalPages ? (
        <a className="cat-pagination__link" href={hrefFor(page + 1)} rel="next" onClick={follow(page + 1)}>
          Weiter
        </a>
      ) : null}
    </nav>
  );
}
