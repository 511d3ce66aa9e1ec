import { useMemo } from 'react';
import { ACADEMY_CONTACT, PAGE_ROUTES, MESSAGES } from '@amb/shared-contracts/core';
import { berlinDateKey, formatDateRange } from '@amb/shared-contracts/dates';
import {
  BOARD_OPTIONS,
  CALLBACK_TIMES,
  CATALOGUE_COPIES_MAX,
  DIGITAL_CHANGE_TOPICS,
  EMPLOYEE_RANGES,
  LAWYER_TOPICS,
  SALUTATIONS,
  SBV_ROLES,
  SBV_TOPICS,
  catalogueRequestSchema,
  digitalChangeRegistrationRequestSchema,
  generalRegistrationRequestSchema,
  lawyerConsultationRequestSchema,
  sbvRequestSchema,
  type BoardOption,
} from '@amb/shared-contracts/schemas';
import { PageState, useLocation } from '@amb/remote-kit';
import { ADDRESS_FIELDS, personFields, RequestForm, type RequestField } from '../../components/RequestForm';
import { useRegistrationDatesQuery } from './requestFormsApi';
import './requestForms.css';

const PERSON = personFields(SALUTATIONS);
const PHONE_OPTIONAL: RequestField = {
  name: 'phone',
  kind: 'tel',
  label: 'Telefon',
  autoComplete: 'tel',
  optional: true,
  hint: 'Für Rückfragen, wenn Ihnen das lieber ist.',
};
const PHONE = { name: 'phone', kind: 'tel', label: 'Telefon', autoComplete: 'tel' } as const satisfies RequestField;
const COMPANY: RequestField = { name: 'company', kind: 'text', label: 'Firma', autoComplete: 'organization' };
const REMARKS: RequestField = { name: 'message', kind: 'textarea', label: 'Anmerkungen', optional: true };

const privacy = (
  <>
    Wir verwenden Ihre Angaben nur, um Ihre Anfrage zu bearbeiten. Mehr dazu in unserer{' '}
    <a href={PAGE_ROUTES.privacy.path}>Datenschutzerklärung</a>.
  </>
);

/** The ways to reach the academy beside a form (phone first: many readers prefer to call). */
function ContactAside() {
  return (
    <aside className="account-request__aside" aria-label="Kontakt">
      <h2 className="account-section__title">Lieber telefonisch?</h2>
      <p>
        <a href={`tel:+49${ACADEMY_CONTACT.phone.replace(/\D/g, '').replace(/^0/, '')}`}>{ACADEMY_CONTACT.phone}</a>
      </p>
      <p>{ACADEMY_CONTACT.openingHours.join(', ')}</p>
      <p>
        <a href={`mailto:${ACADEMY_CONTACT.email}`}>{ACADEMY_CONTACT.email}</a>
      </p>
    </aside>
  );
}

function Layout({ intro, children }: { intro: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="account-request__page">
      <div className="account-request__intro">{intro}</div>
      <div className="account-request__columns">
        {children}
        <ContactAside />
      </div>
    </div>
  );
}

/** `/service/sbv-anfrage`: questions of the representatives of disabled employees. */
export function SbvRequestPage() {
  return (
    <Layout
      intro={
        <p className="account-page__text">
          Sie sind Vertrauensperson der schwerbehinderten Menschen oder arbeiten mit der SBV zusammen? Schreiben Sie uns
          Ihre Frage – zu Inklusionsvereinbarung, BEM, SBV-Wahl oder zu Seminaren nach § 179 Abs. 4 SGB IX. Unser
          SBV-Team antwortet innerhalb von zwei Werktagen.
        </p>
      }
    >
      <RequestForm
        kind="sbv"
        schema={sbvRequestSchema}
        submitLabel="Anfrage senden"
        footnote={privacy}
        sections={[
          {
            title: 'Ihr Anliegen',
            fields: [
              { name: 'topic', kind: 'select', label: 'Betreff', options: SBV_TOPICS },
              { name: 'role', kind: 'select', label: 'Ihre Funktion', options: SBV_ROLES },
              { name: 'message', kind: 'textarea', label: 'Ihre Frage' },
            ],
          },
          { title: 'Ihre Kontaktdaten', fields: [...PERSON, PHONE_OPTIONAL, COMPANY] },
        ]}
      />
    </Layout>
  );
}

