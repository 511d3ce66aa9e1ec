import { useState, type FormEvent } from 'react';
import {
  CONFERENCE_MESSAGES,
  CONFERENCE_PAGE_PARAM,
  CONFERENCE_TEXTS,
  PAGE_ROUTES,
  buildPath,
  conferencePagePath,
  isLoggedIn,
  missingWorkshopSlots,
  participantName,
  type ConferenceDetailResponse,
  type ConferenceRegistrationResponse,
  type WorkshopChoice,
} from '@amb/shared-contracts/core';
import {
  SALUTATIONS,
  validateConferenceRegistration,
  type ConferenceRegistrationInput,
  type FieldErrors,
} from '@amb/shared-contracts/schemas';
import { CANCELLATION_TERMS_LINES } from '@amb/shared-contracts/booking';
import {
  Button,
  ButtonLink,
  CheckboxField,
  ErrorSummary,
  FormStatus,
  Link,
  Loading,
  Page,
  SelectField,
  SubmitButton,
  TextField,
  failureOf,
  summaryEntries,
  useLocation,
  type PageProps,
} from '@amb/remote-kit';
import { ConferenceChooser } from '../../components/ConferenceChooser';
import { ConferenceFacts } from '../../components/ConferenceFacts';
import {
  ConferenceParticipantFields,
  EMPTY_PERSON,
  PERSON_FIELD_ORDER,
  type PersonValues,
} from '../../components/ConferenceParticipantFields';
import { useGetConferenceQuery } from '../../components/conferenceApi';
import { useCurrentUserQuery } from '../../components/cartApi';
import { offerOf } from '../../components/conferenceOffer';
import { useRegisterForConferenceMutation } from './registrationApi';

interface ParticipantDraft {
  person: PersonValues;
  workshops: WorkshopChoice[];
  unionMember: boolean;
}

const ACCOUNT_FIELDS = [
  { name: 'committeeName', label: 'Name Ihres Gremiums (z. B. Betriebsrat der Muster GmbH)' },
  { name: 'title', label: 'Titel (optional)', autoComplete: 'honorific-prefix' },
  { name: 'firstname', label: 'Vorname', autoComplete: 'given-name', required: true },
  { name: 'lastname', label: 'Nachname', autoComplete: 'family-name', required: true },
  { name: 'phone', label: 'Telefon', autoComplete: 'tel', type: 'tel', required: true },
  {
    name: 'email',
    label: 'E-Mail-Adresse (Ihre Anmeldung bei meinamb)',
    autoComplete: 'email',
    type: 'email',
    required: true,
  },
  {
    name: 'password',
    label: 'Passwort für meinamb',
    autoComplete: 'new-password',
    type: 'password',
    required: true,
    hint: 'Mindestens 8 Zeichen',
  },
  { name: 'company', label: 'Firma (Rechnungsadresse)', autoComplete: 'organization', required: true },
  { name: 'street', label: 'Straße', autoComplete: 'address-line1', required: true },
  { name: 'streetNumber', label: 'Hausnummer', required: true },
  { name: 'postalCode', label: 'PLZ', autoComplete: 'postal-code', required: true },
  { name: 'city', label: 'Ort', autoComplete: 'address-level2', required: true },
  { name: 'purchaseOrderNumber', label: 'Bestellnummer (optional)' },
  { name: 'costCentre', label: 'Kostenstelle (optional)' },
  { name: 'remarks', label: 'Bemerkungen (optional)', multiline: true },
] as const;

type AccountName = (typeof ACCOUNT_FIELDS)[number]['name'] | 'salutation';
type AccountValues = Record<AccountName, string>;

const EMPTY_ACCOUNT = Object.fromEntries(
  [...ACCOUNT_FIELDS.map((f) => f.name), 'salutation'].map((name) => [name, '']),
) as AccountValues;

const FIELD_ORDER = [
  'committeeName',
  'salutation',
  ...ACCOUNT_FIELDS.map((f) => f.name).filter((n) => n !== 'committeeName'),
  'participants',
];

const draftOf = (conference: ConferenceDetailResponse): ParticipantDraft => ({
  person: {
    ...EMPTY_PERSON,
    hotelOverNightOption: conference.boardOptions.length === 1 ? conference.boardOptions[0]! : '',
  },
  workshops: [],
  unionMember: false,
});

