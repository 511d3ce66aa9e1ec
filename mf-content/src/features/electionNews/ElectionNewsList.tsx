import type { ElectionNewsItem } from '@amb/shared-contracts/content';
import { formatBerlinDay } from '@amb/shared-contracts/core';
import { Link } from '@amb/remote-kit';
import { useSiteLink } from '../../siteLinks';

/** Items as a list: title as link to its news page, date and category. */
export function ElectionNewsList({
  items,
  showCategory = true,
}: {
  items: ElectionNewsItem[];
  showCategory?: boolean;
}) {
  const siteLink = useSiteLink();
  return (
    <ul className="eln-list">
      {items.map((item) => (
        <li key={item.id}>
          <Link href={siteLink(item.url)}>{item.title}</Link>
          <span className="eln-list__line">
            <time dateTime={item.publishedOn}>{formatBerlinDay(item.publishedOn)}</time>
            {showCategory ? (
              <>
                {' · '}
                <Link href={siteLink(item.category.url)}>{item.category.name}</Link>
              </>
            ) : null}
          </span>
          <span className="eln-list__teaser">{item.teaser}</span>
        </li>
      ))}
    </ul>
  );
}
