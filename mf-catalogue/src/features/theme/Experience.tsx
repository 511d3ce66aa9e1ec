import type { HotelDetailResponse, ThemeDate, ThemeDetailResponse } from '@amb/shared-contracts/core';
import { formatDateRange } from '@amb/shared-contracts/dates';
import { EmptyState, ErrorState, Link, Loading } from '@amb/remote-kit';
import { daysOf, formatOf } from './experience';
import { useGetThemeDatesQuery, useGetThemeHotelQuery } from './themeApi';

/** The first date held in a hotel: the experience page shows its hotel. */
export function nextHotelDate(dates: readonly ThemeDate[]): ThemeDate | undefined {
  return dates.find((date) => date.hotel !== null);
}

function CourseOfDays({ date }: { date: ThemeDate }) {
  const days = daysOf(date);
  return (
    <section className="cat-theme__section" aria-labelledby="cat-course-heading">
      <h2 id="cat-course-heading">So läuft Ihr Seminar ab</h2>
      <p>
        Format: <strong>{formatOf(date)}</strong>
      </p>
      <p>
        Am Beispiel des nächsten Termins ({formatDateRange(date.startDate, date.endDate)},{' '}
        {date.isOnlineEvent ? 'Online' : (date.city ?? 'Ort folgt')}):
      </p>
      {days.length > 0 ? (
        <ol className="cat-course">
          {days.map((day) => (
            <li key={day.label}>
              <strong>{day.label}</strong>, {day.date}
              {day.hours ? `: ${day.hours}` : null}
            </li>
          ))}
        </ol>
      ) : null}
      {date.isOnlineEvent ? (
        <p>
          Sie lernen live im virtuellen Seminarraum: Die Referentin oder der Referent erklärt, Sie stellen Fragen,
          arbeiten in kleinen Gruppen an Fällen aus der Praxis und tauschen sich mit Betriebsräten aus anderen Betrieben
          aus. Sie brauchen nur einen Computer mit Kamera, Mikrofon und Internetzugang.
        </p>
      ) : (
        <p>
          Sie lernen in einer kleinen Gruppe mit Betriebsräten aus anderen Betrieben: Vorträge wechseln sich mit
          Übungen, Fallbeispielen aus der Praxis und Gesprächen ab. Am Abend bleibt Zeit für den Austausch
          untereinander.
        </p>
      )}
    </section>
  );
}

function HotelFacts({ hotel }: { hotel: HotelDetailResponse }) {
  const address = [hotel.street, [hotel.postalCode, hotel.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <>
      <h3 className="cat-related__title">
        <Link href={hotel.url}>{hotel.name}</Link>
      </h3>
      {address ? <p>{address}</p> : null}
      {hotel.description ? <p>{hotel.description}</p> : null}
      <dl className="cat-theme__facts">
        {hotel.stars !== null ? (
          <div>
            <dt>Kategorie</dt>
            <dd>{hotel.stars === 1 ? '1 Stern' : `${hotel.stars} Sterne`}</dd>
          </div>
        ) : null}
        {hotel.board ? (
          <div>
            <dt>Verpflegung</dt>
            <dd>{hotel.board}</dd>
          </div>
        ) : null}
        {hotel.rooms !== null ? (
          <div>
            <dt>Zimmer</dt>
            <dd>{hotel.rooms}</dd>
          </div>
        ) : null}
        {hotel.accessibility ? (
          <div>
            <dt>Barrierefreiheit</dt>
            <dd>{hotel.accessibility}</dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}

function Hotel({ hotelId }: { hotelId: number }) {
  const { currentData, isError, isFetching } = useGetThemeHotelQuery(hotelId);
  return (
    <section className="cat-theme__section" aria-labelledby="cat-hotel-heading">
      <h2 id="cat-hotel-heading">Ihr Tagungshotel</h2>
      {currentData ? (
        <HotelFacts hotel={currentData} />
      ) : isError && !isFetching ? (
        <ErrorState message="Das Tagungshotel konnte gerade nicht geladen werden." />
      ) : (
        <Loading />
      )}
    </section>
  );
}

/** What taking part is like: the format, the course of the days of the next date, its hotel. */
export function Experience({ theme }: { theme: ThemeDetailResponse }) {
  const { currentData, isError, isFetching, refetch } = useGetThemeDatesQuery(theme.themeId);
  const hotelDate = currentData ? nextHotelDate(currentData.dates) : undefined;
  if (!currentData) {
    if (isError && !isFetching)
      return (
        <ErrorState
          message="Die Termine konnten gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal."
          onRetry={() => void refetch()}
        />
      );
    return <Loading />;
  }
  const [next] = currentData.dates;
  if (!next)
    return (
      <EmptyState message="Für dieses Seminar sind gerade keine Termine geplant. Sobald es Termine gibt, finden Sie hier den Ablauf und das Tagungshotel." />
    );
  return (
    <>
      <CourseOfDays date={next} />
      {hotelDate?.hotel ? <Hotel hotelId={hotelDate.hotel.hotelId} /> : null}
    </>
  );
}