const COPIES = Array.from({ length: CATALOGUE_COPIES_MAX }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? '1 Exemplar' : `${i + 1} Exemplare`,
}));

/** `/service/katalog-bestellen`: the printed seminar programme, free by post. */
export function CatalogueRequestPage() {
  return (
    <Layout
      intro={
        <p className="account-page__text">
          Unser gedrucktes Seminarprogramm enthält alle Seminare für Betriebsräte, Schwerbehindertenvertretungen und JAV
          mit Terminen und Preisen. Wir senden es Ihnen kostenlos per Post – gern auch mehrere Exemplare für Ihr
          Gremium.
        </p>
      }
    >
      <RequestForm
        kind="catalogue"
        schema={catalogueRequestSchema}
        submitLabel="Kostenlos bestellen"
        footnote={privacy}
        initial={{ copies: '1' }}
        sections={[
          { title: 'Ihre Bestellung', fields: [{ name: 'copies', kind: 'select', label: 'Anzahl', options: COPIES }] },
          { title: 'An wen dürfen wir es senden?', fields: [...PERSON, PHONE_OPTIONAL] },
          { title: 'Postanschrift', fields: ADDRESS_FIELDS },
        ]}
      />
    </Layout>
  );
}

/** `/service/anwaltliche-beratung`: a specialist lawyer of the network calls back. */
export function LawyerConsultationPage() {
  return (
    <Layout
      intro={
        <>
          <p className="account-page__text">
            Wenn es ernst wird – bei Kündigungen, Betriebsänderungen oder vor der Einigungsstelle – vermitteln wir Ihnen
            eine Fachanwältin oder einen Fachanwalt für Arbeitsrecht aus unserem Netzwerk. Das erste Telefonat ist
            kostenlos.
          </p>
          <p className="account-page__text">
            Die Kosten einer erforderlichen Beratung des Betriebsrats trägt nach § 40 BetrVG in der Regel der
            Arbeitgeber; wir besprechen das vorher mit Ihnen.
          </p>
        </>
      }
    >
      <RequestForm
        kind="lawyerConsultation"
        schema={lawyerConsultationRequestSchema}
        submitLabel="Rückruf anfordern"
        footnote={privacy}
        sections={[
          {
            title: 'Ihr Anliegen',
            fields: [
              { name: 'topic', kind: 'select', label: 'Rechtsgebiet', options: LAWYER_TOPICS },
              {
                name: 'message',
                kind: 'textarea',
                label: 'Worum geht es?',
                hint: 'Ein paar Sätze genügen; Unterlagen bespricht die Anwältin oder der Anwalt mit Ihnen.',
              },
            ],
          },
          {
            title: 'Rückruf',
            fields: [
              ...PERSON,
              { ...PHONE, hint: 'Unter dieser Nummer rufen wir Sie zurück.' },
              COMPANY,
              { name: 'callbackTime', kind: 'select', label: 'Wann dürfen wir anrufen?', options: CALLBACK_TIMES },
            ],
          },
        ]}
      />
    </Layout>
  );
}

const BOARD_CHOICES = (Object.keys(BOARD_OPTIONS) as BoardOption[]).map((key) => ({
  value: key,
  label: BOARD_OPTIONS[key],
}));

/** The next dates as choices ("Titel, 01.02.–03.02.2027, Hamburg"). */
function useDateChoices() {
  const { data, error, isLoading } = useRegistrationDatesQuery(berlinDateKey(Date.now()));
  const choices = useMemo(
    () =>
      (data?.items ?? []).map((item) => ({
        value: String(item.eventId),
        label: `${item.title}, ${formatDateRange(item.startDate, item.endDate)}, ${item.city ?? MESSAGES.online}`,
      })),
    [data],
  );
  return { choices, failed: error !== undefined, isLoading };
}

