import {
  MESSAGES,
  PAGE_ROUTES,
  SEAT_STATE_LABELS,
  buildPath,
  VAT_TEXTS,
  netPriceText,
  isDegressive,
  onlineSessionsLabel,
  type EventDetailResponse,
  type RouteParams,
} from '@amb/shared-contracts/core';
import { formatDateRange } from '@amb/shared-contracts/dates';
import { Link, Page } from '@amb/remote-kit';
import type { AnalyticsSource } from '@amb/shared-contracts/analytics';
import { useTrackViewItem } from '../../analytics';
import { DateActions } from '../../components/actions';
import { PriceTable } from '../../components/PriceTable';
import type { AppDispatch } from '../../store';
import { eventTitle } from './eventHead';
import { formatLabel, isOnlineDate } from './eventFacts';
import { eventsApi, useGetEventQuery } from './eventsApi';
import { EventModules } from './EventModules';
import { Fact } from '../../components/Fact';
import { DetailPending } from '../../components/DetailPending';

interface EventDetailPageProps {
  title: string;
  params: RouteParams;
}

/** /seminare/p/:event: one date of a seminar with place, seats, prices and (for a series) its modules. */
export function EventDetailPage({ title, params }: EventDetailPageProps) {
  const { data, error, isFetching, refetch } = useGetEventQuery(params.event ?? '');
  if (data) return <EventDetail event={data} />;
  return (
    <DetailPending
      title={title}
      error={error}
      isFetching={isFetching}
      onRetry={() => void refetch()}
      failureMessage="Der Seminartermin konnte gerade nicht geladen werden."
    />
  );
}

/** The date as analytics items describe it (SPEC §3). */
function analyticsSourceOf(event: EventDetailResponse): AnalyticsSource {
  return {
    eventId: event.eventId,
    title: event.title,
    price: event.prices.price,
    rubric: event.theme.rubric.name,
    isOnlineEvent: event.isOnlineEvent,
    city: event.city,
    startDate: event.startDate,
    endDate: event.endDate,
  };
}

function EventDetail({ event }: { event: EventDetailResponse }) {
  const online = isOnlineDate(event);
  const analytics = analyticsSourceOf(event);
  useTrackViewItem(analytics);
  return (
    <Page title={eventTitle(event)} heading={event.title}>
      <p className="cat-event__theme">
        {event.theme.rubric.name} ·{' '}
        <Link href={buildPath(PAGE_ROUTES.themeEvents.path, { theme: event.theme.slug })}>
          {`Alle Termine zum Thema „${event.theme.title}“`}
        </Link>
      </p>
      <div className="cat-event">
        <dl className="cat-facts">
          <Fact term="Termin">{formatDateRange(event.startDate, event.endDate)}</Fact>
          <Fact term="Ort">{event.isOnlineEvent ? MESSAGES.online : (event.city ?? 'wird noch bekannt gegeben')}</Fact>
          {event.hotel ? (
            <Fact term="Hotel">
              <Link href={event.hotel.url}>{event.hotel.name}</Link>
            </Fact>
          ) : null}
          <Fact term="Format">{formatLabel(event)}</Fact>
          {event.isOneDay ? <Fact term="Dauer">Eintägig</Fact> : null}
          {event.onlineSessions !== null && online ? (
            <Fact term="Umfang">{onlineSessionsLabel(event.onlineSessions)}</Fact>
          ) : null}
          <Fact term="Plätze">
            <span className={`cat-seats cat-seats--${event.seatState}`}>{SEAT_STATE_LABELS[event.seatState]}</span>
          </Fact>
        </dl>
        <section className="cat-event__prices" aria-labelledby="cat-event-price">
          <h2 id="cat-event-price" className="cat-event__price">
            <span className="cat-event__price-label">{event.priceLabel}</span>{' '}
            <span className="cat-event__price-amount">{netPriceText(event.prices.price)}</span>
          </h2>
          {/* The table says something only when later participants pay less ('Preis ab'). */}
          {isDegressive(event.prices) ? (
            <PriceTable prices={event.participantPrices} caption={`Preise pro Teilnehmer, ${VAT_TEXTS.note}`} />
          ) : null}
          <div className="cat-event__actions">
            <DateActions
              eventId={event.eventId}
              title={event.title}
              analytics={analytics}
              full={event.seatState === 'full'}
            />
          </div>
          <p className="cat-event__pdf">
            <a href={buildPath(PAGE_ROUTES.eventPdf.path, { id: event.eventId })} type="application/pdf">
              Termin als PDF herunterladen
            </a>
          </p>
          {event.seatState === 'full' ? null : (
            <p className="cat-event__pdf">
              <a href={buildPath(PAGE_ROUTES.generalRegistrationForm.path, {}, { termin: event.eventId })}>
                Ohne Konto per Formular anmelden
              </a>
            </p>
          )}
        </section>
      </div>
      {event.modules.length > 0 ? <EventModules modules={event.modules} /> : null}
    </Page>
  );
}

/** Server rendering of /seminare/p/:event: the date, as the page asks for it. */
export function prefetchEvent(dispatch: AppDispatch, event: string): void {
  void dispatch(eventsApi.endpoints.getEvent.initiate(event));
}
