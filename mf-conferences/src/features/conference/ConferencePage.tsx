import {
  CONFERENCE_TEXTS,
  PAGE_ROUTES,
  VAT_TEXTS,
  conferencePagePath,
  formatPrice,
  netPriceText,
  type ConferenceDetailResponse,
  formatBerlinDay,
} from '@amb/shared-contracts/core';
import {
  WORKS_COUNCIL_DOCUMENTS,
  WORKS_COUNCIL_DOCUMENT_KINDS,
  conferenceDocumentPath,
} from '@amb/shared-contracts/booking';
import { ButtonLink, Link, Page, type PageProps } from '@amb/remote-kit';
import { ConferenceCard } from '../../components/ConferenceCard';
import { ConferenceFacts } from '../../components/ConferenceFacts';
import { ConferencePending } from '../../components/ConferencePending';
import { conferenceApi, useGetConferenceQuery } from '../../components/conferenceApi';
import type { AppDispatch } from '../../store';
import { Programme } from './Programme';

/** Server rendering of /fachtagung/:slug: the conference, as the page asks for it. */
export function prefetchConference(dispatch: AppDispatch, slug: string): void {
  void dispatch(conferenceApi.endpoints.getConference.initiate(slug));
}

function Actions({ conference }: { conference: ConferenceDetailResponse }) {
  if (conference.state === 'past') {
    return (
      <p className="conf-note">
        Die Fachtagung hat stattgefunden. Teilnahmebescheinigungen finden Sie in{' '}
        <a href={PAGE_ROUTES.memberDocuments.path}>meinamb unter „Unterlagen“</a>.
      </p>
    );
  }
  if (conference.state === 'cancelled') return <p className="conf-note">Die Fachtagung wurde abgesagt.</p>;
  const full = conference.state === 'full';
  return (
    <div className="conf-actions conf-hero__actions">
      {full ? (
        <ButtonLink href={conferencePagePath('conferenceWaitingList', conference.slug)}>
          {CONFERENCE_TEXTS.waitlist}
        </ButtonLink>
      ) : (
        <ButtonLink href={conference.bookingUrl}>{CONFERENCE_TEXTS.book}</ButtonLink>
      )}
      {!full ? (
        <ButtonLink variant="secondary" href={conferencePagePath('conferenceReservation', conference.slug)}>
          {CONFERENCE_TEXTS.reserve}
        </ButtonLink>
      ) : null}
      <ButtonLink variant="secondary" href={conferencePagePath('conferenceRegistration', conference.slug)}>
        {CONFERENCE_TEXTS.register}
      </ButtonLink>
    </div>
  );
}

