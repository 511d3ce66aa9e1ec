import { BRAND_NAME, MAX_PRICED_PARTICIPANTS, MEMBER_AREA, PAGE_ROUTES } from '@amb/shared-contracts/core';
import { CANCELLATION_TERMS, CANCELLATION_TEXTS } from '@amb/shared-contracts/booking';
import { Page } from '@amb/remote-kit';
import { SectionedText, type TextSection } from '../../components/SectionedText';
import './terms.css';

const weeks = (days: number) => `${days / 7} Wochen`;

/**
 * The terms the booking engine applies, in the words of a contract. Every number here comes from the rule the
 * engine itself uses (shared-contracts: cancellation terms, degressive prices), so the terms cannot say
 * something else than what a booking does.
 */
export const SECTIONS: readonly TextSection[] = [
  {
    id: 'geltungsbereich',
    heading: '1. Geltungsbereich',
    body: (
      <p>
        Diese Allgemeinen Geschäftsbedingungen gelten für alle Seminare, Online-Seminare, Tagungen und
        Inhouse-Schulungen der {BRAND_NAME}, die über diese Websites, per Online-Fax, per E-Mail oder auf anderem Weg
        gebucht oder reserviert werden. Abweichende Bedingungen gelten nur, wenn wir ihnen in Textform zugestimmt haben.
      </p>
    ),
  },
  {
    id: 'vertragsschluss',
    heading: '2. Anmeldung und Vertragsschluss',
    body: (
      <>
        <p>
          Mit dem verbindlichen Absenden einer Buchung im Warenkorb oder des Online-Fax-Formulars geben Sie ein Angebot
          ab. Der Vertrag kommt mit unserer Buchungsbestätigung per E-Mail zustande. Sie enthält die Bestellnummer, die
          angemeldeten Teilnehmerinnen und Teilnehmer mit ihrem Status und den Gesamtbetrag.
        </p>
        <p>
          Die Anmeldung nimmt in der Regel der Betriebsrat, die Schwerbehindertenvertretung oder die Jugend- und
          Auszubildendenvertretung auf Grundlage ihres Beschlusses vor. Die Kosten erforderlicher Schulungen trägt der
          Arbeitgeber (§ 40 BetrVG); die Rechnung richten wir an die bei der Anmeldung angegebene Rechnungsanschrift.
        </p>
      </>
    ),
  },
  {
    id: 'reservierung',
    heading: '3. Reservierung',
    body: (
      <p>
        Statt einer Buchung können Sie für jede Teilnehmerin und jeden Teilnehmer einen Platz kostenfrei reservieren,
        etwa solange der Beschluss des Gremiums noch aussteht. Die Reservierung hält den Platz für die bei der Anmeldung
        genannte Frist, längstens bis zum Seminarbeginn. Bis dahin können Sie sie im Warenkorb oder unter{' '}
        {`„${MEMBER_AREA}“`} verbindlich buchen; danach verfällt sie ohne Kosten und der Platz wird wieder frei. Für
        reservierte Plätze senden wir eine Reservierungsbestätigung, keine Buchungsbestätigung.
      </p>
    ),
  },
  {
    id: 'warteliste',
    heading: '4. Warteliste',
    body: (
      <p>
        Ist ein Termin ausgebucht, können Sie sich auf die Warteliste setzen lassen. Wird ein Platz frei,
        berücksichtigen wir die Anmeldungen in der Reihenfolge ihres Eingangs; eine Anmeldung mit mehreren Personen
        erhält nur dann Plätze, wenn alle ihre Personen Platz finden. Sie erhalten dann für jede Person eine
        Reservierung und eine E-Mail. Der Eintrag auf der Warteliste ist kostenfrei und verpflichtet zu nichts.
      </p>
    ),
  },
  {
    id: 'preise',
    heading: '5. Preise und Zahlung',
    body: (
      <>
        <p>
          Es gelten die Preise, die bei der Anmeldung auf der Seminarseite und im Warenkorb angegeben sind. Alle Preise
          verstehen sich zuzüglich der gesetzlichen Umsatzsteuer. Kosten für Übernachtung und Verpflegung im
          Tagungshotel sind nicht in der Seminargebühr enthalten, sofern nicht anders angegeben.
        </p>
        <p>
          Ist ein Preis mit „Preis ab“ ausgezeichnet, sinkt die Gebühr mit der Zahl der Personen, die mit derselben
          Anmeldung für denselben Termin angemeldet werden: Jede Person zahlt den Preis ihrer Position (1. bis{' '}
          {MAX_PRICED_PARTICIPANTS}. Teilnehmer), jede weitere Person den Preis des {MAX_PRICED_PARTICIPANTS}.
          Teilnehmers.
        </p>
        <p>Die Seminargebühr ist nach Erhalt der Rechnung ohne Abzug zu zahlen.</p>
      </>
    ),
  },
  {
    id: 'stornierung',
    heading: '6. Stornierung und Ersatzteilnehmer',
    body: (
      <>
        <p>
          Sie können die Teilnahme einzelner Personen jederzeit in Textform oder unter „{MEMBER_AREA}“ stornieren.
          Maßgeblich ist der Tag, an dem die Stornierung bei uns eingeht, gezählt bis zum ersten Seminartag:
        </p>
        <ul>
          <li>{CANCELLATION_TEXTS.free}</li>
          <li>{CANCELLATION_TEXTS.half}</li>
          <li>{CANCELLATION_TEXTS.full}</li>
        </ul>
        <p>
          Kostenfrei ist also eine Stornierung bis {weeks(CANCELLATION_TERMS.freeUntilDaysBefore)} vor Beginn;{' '}
          {CANCELLATION_TERMS.halfPercent} % der Gebühr fallen bis {weeks(CANCELLATION_TERMS.halfUntilDaysBefore)} vor
          Beginn an. Bevor Sie unter „{MEMBER_AREA}“ stornieren, zeigen wir Ihnen den Betrag, der an diesem Tag anfällt.
        </p>
        <p>{CANCELLATION_TEXTS.substitute}</p>
      </>
    ),
  },
  {
    id: 'absage',
    heading: '7. Absage und Änderungen durch uns',
    body: (
      <p>
        Wir können einen Termin absagen, wenn die Mindestzahl an Anmeldungen nicht erreicht wird oder die Referentin
        oder der Referent kurzfristig ausfällt und kein gleichwertiger Ersatz gefunden wird. Wir informieren Sie
        unverzüglich und bieten Ihnen einen anderen Termin an; bereits gezahlte Seminargebühren erstatten wir
        vollständig. Inhaltliche oder organisatorische Änderungen, die den Charakter des Seminars nicht verändern,
        bleiben vorbehalten.
      </p>
    ),
  },
  {
    id: 'hotel',
    heading: '8. Tagungshotel und Übernachtung',
    body: (
      <p>
        Übernachtung und Verpflegung buchen wir auf Ihren Wunsch im Tagungshotel zu den dort geltenden Preisen, die wir
        bei der Anmeldung angeben; die Kosten trägt ebenfalls der Arbeitgeber (§ 40 BetrVG). Was der Kostenrechner
        ausweist, ist eine Schätzung auf Grundlage dieser Preise.
      </p>
    ),
  },
  {
    id: 'unterlagen',
    heading: '9. Seminarunterlagen und Teilnahmebescheinigung',
    body: (
      <p>
        Die Seminarunterlagen sind urheberrechtlich geschützt und nur für den persönlichen Gebrauch der Teilnehmenden
        und die Arbeit ihres Gremiums bestimmt. Wer an einem Seminar teilgenommen hat, erhält eine
        Teilnahmebescheinigung.
      </p>
    ),
  },
  {
    id: 'haftung',
    heading: '10. Haftung',
    body: (
      <p>
        Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden aus der Verletzung des Lebens,
        des Körpers oder der Gesundheit. Bei leicht fahrlässiger Verletzung einer wesentlichen Vertragspflicht ist die
        Haftung auf den vorhersehbaren, vertragstypischen Schaden begrenzt; im Übrigen ist sie bei leichter
        Fahrlässigkeit ausgeschlossen.
      </p>
    ),
  },
  {
    id: 'datenschutz',
    heading: '11. Datenschutz',
    body: (
      <p>
        Wie wir personenbezogene Daten verarbeiten, erläutert unsere{' '}
        <a href={PAGE_ROUTES.privacy.path}>Datenschutzerklärung</a>.
      </p>
    ),
  },
  {
    id: 'schluss',
    heading: '12. Schlussbestimmungen',
    body: (
      <p>
        Es gilt das Recht der Bundesrepublik Deutschland. Sollte eine Bestimmung dieser Bedingungen unwirksam sein,
        bleiben die übrigen Bestimmungen wirksam.
      </p>
    ),
  },
];

/** /agb: the general terms, with a table of contents. A page without data: the same HTML on server and browser. */
export function TermsPage({ title }: { title: string }) {
  return (
    <Page title={title}>
      <div className="cnt-terms">
        <SectionedText sections={SECTIONS} />
      </div>
    </Page>
  );
}
