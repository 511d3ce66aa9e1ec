import { useEffect, useState } from 'react';
import { rememberVisitedTheme, visitedThemeIds } from '@amb/shared-contracts/analytics';
import { skipToken } from '@reduxjs/toolkit/query';
import { RelatedCard } from './RelatedThemes';
import { useGetViewedThemesQuery } from './themeApi';

/** How many viewed themes the section shows. */
export const RECENTLY_VIEWED_COUNT = 3;

/**
 * "Zuletzt angesehen": the other themes viewed in this tab (sessionStorage, via /api/themes-remarketing),
 * latest first; remembers this theme for the next page. The server knows nothing of the tab, so the section
 * appears after mounting (nothing to hydrate, nothing shifts: it sits at the end of the page).
 */
export function RecentlyViewed({ themeId }: { themeId: number }) {
  const [others, setOthers] = useState<number[]>([]);
  useEffect(() => {
    setOthers(
      visitedThemeIds()
        .filter((id) => id !== themeId)
        .slice(0, RECENTLY_VIEWED_COUNT),
    );
    rememberVisitedTheme(themeId);
  }, [themeId]);
  const { currentData } = useGetViewedThemesQuery(others.length > 0 ? others : skipToken);
  // Failures show nothing: the section is an extra, the page is complete without it.
  const cards = currentData ?? [];
  if (cards.length === 0) return null;
  return (
    <section className="cat-theme__section" aria-labelledby="cat-viewed-heading">
      <h2 id="cat-viewed-heading">Zuletzt angesehen</h2>
      <ul className="cat-related">
        {cards.map((card) => (
          <RelatedCard key={card.themeId} card={card} />
        ))}
      </ul>
    </section>
  );
}
