import { MESSAGES, PAGE_ROUTES, SITES } from '@amb/shared-contracts';
import { useGetSeminarsQuery } from '../../api';
import { AppLink } from '../../routing/AppLink';
import { RubricLinks } from '../rubrics/RubricLinks';
import { SeminarCard } from '../seminars/SeminarCard';

export const HOME_UPCOMING_COUNT = 6;

/** The start page: what we offer, the rubrics and the next seminar dates. */
export function HomePage() {
  const { currentData, isFetching, isError } = useGetSeminarsQuery({ page: 1, pageSize: HOME_UPCOMING_COUNT });
  return (
    <div className="cat-page cat-page--home">
      <h1 className="cat-page__heading">{SITES.main.label}</h1>
      <p className="cat-intro">
        Praxisnahe Seminare für Betriebsräte, Schwerbehindertenvertretungen und Jugend- und Auszubildendenvertretungen:
        von den Grundlagen des Betriebsverfassungsgesetzes bis zu Spezialthemen, in Präsenz an vielen Standorten oder
        online.
      </p>
      <p>
        <AppLink className="cat-button" href={PAGE_ROUTES.seminarList.path}>
          Alle Seminare ansehen
        </AppLink>
      </p>
      <section className="cat-home__section" aria-labelledby="cat-home-rubrics">
        <h2 id="cat-home-rubrics">Rubriken</h2>
        <RubricLinks />
      </section>
      <section className="cat-home__section" aria-labelledby="cat-home-upcoming">
        <h2 id="cat-home-upcoming">Die nächsten Seminartermine</h2>
        {isFetching && !currentData ? <p className="cat-status">{MESSAGES.loading}</p> : null}
        {isError && !currentData ? (
          <p className="cat-status" role="alert">
            Die Seminartermine konnten gerade nicht geladen werden.
          </p>
        ) : null}
        {currentData ? (
          <ul className="cat-seminar-list">
            {currentData.items.map((item) => (
              <SeminarCard key={item.eventId} item={item} />
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
