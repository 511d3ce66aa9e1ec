import { CONFERENCE_TEXTS, conferencePagePath, isLoggedIn } from '@amb/shared-contracts/core';
import { Link, Page, type PageProps } from '@amb/remote-kit';
import { ConferenceFacts } from '../../components/ConferenceFacts';
import { ConferencePending } from '../../components/ConferencePending';
import { useGetConferenceQuery } from '../../components/conferenceApi';
import { useCurrentUserQuery } from '../../components/cartApi';
import { BookingStep } from './BookingStep';

/** /fachtagung/:slug/buchung: the checkout's first step for the conference, then the seminar checkout. */
export function ConferenceBookingPage({ title, params }: PageProps) {
  const slug = params.slug ?? '';
  const { data, error, isFetching, refetch } = useGetConferenceQuery(slug);
  const user = useCurrentUserQuery();
  if (!data) {
    return <ConferencePending title={title} error={error} isFetching={isFetching} onRetry={() => void refetch()} />;
  }
  const heading = `${data.title} buchen`;
  return (
    <Page title={heading}>
      <p className="conf-lead">
        <Link href={data.url}>{`${data.title}: ${data.subtitle}`}</Link>
      </p>
      <ConferenceFacts conference={data} />
      {data.state === 'past' || data.state === 'cancelled' ? (
        <p className="conf-note">Diese Fachtagung kann nicht mehr gebucht werden.</p>
      ) : (
        <>
          <BookingStep conference={data} mode={data.state === 'full' ? 'waitlist' : 'booking'} />
          {user.data && !isLoggedIn(user.data.user) ? (
            <p className="conf-note">
              {'Ihr Gremium hat noch kein Kundenkonto? '}
              <a href={conferencePagePath('conferenceRegistration', data.slug)}>{CONFERENCE_TEXTS.register}</a>
            </p>
          ) : null}
        </>
      )}
    </Page>
  );
}
