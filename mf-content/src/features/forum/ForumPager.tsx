/** Earlier and later pages of a list or a thread as plain links (each page is server-rendered). */
export function ForumPager({
  page,
  totalPages,
  pathOf,
  label,
  previous,
  next,
}: {
  page: number;
  totalPages: number;
  pathOf: (page: number) => string;
  label: string;
  previous: string;
  next: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="cnt-forum-pager" aria-label={label}>
      {page > 1 ? (
        <a href={pathOf(page - 1)} rel="prev">
          {previous}
        </a>
      ) : null}
      <span aria-current="page">{`Seite ${page} von ${totalPages}`}</span>
      {page < totalPages ? (
        <a href={pathOf(page + 1)} rel="next">
          {next}
        </a>
      ) : null}
    </nav>
  );
}
