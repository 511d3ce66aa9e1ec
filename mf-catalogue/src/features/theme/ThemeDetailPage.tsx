import type { RouteParams, ThemeDetailResponse } from '@amb/shared-contracts/core';
import { Link } from '@amb/remote-kit';
import { ContactPerson } from './ContactPerson';
import { RelatedThemes } from './RelatedThemes';
import { ThemeDates } from './ThemeDates';
import { sectionPath } from './themeSections';
import { ThemeShell } from './ThemeShell';

/** How many dates the detail page shows; the dates page has them all. */
export const NEXT_DATES_COUNT = 3;

function ThemeOverview({ theme }: { theme: ThemeDetailResponse }) {
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
        <ThemeDates themeId={theme.themeId} limit={NEXT_DATES_COUNT} />
        {theme.dateCount > NEXT_DATES_COUNT ? (
          <p>
            <Link href={sectionPath(theme, 'dates')}>Alle {theme.dateCount} Termine ansehen</Link>
          </p>
        ) : null}
      </section>
      {theme.manager ? <ContactPerson manager={theme.manager} /> : null}
      <RelatedThemes themeId={theme.themeId} />
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
          <ThemeDates themeId={theme.themeId} />
        </section>
      )}
    </ThemeShell>
  );
}
