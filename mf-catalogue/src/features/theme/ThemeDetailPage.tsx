import {
  PAGE_ROUTES,
  QUOTE_REQUEST_TEXTS,
  buildPath,
  quoteRequestUrl,
  type RouteParams,
  type ThemeDetailResponse,
} from '@amb/shared-contracts/core';
import type { AnalyticsSource } from '@amb/shared-contracts/analytics';
import { useTrackViewItem } from '../../analytics';
import { Link } from '@amb/remote-kit';
import { ContactPerson } from './ContactPerson';
import { RecentlyViewed } from './RecentlyViewed';
import { RelatedThemes } from './RelatedThemes';
import { ThemeDates } from './ThemeDates';
import { sectionPath } from './themeSections';
import { ThemeShell } from './ThemeShell';

/** How many dates the detail page shows; the dates page has them all. */
export const NEXT_DATES_COUNT = 3;

/** The theme's next date as analytics items describe it (view_item); none without dates. */
function nextDateSource(theme: ThemeDetailResponse): AnalyticsSource | null {
  const next = theme.nextDate;
  if (!next || theme.priceFrom === null) return null;
  return {
    eventId: next.eventId,
    title: theme.title,
    price: theme.priceFrom,
    rubric: theme.rubric.name,
    actionField: theme.actionField,
    isOnlineEvent: next.isOnlineEvent,
    city: next.city,
    startDate: next.startDate,
    endDate: next.endDate,
  };
}

function ThemeOverview({ theme }: { theme: ThemeDetailResponse }) {
  useTrackViewItem(nextDateSource(theme));
  return (
    <>
      <section className="cat-theme__section" aria-labelledby="cat-about-heading">
        <h2 id="cat-about-heading">Worum es geht</h2>
        {theme.description.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        <dl className="cat-theme__facts">
          <div>
            <dt>Handlungsfeld</dt>
            <dd>{theme.actionField}</dd>
          </div>
          {theme.tags.length > 0 ? (
            <div>
              <dt>Schlagworte</dt>
              <dd>
                <ul className="cat-theme__tags">
                  {theme.tags.map((tag) => (
                    <li key={tag.tagId}>{tag.name}</li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
        </dl>
      </section>
      <section className="cat-theme__section" aria-labelledby="cat-next-heading">
        <h2 id="cat-next-heading">Die nächsten Termine</h2>
        <ThemeDates theme={theme} limit={NEXT_DATES_COUNT} />
        {theme.dateCount > NEXT_DATES_COUNT ? (
          <p>
            <Link href={sectionPath(theme, 'dates')}>Alle {theme.dateCount} Termine ansehen</Link>
          </p>
        ) : null}
        <p className="cat-theme__pdf">
          <a href={buildPath(PAGE_ROUTES.themePdf.path, { id: theme.slug })} type="application/pdf">
            Seminar mit allen Terminen als PDF herunterladen
          </a>
        </p>
      </section>
      <section className="cat-theme__section cat-quote-teaser" aria-labelledby="cat-quote-heading">
        <h2 id="cat-quote-heading">{QUOTE_REQUEST_TEXTS.heading}</h2>
        <p>{QUOTE_REQUEST_TEXTS.teaser}</p>
        <a className="kit-button kit-button--secondary" href={quoteRequestUrl(theme.themeId)}>
          {QUOTE_REQUEST_TEXTS.link}
        </a>
      </section>
      {theme.manager ? <ContactPerson manager={theme.manager} /> : null}
      <RelatedThemes themeId={theme.themeId} />
      <RecentlyViewed themeId={theme.themeId} />
    </>
  );
}

/** /seminare/t/:theme: what the seminar is about, its next dates, the contact person and related themes. */
export function ThemeDetailPage({ title, params }: { title: string; params: RouteParams }) {
  const param = params.theme ?? '';
  return (
    <ThemeShell key={param} param={param} title={title} section="overview">
      {(theme) => <ThemeOverview theme={theme} />}
    </ThemeShell>
  );
}

/** /seminare/t/:theme/termine: every date of the theme. */
export function ThemeDatesPage({ title, params }: { title: string; params: RouteParams }) {
  const param = params.theme ?? '';
  return (
    <ThemeShell key={param} param={param} title={title} section="dates">
      {(theme) => (
        <section className="cat-theme__section" aria-labelledby="cat-dates-heading">
          <h2 id="cat-dates-heading">Alle Termine</h2>
          <ThemeDates theme={theme} />
        </section>
      )}
    </ThemeShell>
  );
}