function Prices({ conference }: { conference: ConferenceDetailResponse }) {
  const { prices } = conference;
  const early = prices.earlyBird?.active ? prices.earlyBird : null;
  return (
    <section className="conf-section" aria-labelledby="conf-prices">
      <h2 id="conf-prices" className="conf-section__heading">
        {CONFERENCE_TEXTS.prices}
      </h2>
      <table className="conf-table">
        <caption>{`Tagungsgebühr je Teilnehmer Ihres Gremiums, ${VAT_TEXTS.note}`}</caption>
        <thead>
          <tr>
            <th scope="col">Teilnehmer</th>
            {early ? <th scope="col">{CONFERENCE_TEXTS.earlyBird(formatBerlinDay(early.until))}</th> : null}
            <th scope="col">Regulär</th>
          </tr>
        </thead>
        <tbody>
          {prices.lines.map((line) => (
            <tr key={line.participant}>
              <th scope="row">{line.label}</th>
              {early ? <td>{netPriceText(line.earlyBird ?? line.regular)}</td> : null}
              <td>{netPriceText(line.regular)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="conf-notes">
        {prices.lines.some((line, i) => i > 0 && line.regular < prices.lines[0]!.regular) ? (
          <li>{CONFERENCE_TEXTS.degressive}</li>
        ) : null}
        {prices.earlyBird && !prices.earlyBird.active ? (
          <li>{CONFERENCE_TEXTS.earlyBirdOver(formatBerlinDay(prices.earlyBird.until))}</li>
        ) : null}
        {early ? (
          <li>{`Maßgeblich ist der Tag Ihrer Bestellung: Bis einschließlich ${formatBerlinDay(early.until)} zahlen Sie je Teilnehmer ${formatPrice(early.discount)} weniger.`}</li>
        ) : null}
        {prices.memberDiscount !== null ? (
          <li>{CONFERENCE_TEXTS.memberPrice(formatPrice(prices.memberDiscount))}</li>
        ) : null}
        <li>Die Kosten trägt nach § 40 Abs. 1 BetrVG der Arbeitgeber.</li>
      </ul>
    </section>
  );
}

function Hotel({ conference }: { conference: ConferenceDetailResponse }) {
  const hotel = conference.hotel;
  if (!hotel) return null;
  const until = hotel.roomsUntil ? formatBerlinDay(hotel.roomsUntil) : null;
  return (
    <section className="conf-section" aria-labelledby="conf-hotel">
      <h2 id="conf-hotel" className="conf-section__heading">
        {CONFERENCE_TEXTS.hotel}
      </h2>
      <p>
        <Link href={hotel.url}>{hotel.name}</Link>
        {hotel.stars ? ` (${'★'.repeat(hotel.stars)})` : ''},{' '}
        {[hotel.street, [hotel.postalCode, hotel.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
      </p>
      {hotel.nightRate !== null ? (
        <p>{`Einzelzimmer mit Vollpension aus dem Kontingent: ${netPriceText(hotel.nightRate)} je Nacht.`}</p>
      ) : null}
      {until ? (
        <p className="conf-note">
          {hotel.roomsReleased
            ? CONFERENCE_TEXTS.roomsReleased(until)
            : CONFERENCE_TEXTS.roomsLeft(hotel.roomsLeft, until)}
        </p>
      ) : null}
    </section>
  );
}

function Documents({ conference }: { conference: ConferenceDetailResponse }) {
  return (
    <section className="conf-section" aria-labelledby="conf-documents">
      <h2 id="conf-documents" className="conf-section__heading">
        Unterlagen für den Betriebsrat
      </h2>
      <p>Vorausgefüllt für diese Fachtagung, mit Ihren Teilnehmern aus dem Warenkorb oder mit Zeilen zum Ausfüllen:</p>
      <ul className="conf-documents">
        {WORKS_COUNCIL_DOCUMENT_KINDS.map((kind) => (
          <li key={kind}>
            <a href={conferenceDocumentPath(kind, conference.slug)} type="application/pdf">
              {WORKS_COUNCIL_DOCUMENTS[kind].title}
            </a>{' '}
            – {WORKS_COUNCIL_DOCUMENTS[kind].explanation}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ConferenceDetail({ conference }: { conference: ConferenceDetailResponse }) {
  return (
    <Page title={conference.title}>
      <p className="conf-lead">{conference.subtitle}</p>
      <div className="conf-hero">
        <ConferenceFacts conference={conference} />
        <Actions conference={conference} />
        {conference.hasFullWorkshop && conference.state === 'bookable' ? (
          <p className="conf-note">{CONFERENCE_TEXTS.fullWorkshopNotice}</p>
        ) : null}
      </div>
      <section className="conf-section" aria-labelledby="conf-about">
        <h2 id="conf-about" className="conf-section__heading">
          Worum es geht
        </h2>
        {conference.description.split('\n\n').map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
        <p>
          <strong>Für wen:</strong> {conference.audienceText}
        </p>
      </section>
      <Programme days={conference.days} speakers={conference.speakers} />
      <section className="conf-section" aria-labelledby="conf-speakers">
        <h2 id="conf-speakers" className="conf-section__heading">
          {CONFERENCE_TEXTS.speakers}
        </h2>
        <ul className="conf-speakers">
          {conference.speakers.map((speaker) => (
            <li key={speaker.speakerId} className="conf-speaker">
              <img className="conf-speaker__photo" src={speaker.photoUrl} alt={speaker.name} width={96} height={96} />
              <div>
                <h3 className="conf-speaker__name">{speaker.name}</h3>
                <p className="conf-speaker__role">{`${speaker.role}, ${speaker.organisation}`}</p>
                <p className="conf-speaker__bio">{speaker.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <Prices conference={conference} />
      <section className="conf-section" aria-labelledby="conf-included">
        <h2 id="conf-included" className="conf-section__heading">
          {CONFERENCE_TEXTS.included}
        </h2>
        <ul>
          {conference.included.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {conference.eveningEvent ? <p>{conference.eveningEvent}</p> : null}
      </section>
      <Hotel conference={conference} />
      {conference.state !== 'past' ? <Documents conference={conference} /> : null}
      {conference.relatedSeminars.length > 0 ? (
        <section className="conf-section" aria-labelledby="conf-seminars">
          <h2 id="conf-seminars" className="conf-section__heading">
            Passende Seminare
          </h2>
          <ul className="conf-related">
            {conference.relatedSeminars.map((theme) => (
              <li key={theme.themeId}>
                <a href={theme.url}>{theme.title}</a>
                <span className="conf-related__line"> – {theme.subtitle}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {conference.relatedConferences.length > 0 ? (
        <section className="conf-section" aria-labelledby="conf-more">
          <h2 id="conf-more" className="conf-section__heading">
            Weitere Fachtagungen
          </h2>
          <ul className="conf-cards">
            {conference.relatedConferences.map((other) => (
              <ConferenceCard key={other.conferenceId} conference={other} />
            ))}
          </ul>
        </section>
      ) : null}
    </Page>
  );
}

/** /fachtagung/:slug: the conference with its programme, speakers, prices, hotel and booking. */
export function ConferencePage({ title, params }: PageProps) {
  const { data, error, isFetching, refetch } = useGetConferenceQuery(params.slug ?? '');
  if (data) return <ConferenceDetail conference={data} />;
  return <ConferencePending title={title} error={error} isFetching={isFetching} onRetry={() => void refetch()} />;
}
