import { PAGE_ROUTES } from '@amb/shared-contracts/core';
import { ButtonLink, ErrorState, Loading, Page } from '@amb/remote-kit';
import { catalogueApi, useGetSeminarsQuery, type SeminarQuery } from '../../api';
import { prefetchRubrics, RubricLinks } from '../../components/RubricLinks';
import { SeminarCard } from '../../components/SeminarCard';
import type { AppDispatch } from '../../store';

export const HOME_UPCOMING_COUNT = 6;

/** The next seminar dates of the start page (its component and its server prefetch ask with this). */
const UPCOMING: SeminarQuery = { page: 1, pageSize: HOME_UPCOMING_COUNT };

/** Server rendering of the start page: its rubrics and next seminar dates. */
export function prefetchHome(dispatch: AppDispatch): void {
  prefetchRubrics(dispatch);
  void dispatch(catalogueApi.endpoints.getSeminars.initiate(UPCOMING));
}

/** The start page: what we offer, the rubrics and the next seminar dates. */
export function HomePage({ title }: { title: string }) {
  const { currentData, isFetching, isError } = useGetSeminarsQuery(UPCOMING);
  return (
    <Page title={title}>
      <p className="cat-intro">
        Praxisnahe Seminare für Betriebsräte, Schwerbehindertenvertretungen und Jugend- und Auszubildendenvertretungen:
        von den Grundlagen des Betriebsverfassungsgesetzes bis zu Spezialthemen, in Präsenz an vielen Standorten oder
        online.
      </p>
      <p>
        <ButtonLink href={PAGE_ROUTES.seminarList.path}>Alle Seminare ansehen</ButtonLink>
      </p>
      <section className="cat-home__section" aria-labelledby="cat-home-rubrics">
        <h2 id="cat-home-rubrics">Rubriken</h2>
        <RubricLinks />
      </section>
      <section className="cat-home__section" aria-labelledby="cat-home-upcoming">
        <h2 id="cat-home-upcoming">Die nächsten Seminartermine</h2>
        {isFetching && !currentData ? <Loading /> : null}
        {isError && !currentData ? (
          <ErrorState message="Die Seminartermine konnten gerade nicht geladen werden." />
        ) : null}
        {currentData ? (
          <ul className="cat-seminar-list">
            {currentData.items.map((item) => (
              <SeminarCard key={item.eventId} item={item} />
            ))}
          </ul>
        ) : null}
      </section>
    </Page>
  );
}