/** The registration form of one conference: committee and account, billing address, participants, terms. */
function RegistrationForm({ conference }: { conference: ConferenceDetailResponse }) {
  const [account, setAccount] = useState<AccountValues>(EMPTY_ACCOUNT);
  const [participants, setParticipants] = useState<ParticipantDraft[]>([draftOf(conference)]);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState<ConferenceRegistrationResponse | null>(null);
  const [register, { isLoading }] = useRegisterForConferenceMutation();
  const offer = offerOf(conference);

  const body = () => ({
    conference: conference.slug,
    ...account,
    participants: participants.map((p) => ({ ...p.person, workshops: p.workshops, unionMember: p.unionMember })),
    acceptTerms,
    waitlist: conference.state === 'full',
  });

  const checked = (): FieldErrors => {
    const result = validateConferenceRegistration(body());
    const found: FieldErrors = result.ok ? {} : { ...result.fields };
    participants.forEach((p, index) => {
      if (missingWorkshopSlots(offer.slots, p.workshops).length > 0) {
        found[`participants.${index}.workshops`] = CONFERENCE_MESSAGES.workshopsMissing(
          participantName(p.person).trim() || `den ${index + 1}. Teilnehmer`,
        );
      }
    });
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checked();
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    try {
      // The api checks the same shared schemas again; the form's strings are what it parses.
      setDone(await register(body() as unknown as ConferenceRegistrationInput).unwrap());
    } catch (failed) {
      const failure = failureOf(failed);
      setErrors(failure.fields);
      setAlert(failure.message);
      setAttempt((n) => n + 1);
    }
  };

  if (done) {
    const order = done.order;
    return (
      <section className="conf-section" aria-labelledby="conf-registered">
        <h2 id="conf-registered" className="conf-section__heading">
          Ihre Anmeldung ist vorgemerkt
        </h2>
        <FormStatus message={done.message} />
        <p>{`Bestellnummer ${order.orderNumber}:`}</p>
        <ul>
          {order.items[0]?.participants.map((p) => (
            <li key={p.participantId}>
              {participantName(p)}: {p.workshops.map((w) => `${w.code} ${w.title}`).join(', ')}
            </li>
          ))}
        </ul>
        <p>
          {/* A full page load: the header and every remote see the new login. */}
          <a className="kit-button kit-button--primary" href={PAGE_ROUTES.memberBookings.path}>
            Zu meinamb
          </a>
        </p>
      </section>
    );
  }

  const field = (name: AccountName) => ({
    value: account[name],
    error: errors[name],
    onChange: (value: string) => {
      setAccount((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _gone, ...rest }) => rest);
    },
  });
  const update = (index: number, change: Partial<ParticipantDraft>) =>
    setParticipants((list) => list.map((p, i) => (i === index ? { ...p, ...change } : p)));
  const participantSource = (index: number) => ({
    field: <K extends keyof PersonValues>(name: K) => ({
      value: participants[index]!.person[name],
      error: errors[`participants.${index}.${name}`],
      onChange: (value: string) => update(index, { person: { ...participants[index]!.person, [name]: value } }),
    }),
  });
  const idOf = (name: string) => {
    const match = /^participants\.(\d+)\.(\w+)$/.exec(name);
    if (!match) return name === 'participants' ? 'conf-reg-participants' : `conf-reg-${name}`;
    return `conf-reg-p${match[1]}-${match[2]}`;
  };
  const order = [
    ...FIELD_ORDER,
    ...participants.flatMap((_p, i) => PERSON_FIELD_ORDER.map((n) => `participants.${i}.${n}`)),
    'acceptTerms',
  ];

  return (
    <form className="conf-registration" noValidate data-error-summary onSubmit={(e) => void submit(e)}>
      <ErrorSummary entries={summaryEntries(errors, order, idOf, alert)} attempt={attempt} />
      <fieldset className="kit-fieldset conf-registration__group">
        <legend>Gremium und Ansprechperson (Ihr Kundenkonto)</legend>
        <TextField id="conf-reg-committeeName" label={ACCOUNT_FIELDS[0].label} required {...field('committeeName')} />
        <SelectField
          id="conf-reg-salutation"
          label="Anrede"
          placeholder="Bitte wählen"
          options={SALUTATIONS}
          required
          {...field('salutation')}
        />
        {ACCOUNT_FIELDS.slice(1, 7).map((f) => (
          <TextField
            key={f.name}
            id={`conf-reg-${f.name}`}
            label={f.label}
            type={'type' in f ? f.type : undefined}
            autoComplete={'autoComplete' in f ? f.autoComplete : undefined}
            required={'required' in f}
            hint={'hint' in f ? f.hint : undefined}
            {...field(f.name)}
          />
        ))}
      </fieldset>
      <fieldset className="kit-fieldset conf-registration__group">
        <legend>Rechnungsadresse und Bestellangaben</legend>
        {ACCOUNT_FIELDS.slice(7).map((f) => (
          <TextField
            key={f.name}
            id={`conf-reg-${f.name}`}
            label={f.label}
            autoComplete={'autoComplete' in f ? f.autoComplete : undefined}
            required={'required' in f}
            multiline={'multiline' in f}
            {...field(f.name)}
          />
        ))}
      </fieldset>
      <section id="conf-reg-participants" tabIndex={-1} aria-labelledby="conf-reg-participants-heading">
        <h2 id="conf-reg-participants-heading" className="conf-section__heading">
          Teilnehmende und Workshops
        </h2>
        {participants.map((p, index) => (
          <fieldset key={index} className="kit-fieldset conf-registration__group">
            <legend>{`${index + 1}. Teilnehmer`}</legend>
            <ConferenceParticipantFields
              idPrefix={`conf-reg-p${index}`}
              form={participantSource(index)}
              offer={offer}
              workshops={p.workshops}
              onWorkshops={(workshops) => update(index, { workshops })}
              workshopsError={errors[`participants.${index}.workshops`]}
              unionMember={p.unionMember}
              onUnionMember={(unionMember) => update(index, { unionMember })}
              kinds={['booking']}
              reservationDays={14}
            />
            {participants.length > 1 ? (
              <Button
                variant="danger"
                onClick={() => setParticipants((list) => list.filter((_entry, i) => i !== index))}
              >
                {`${index + 1}. Teilnehmer entfernen`}
              </Button>
            ) : null}
          </fieldset>
        ))}
        <Button variant="secondary" onClick={() => setParticipants((list) => [...list, draftOf(conference)])}>
          Weiteren Teilnehmer hinzufügen
        </Button>
      </section>
      <section className="conf-section" aria-labelledby="conf-reg-terms">
        <h2 id="conf-reg-terms" className="conf-section__heading">
          Stornobedingungen
        </h2>
        <ul>
          {CANCELLATION_TERMS_LINES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <CheckboxField
          id="conf-reg-acceptTerms"
          label={
            <>
              Ich habe die <a href={PAGE_ROUTES.terms.path}>AGB</a> und die Stornobedingungen gelesen und erkenne sie
              an.
            </>
          }
          checked={acceptTerms}
          onChange={(value) => {
            setAcceptTerms(value);
            setErrors(({ acceptTerms: _gone, ...rest }) => rest);
          }}
          error={errors.acceptTerms}
        />
        <p className="conf-note">
          Nach dem Absenden schicken wir Ihnen einen Link zur Bestätigung Ihrer E-Mail-Adresse. Erst mit der Bestätigung
          ist die Anmeldung verbindlich; bis dahin halten wir die Plätze 48 Stunden für Sie frei.
        </p>
      </section>
      <SubmitButton busy={isLoading}>
        {conference.state === 'full' ? 'Auf die Warteliste anmelden' : 'Konto anlegen und anmelden'}
      </SubmitButton>
    </form>
  );
}

