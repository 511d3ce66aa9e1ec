import { useState } from 'react';
import {
  MEMBER_AREA,
  MESSAGES,
  PAGE_ROUTES,
  RESERVATION_TEXTS,
  buildPath,
  type MemberBookingEvent,
  type MemberBookingParticipant,
  type MemberRecommendationsResponse,
} from '@amb/shared-contracts/core';
import { CONTENT_KIND_LABELS, readingTimeText } from '@amb/shared-contracts/content';
import { MEMBER_BOOKING_TEXTS } from '@amb/shared-contracts/member';
import { formatDate, formatDateRange } from '@amb/shared-contracts/dates';
import { EmptyState } from '@amb/remote-kit';
import { BookingEvent, participantName, stateOf } from '../../components/BookingEvent';
import { ConfirmReservationButton } from '../../components/ConfirmReservationButton';
import { MemberFrame } from '../../components/MemberFrame';
import { useFutureEventsQuery, useNextEventQuery, useRecommendationsQuery } from '../../components/bookingsApi';

type Entry = { event: MemberBookingEvent; participant: MemberBookingParticipant };

const entriesWith = (events: MemberBookingEvent[], status: MemberBookingParticipant['status']): Entry[] =>
  events.flatMap((event) =>
    event.participants.filter((p) => p.status === status).map((participant) => ({ event, participant })),
  );

function NextSeminar() {
  const { data } = useNextEventQuery();
  if (!data) return null;
  return (
    <section className="account-overview__section" aria-labelledby="account-overview-next">
      <h2 id="account-overview-next">{MEMBER_BOOKING_TEXTS.nextHeading}</h2>
      {data.event ? (
        <BookingEvent event={data.event} />
      ) : (
        <EmptyState
          message={MEMBER_BOOKING_TEXTS.noNext}
          action={<a href={PAGE_ROUTES.seminarList.path}>Zum Seminarprogramm</a>}
        />
      )}
    </section>
  );
}

/** Live reservations (soonest end first) with „Verbindlich buchen“, and the places on waiting lists. */
function OpenEntries() {
  const { data } = useFutureEventsQuery();
  const [notice, setNotice] = useState<string | null>(null);
  const events = data?.events ?? [];
  const reserved = entriesWith(events, 'reserved').sort((a, b) =>
    (a.participant.reservedUntil ?? '').localeCompare(b.participant.reservedUntil ?? ''),
  );
  const waiting = entriesWith(events, 'waiting');
  const line = ({ event, participant }: Entry) =>
    `${event.themeTitle}, ${formatDateRange(event.startDate, event.endDate)}, ${event.city ?? MESSAGES.online}: ${participantName(participant)}`;
  return (
    <>
      <p className="account-overview__notice" role="status">
        {notice ?? ''}
      </p>
      {reserved.length > 0 ? (
        <section className="account-overview__section" aria-labelledby="account-overview-reserved">
          <h2 id="account-overview-reserved">{RESERVATION_TEXTS.heading}</h2>
          <ul className="account-overview__list">
            {reserved.map((entry) => (
              <li key={entry.participant.participantId}>
                {line(entry)} – {stateOf(entry.participant)}{' '}
                <ConfirmReservationButton
                  participant={entry.participant}
                  themeTitle={entry.event.themeTitle}
                  onDone={setNotice}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {waiting.length > 0 ? (
        <section className="account-overview__section" aria-labelledby="account-overview-waiting">
          <h2 id="account-overview-waiting">{MEMBER_BOOKING_TEXTS.waitingHeading}</h2>
          <ul className="account-overview__list">
            {waiting.map((entry) => (
              <li key={entry.participant.participantId}>{line(entry)}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** Catalogue themes for the member's BR functions. */
function Recommendations({ data }: { data: MemberRecommendationsResponse }) {
  if (data.recommendations.length === 0) return null;
  return (
    <section className="account-overview__section" aria-labelledby="account-overview-recommendations">
      <h2 id="account-overview-recommendations">{MEMBER_BOOKING_TEXTS.recommendationsHeading}</h2>
      <p>{MEMBER_BOOKING_TEXTS.recommendationsNote}</p>
      <p className="account-overview__basis">{MEMBER_BOOKING_TEXTS.recommendationsBasis(data.basedOn.join(', '))}</p>
      <ul className="account-overview__list">
        {data.recommendations.map((r) => (
          <li key={r.themeSlug}>
            <a href={buildPath(PAGE_ROUTES.themeDetail.path, { theme: r.themeSlug })}>{r.title}</a> – {r.subtitle}{' '}
            (nächster Termin ab {formatDate(r.nextStartDate)})
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Articles, news and interviews on the same topics, newest first, linked to their pages. */
function ArticleRecommendations({ data }: { data: MemberRecommendationsResponse }) {
  if (data.articles.length === 0) return null;
  return (
    <section className="account-overview__section" aria-labelledby="account-overview-articles">
      <h2 id="account-overview-articles">{MEMBER_BOOKING_TEXTS.articleRecommendationsHeading}</h2>
      <p>{MEMBER_BOOKING_TEXTS.articleRecommendationsNote}</p>
      <ul className="account-overview__list">
        {data.articles.map((article) => (
          <li key={article.url}>
            <a href={article.url}>{article.title}</a> – {CONTENT_KIND_LABELS[article.kind]} vom{' '}
            {formatDate(article.publishedOn)}, {readingTimeText(article.readingMinutes)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function MemberRecommendations() {
  const { data } = useRecommendationsQuery();
  if (!data) return null;
  return (
    <>
      <Recommendations data={data} />
      <ArticleRecommendations data={data} />
    </>
  );
}

/** `/meinamb`, `/kundenportal/meinamb`, `/meinamb/meinambv2`: the overview of the member's bookings. */
export function MemberAreaPage() {
  return (
    <MemberFrame>
      {(user) => (
        <div className="account-overview">
          <p className="account-greeting">Hallo, {user.firstname}!</p>
          <p className="account-page__text">
            {`Willkommen in ${MEMBER_AREA}. Hier finden Sie Ihre Buchungen, Unterlagen und Einstellungen.`}
          </p>
          <NextSeminar />
          <OpenEntries />
          <MemberRecommendations />
          <nav aria-label="Weitere Seiten" className="account-overview__links">
            <ul>
              <li>
                <a href={PAGE_ROUTES.memberBookings.path}>Alle Buchungen ansehen</a>
              </li>
              <li>
                <a href={PAGE_ROUTES.memberSettings.path}>Einstellungen bearbeiten</a>
              </li>
              <li>
                <a href={PAGE_ROUTES.memberWishlist.path}>Merkliste</a>
              </li>
            </ul>
          </nav>
        </div>
      )}
    </MemberFrame>
  );
}
