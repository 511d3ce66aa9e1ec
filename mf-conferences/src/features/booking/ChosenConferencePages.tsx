import { CONFERENCE_PAGE_PARAM, type ConferenceSummary } from '@amb/shared-contracts/core';
import { Link, Loading, Page, failureOf, useLocation, type PageProps } from '@amb/remote-kit';
import { ConferenceChooser } from '../../components/ConferenceChooser';
import { ConferenceFacts } from '../../components/ConferenceFacts';
import { useGetConferenceQuery } from '../../components/conferenceApi';
import { BookingStep } from './BookingStep';
import type { BookingMode } from './bookingMode';

/** The conference the page's `?tagung=` names, with the participant step of the mode. */
function ChosenConference({ slug, mode }: { slug: string; mode: BookingMode }) {
  const { data, error, isLoading } = useGetConferenceQuery(slug);
  if (isLoading) return <Loading />;
  if (!data) {
    return (
      <p role="alert" className="kit-alert">
        {failureOf(error).status === 404
          ? 'Diese Fachtagung gibt es nicht. Bitte wählen Sie eine aus der Liste.'
          : failureOf(error).message}
      </p>
    );
  }
  return (
    <section aria-labelledby="conf-chosen">
      <h2 id="conf-chosen" className="conf-section__heading">
        <Link href={data.url}>{data.title}</Link>
      </h2>
      <ConferenceFacts conference={data} />
      {data.state === 'past' || data.state === 'cancelled' ? (
        <p className="conf-note">Diese Fachtagung kann nicht mehr gebucht werden.</p>
      ) : (
        <BookingStep conference={data} mode={data.state === 'full' ? 'waitlist' : mode} />
      )}
    </section>
  );
}

const waitsFor = (conference: ConferenceSummary) => conference.state === 'full' || conference.hasFullWorkshop;

/** /fachtagung/reservierung[?tagung=…]: reserve seats of a conference for free, through the seminar checkout. */
export function ReservationPage({ title }: PageProps) {
  const slug = useLocation().query.get(CONFERENCE_PAGE_PARAM);
  return (
    <Page title={title}>
      <p className="conf-lead">
        Ihr Gremium hat noch nicht über die Teilnahme entschieden? Reservieren Sie die Plätze kostenfrei; wir halten sie
        bis zu 14 Tage, höchstens bis zum Beginn der Fachtagung. Danach wandeln Sie die Reservierung in meinamb in eine
        verbindliche Buchung um, oder der Platz wird wieder frei.
      </p>
      {slug ? <ChosenConference slug={slug} mode="reservation" /> : null}
      <h2 className="conf-section__heading">{slug ? 'Andere Fachtagung wählen' : 'Fachtagung wählen'}</h2>
      <ConferenceChooser route="conferenceReservation" action="Plätze reservieren" />
    </Page>
  );
}

/** /fachtagung/warteliste[?tagung=…]: the waiting list of a full conference or of a full workshop. */
export function WaitingListPage({ title }: PageProps) {
  const slug = useLocation().query.get(CONFERENCE_PAGE_PARAM);
  return (
    <Page title={title}>
      <p className="conf-lead">
        Ist eine Fachtagung ausgebucht, setzen wir Ihre Gruppe auf ihre Warteliste: Werden genug Plätze frei,
        reservieren wir sie für alle und schreiben Ihnen. Ist nur ein Workshop voll, hat er eine eigene Warteliste,
        während die Fachtagung noch Plätze hat: Ihr Teilnehmer bucht die Fachtagung und wartet auf den Workshop.
      </p>
      {slug ? <ChosenConference slug={slug} mode="waitlist" /> : null}
      <h2 className="conf-section__heading">{slug ? 'Andere Fachtagung wählen' : 'Fachtagung wählen'}</h2>
      <ConferenceChooser route="conferenceWaitingList" action="Zur Warteliste" first={waitsFor} />
    </Page>
  );
}
