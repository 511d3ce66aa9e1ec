import { conferencePagePath, type ConferenceSummary } from '@amb/shared-contracts/core';
import { ButtonLink, EmptyState, ErrorState, Loading } from '@amb/remote-kit';
import { useGetConferencesQuery } from './conferenceApi';
import { ConferenceCard } from './ConferenceCard';

type ChooserRoute = 'conferenceRegistration' | 'conferenceReservation' | 'conferenceWaitingList';

/**
 * The upcoming conferences to choose from on the registration, reservation and waiting-list pages (the footer
 * links them without a conference): each with its button to the page for it. `first` puts some first.
 */
export function ConferenceChooser({
  route,
  action,
  first = () => false,
}: {
  route: ChooserRoute;
  action: string;
  first?: (conference: ConferenceSummary) => boolean;
}) {
  const { data, isLoading, error, refetch } = useGetConferencesQuery();
  if (isLoading) return <Loading />;
  if (error || !data) {
    return (
      <ErrorState message="Die Fachtagungen konnten gerade nicht geladen werden." onRetry={() => void refetch()} />
    );
  }
  const open = data.conferences.filter((c) => c.state === 'bookable' || c.state === 'full');
  if (open.length === 0) return <EmptyState message="Zurzeit ist keine Fachtagung zur Anmeldung offen." />;
  const ordered = [...open.filter(first), ...open.filter((c) => !first(c))];
  return (
    <ul className="conf-cards">
      {ordered.map((conference) => (
        <ConferenceCard
          key={conference.conferenceId}
          conference={conference}
          action={
            <ButtonLink href={conferencePagePath(route, conference.slug)} aria-label={`${action}: ${conference.title}`}>
              {action}
            </ButtonLink>
          }
        />
      ))}
    </ul>
  );
}
