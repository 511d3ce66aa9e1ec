import type { ReactNode } from 'react';
import type { EventsAtPlace } from '@amb/shared-contracts/core';
import { EmptyState } from '@amb/remote-kit';
import { SeminarCard } from '../../components/SeminarCard';

/** How many of a place's events its page shows; the rest are behind the link to the filtered list. */
export const PLACE_EVENTS_SHOWN = 6;

/** '1 Seminartermin', '1.234 Seminartermine' */
function countLabel(count: number): string {
  return `${count.toLocaleString('de-DE')} ${count === 1 ? 'Seminartermin' : 'Seminartermine'}`;
}

/** The next events held at a location or hotel, how many there are, and where to see them all. */
export function PlaceEvents({ place, where, more }: { place: EventsAtPlace; where: string; more?: ReactNode }) {
  const shown = place.events.slice(0, PLACE_EVENTS_SHOWN);
  return (
    <section className="cat-place__section" aria-labelledby="cat-place-events">
      <h2 id="cat-place-events">{`${countLabel(place.eventCount)} ${where}`}</h2>
      {shown.length === 0 ? (
        <EmptyState message="Derzeit sind hier keine Seminartermine geplant." />
      ) : (
        <>
          <ul className="cat-seminar-list">
            {shown.map((item) => (
              <SeminarCard key={item.eventId} item={item} />
            ))}
          </ul>
          {place.eventCount > shown.length && more ? <p className="cat-place__more">{more}</p> : null}
        </>
      )}
    </section>
  );
}
