import { CONFERENCE_TEXTS, PAGE_ROUTES } from '@amb/shared-contracts/core';
import { ButtonLink, ErrorState, Link, Loading, Page } from '@amb/remote-kit';
import { catalogueApi, useGetSeminarsQuery, type SeminarQuery } from '../../api';
import { prefetchRubrics, RubricLinks } from '../../components/RubricLinks';
import { SeminarCard } from '../../components/SeminarCard';
import type { AppDispatch } from '../../store';
import { FeaturedThemes } from './FeaturedThemes';
import { HomeSearch } from './HomeSearch';
import { homeApi } from './homeApi';
import { HOME_CONFERENCE_COUNT, UpcomingConferences } from './UpcomingConferences';

export const HOME_UPCOMING_COUNT = 6;

/** The next seminar dates of the start page (its component and its server prefetch ask with this). */
const UPCOMING: SeminarQuery = { page: 1, pageSize: HOME_UPCOMING_COUNT };

/** Server rendering of the start page: its featured themes, rubrics and next seminar dates. */
export function prefetchHome(dispatch: AppDispatch): void {
  prefetchRubrics(dispatch);
  void dispatch(homeApi.endpoints.getFeaturedThemes.initiate());
  void dispatch(homeApi.endpoints.getUpcomingConferences.initiate(HOME_CONFERENCE_COUNT));
  void dispatch(catalogueApi.endpoints.getSeminars.initiate(UPCOMING));
}

function UpcomingDates() {
  const { currentData, isFetching, isError } = useGetSeminarsQuery(UPCOMING);
  if (isFetching && !currentData) return <Loading />;
  if (isError && !currentData) return <ErrorState message="Die Seminartermine konnten gerade nicht geladen werden." />;
  if (!currentData) return null;
  return (
    <ul className="cat-seminar-list">
      {currentData.items.map((item) => (
        <SeminarCard key={item.eventId} item={item} />
      ))}
    </ul>
  );
}

/** The start page: search, the training right, featured themes, the next dates and the rubrics. */
export function HomePage({ title }: { title: string }) {
  return (
    <Page title={title}>
      <p className="cat-intro">
        Praxisnahe Seminare für Betriebsräte, Schwerbehindertenvertretungen und Jugend- und Auszubildendenvertretungen:
        von den Grundlagen des Betriebsverfassungsgesetzes bis zu Spezialthemen, in Präsenz an vielen Standorten oder
        online.
      </p>
      <HomeSearch />
      <p>
        <ButtonLink href={PAGE_ROUTES.seminarList.path}>Alle Seminare ansehen</ButtonLink>
      </p>
      <section className="cat-home__section cat-home__pitch" aria-labelledby="cat-home-right">
        <h2 id="cat-home-right">Ihr Recht auf Schulung: § 37 Abs. 6 BetrVG</h2>
        <p>
          Als Mitglied des Betriebsrats haben Sie Anspruch auf Schulungen, die Kenntnisse vermitteln, die für die Arbeit
          des Betriebsrats erforderlich sind. Der Betriebsrat beschließt die Teilnahme; für die Zeit des Seminars werden
          Sie unter Fortzahlung Ihres Entgelts freigestellt.
        </p>
        <p>
          Die Kosten einer erforderlichen Schulung trägt der Arbeitgeber (§ 40 BetrVG): Seminargebühr, Reise, Unterkunft
          und Verpflegung.
        </p>
        <p>
          <Link href={PAGE_ROUTES.seminarList.path}>Passendes Seminar finden</Link>
        </p>
      </section>
      <section className="cat-home__section" aria-labelledby="cat-home-featured">
        <h2 id="cat-home-featured">Empfohlene Themen</h2>
        <FeaturedThemes />
      </section>
      <section className="cat-home__section" aria-labelledby="cat-home-upcoming">
        <h2 id="cat-home-upcoming">Die nächsten Seminartermine</h2>
        <UpcomingDates />
      </section>
      <section className="cat-home__section" aria-labelledby="cat-home-conferences">
        <h2 id="cat-home-conferences">{CONFERENCE_TEXTS.upcomingHeading}</h2>
        <UpcomingConferences />
      </section>
      <section className="cat-home__section" aria-labelledby="cat-home-rubrics">
        <h2 id="cat-home-rubrics">Rubriken</h2>
        <RubricLinks />
      </section>
    </Page>
  );
}