/** `/service/anmeldung[?termin=ID]`: registration for a date without an account; the staff confirm it. */
export function GeneralRegistrationPage() {
  const { search } = useLocation();
  const chosen = new URLSearchParams(search).get('termin') ?? '';
  const dates = useDateChoices();
  if (dates.isLoading) return <PageState kind="loading" />;
  return (
    <Layout
      intro={
        <p className="account-page__text">
          Sie möchten sich ohne Konto anmelden? Wählen Sie den Termin und tragen Sie Ihre Angaben ein. Wir prüfen die
          freien Plätze und senden Ihnen die verbindliche Anmeldebestätigung innerhalb von zwei Werktagen. Schneller
          geht es über den <a href={PAGE_ROUTES.cart.path}>Warenkorb</a>: dort buchen Sie sofort.
        </p>
      }
    >
      <RequestForm
        kind="generalRegistration"
        schema={generalRegistrationRequestSchema}
        submitLabel="Anmeldung senden"
        footnote={
          <>
            Mit dem Absenden melden Sie sich verbindlich an; es gelten unsere <a href={PAGE_ROUTES.terms.path}>AGB</a>.{' '}
            {privacy}
          </>
        }
        initial={{ eventId: dates.choices.some((c) => c.value === chosen) ? chosen : '' }}
        sections={[
          {
            title: 'Seminartermin',
            fields: [
              {
                name: 'eventId',
                kind: 'select',
                label: 'Termin',
                options: dates.choices,
                ...(dates.failed ? { hint: MESSAGES.apiUnavailable } : {}),
              },
              {
                name: 'hotelOverNightOption',
                kind: 'select',
                label: 'Verpflegung und Übernachtung',
                options: BOARD_CHOICES,
              },
            ],
          },
          { title: 'Teilnehmerin oder Teilnehmer', fields: [...PERSON, PHONE] },
          { title: 'Rechnungsanschrift', fields: ADDRESS_FIELDS },
          { title: 'Noch etwas?', fields: [REMARKS] },
        ]}
      />
    </Layout>
  );
}

/** `/service/digitalen-wandel-gestalten`: the free programme on AI, mobile work and data protection. */
export function DigitalChangeRegistrationPage() {
  return (
    <Layout
      intro={
        <>
          <p className="account-page__text">
            KI-Systeme, mobile Arbeit, neue Software: Bei der Digitalisierung hat der Betriebsrat viel mitzubestimmen –
            vor allem nach § 87 Abs. 1 Nr. 6 und § 90 BetrVG. Im Programm „Digitalen Wandel gestalten“ zeigen Ihnen
            erfahrene Referentinnen und Referenten in kostenlosen Online-Workshops, wie Sie das im Betrieb umsetzen.
          </p>
          <p className="account-page__text">
            Wählen Sie die Themen, die Sie interessieren; wir senden Ihnen die Termine.
          </p>
        </>
      }
    >
      <RequestForm
        kind="digitalChangeRegistration"
        schema={digitalChangeRegistrationRequestSchema}
        submitLabel="Kostenlos anmelden"
        footnote={privacy}
        sections={[
          {
            title: 'Ihre Themen',
            fields: [
              {
                name: 'interests',
                kind: 'checkboxes',
                label: 'Welche Themen interessieren Sie?',
                options: DIGITAL_CHANGE_TOPICS,
              },
            ],
          },
          {
            title: 'Ihr Betrieb',
            fields: [
              COMPANY,
              { name: 'employees', kind: 'select', label: 'Beschäftigte im Betrieb', options: EMPLOYEE_RANGES },
            ],
          },
          { title: 'Ihre Kontaktdaten', fields: [...PERSON, PHONE_OPTIONAL, REMARKS] },
        ]}
      />
    </Layout>
  );
}
