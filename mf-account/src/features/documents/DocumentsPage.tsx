import { ORDER_STATUS_LABELS, PAGE_ROUTES, berlinDayOf, berlinDayRange } from '@amb/shared-contracts/core';
import { ORDER_WORDS } from '@amb/shared-contracts/booking';
import { DOCUMENT_TITLES, type DocumentBooking } from '@amb/shared-contracts/member';
import { Card, EmptyState, failureOf, PageState } from '@amb/remote-kit';
import { MemberFrame } from '../../components/MemberFrame';
import { CalendarFeed } from './CalendarFeed';
import { DownloadsSection } from './DownloadsSection';
import { useDocumentsQuery } from './documentsApi';
import './documents.css';

/** One order's papers, named by what it holds: a reservation is never called a booking. */
function BookingDocuments({ booking }: { booking: DocumentBooking }) {
  const words = ORDER_WORDS[booking.kind];
  return (
    <Card heading={`${words.noun} ${booking.orderNumber} vom ${berlinDayOf(booking.createdAt)}`} headingLevel={3}>
      <p>
        <a href={booking.noticePath}>{words.notice} (PDF)</a>
      </p>
      {booking.events.map((event) => (
        <div key={event.eventId} className="account-documents__event">
          <h4 className="account-documents__event-title">
            {event.themeTitle}, {berlinDayRange(event.startDate, event.endDate)}
          </h4>
          <ul className="account-documents__participants">
            {event.participants.map((p) => (
              <li key={p.participantId}>
                {p.name} ({ORDER_STATUS_LABELS[p.status]})
                {p.certificatePath ? (
                  <>
                    {' – '}
                    <a href={p.certificatePath}>Teilnahmebescheinigung (PDF)</a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
          {event.icsPath ? (
            <p>
              <a href={event.icsPath} download>
                Termin in den Kalender eintragen (.ics)
              </a>
            </p>
          ) : null}
        </div>
      ))}
    </Card>
  );
}

/**
 * `/meinamb/unterlagen`: the member's papers per booking, the overviews per year, the calendar feed, and the work
 * aids (sample letters, checklists) to download.
 */
export function DocumentsPage() {
  return (
    <MemberFrame>
      {() => (
        <>
          <Documents />
          <DownloadsSection />
        </>
      )}
    </MemberFrame>
  );
}

function Documents() {
  const { data, error, isLoading } = useDocumentsQuery();
  if (isLoading) return <PageState kind="loading" />;
  if (error || !data) return <PageState kind="error" message={failureOf(error).message} />;
  return (
    <div className="account-documents">
      <h2>Unterlagen zu Ihren Buchungen und Reservierungen</h2>
      <p className="account-page__text">
        Teilnahmebescheinigungen gibt es für gebuchte Teilnehmende, sobald das Seminar zu Ende ist.
      </p>
      {data.bookings.length === 0 ? (
        <EmptyState
          message="Sie haben noch keine Buchungen oder Reservierungen. Sobald Sie ein Seminar buchen oder reservieren, finden Sie hier die Unterlagen."
          action={<a href={PAGE_ROUTES.seminarList.path}>Seminare ansehen</a>}
        />
      ) : (
        data.bookings.map((booking) => <BookingDocuments key={booking.orderId} booking={booking} />)
      )}
      {data.overviews.length > 0 ? (
        <Card heading={`${DOCUMENT_TITLES.overview} pro Jahr`}>
          <ul className="account-documents__overviews">
            {data.overviews.map((overview) => (
              <li key={overview.year}>
                <a href={overview.path}>{`${DOCUMENT_TITLES.overview} ${overview.year} (PDF)`}</a>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <CalendarFeed feedPath={data.calendarFeedPath} />
    </div>
  );
}