function ChosenRegistration({ slug }: { slug: string }) {
  const { data, error, isLoading } = useGetConferenceQuery(slug);
  if (isLoading) return <Loading />;
  if (!data) {
    return (
      <p role="alert" className="kit-alert">
        {failureOf(error).status === 404 ? CONFERENCE_MESSAGES.notFound : failureOf(error).message}
      </p>
    );
  }
  if (data.state === 'past' || data.state === 'cancelled') {
    return <p className="conf-note">Für diese Fachtagung ist keine Anmeldung mehr möglich.</p>;
  }
  return (
    <section aria-labelledby="conf-reg-conference">
      <h2 id="conf-reg-conference" className="conf-section__heading">
        <Link href={data.url}>{data.title}</Link>
      </h2>
      <ConferenceFacts conference={data} />
      <RegistrationForm conference={data} />
    </section>
  );
}

/**
 * /fachtagung/anmeldung[?tagung=…]: a committee without an account registers for a conference — account, committee
 * and order in one go; the e-mail address is confirmed first, then the booking is binding. A member who is logged
 * in books through the conference's page instead.
 */
export function RegistrationPage({ title }: PageProps) {
  const slug = useLocation().query.get(CONFERENCE_PAGE_PARAM);
  const user = useCurrentUserQuery();
  const loggedIn = isLoggedIn(user.data?.user);
  return (
    <Page title={title}>
      <p className="conf-lead">
        Ihr Gremium bucht zum ersten Mal bei uns? Melden Sie sich hier ohne Kundenkonto an: Wir legen das Konto für Sie
        an und merken die Plätze vor. Haben Sie schon ein Konto, <a href={PAGE_ROUTES.login.path}>melden Sie sich an</a>{' '}
        und buchen Sie über die Seite der Fachtagung.
      </p>
      {loggedIn ? (
        <div className="conf-note">
          <p>{CONFERENCE_MESSAGES.registrationLoggedIn}</p>
          {slug ? (
            <ButtonLink href={buildPath(PAGE_ROUTES.conferenceBooking.path, { slug })}>
              {CONFERENCE_TEXTS.book}
            </ButtonLink>
          ) : null}
        </div>
      ) : slug ? (
        <ChosenRegistration slug={slug} />
      ) : null}
      {!slug ? (
        <>
          <h2 className="conf-section__heading">Fachtagung wählen</h2>
          <ConferenceChooser route="conferenceRegistration" action="Zur Anmeldung" />
        </>
      ) : (
        <p>
          <a href={conferencePagePath('conferenceRegistration')}>Andere Fachtagung wählen</a>
        </p>
      )}
    </Page>
  );
}
