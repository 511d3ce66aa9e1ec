import { PAGE_ROUTES } from '@amb/shared-contracts/core';
import { ELECTION_NEWS_CATEGORIES, electionNewsCategoryUrl } from '@amb/shared-contracts/content';
import { Link } from '@amb/remote-kit';
import { useSiteLink } from '../../siteLinks';

/** The categories and the archive, the current one marked. */
export function ElectionNewsCategories({ current }: { current?: string }) {
  const siteLink = useSiteLink();
  return (
    <nav className="eln-categories" aria-label="Themen der Wahl-News">
      <ul>
        <li>
          <Link href={siteLink(PAGE_ROUTES.electionNewsArchive.path)} aria-current={current ? undefined : 'page'}>
            Alle Wahl-News
          </Link>
        </li>
        {ELECTION_NEWS_CATEGORIES.map((category) => (
          <li key={category.slug}>
            <Link
              href={siteLink(electionNewsCategoryUrl(category.slug))}
              aria-current={current === category.slug ? 'page' : undefined}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
