import {
  BRAND_NAME,
  LOGIN_ADDRESS_TTL_MS,
  SITE_COOKIES,
  SITE_IDS,
  SITES,
  STORAGE_KEYS,
} from '@amb/shared-contracts/core';
import { MAX_VISITED_URLS } from '@amb/shared-contracts/analytics';
import { Page } from '@amb/remote-kit';
import { SectionedText, type TextSection } from '../../components/SectionedText';
import { germanDuration } from './duration';
import {
  ANALYTICS_EVENTS,
  ANALYTICS_FIELDS,
  COOKIE_PURPOSES,
  cookieLifetime,
  STORAGE_ENTRIES,
  STORAGE_LIFETIMES,
  type StorageKeyName,
} from './privacyFacts';
import './privacy.css';

/** The sites this statement covers: their production hosts, once each. */
const HOSTS = [...new Set(SITE_IDS.map((site) => new URL(SITES[site].domain).host))];

/** Where the supervisory authorities of the German states are listed. */
const BFDI_URL = 'https://www.bfdi.bund.de';

const SECTIONS: readonly TextSection[] = [
  {
    id: 'verantwortlicher',
    heading: 'Verantwortlicher',
    body: (
      <p>
        Verantwortlich für die Verarbeitung personenbezogener Daten auf diesen Websites im Sinne von Art. 4 Nr. 7 DSGVO
        ist die {BRAND_NAME}, die die Websites betreibt.
      </p>
    ),
  },
  {
    id: 'aufruf',
    heading: 'Aufruf der Websites',
    body: (
      <>
        <p>
          Wenn Sie eine Seite aufrufen, sendet Ihr Browser technisch notwendige Angaben an unseren Server: Ihre
          IP-Adresse, die aufgerufene Adresse, Datum und Uhrzeit, die Kennung Ihres Browsers und die Seite, von der Sie
          kommen. Wir verwenden sie, um Ihnen die Seite auszuliefern und sie vor Missbrauch zu schützen.
        </p>
        <p>
          Unsere Anwendung führt kein Protokoll der einzelnen Aufrufe. Tritt ein Fehler auf, schreibt sie ihn zur
          Fehlerbehebung in ein Fehlerprotokoll, ohne Ihre IP-Adresse. Rechtsgrundlage ist unser berechtigtes Interesse
          an einer sicheren und funktionsfähigen Website (Art. 6 Abs. 1 lit. f DSGVO).
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies',
    body: (
      <>
        <p>
          Wir setzen nur die folgenden Cookies. Sie sind für den Betrieb der Websites unbedingt erforderlich oder
          speichern Ihre eigene Wahl (§ 25 Abs. 2 Nr. 2 TDDDG); Cookies von Werbe- oder anderen Drittanbietern setzen
          wir nicht. Über eine verschlüsselte Verbindung tragen einige Cookies das Präfix <code>__Host-</code>.
        </p>
        <table className="cnt-privacy__table">
          <caption>Cookies dieser Websites</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Zweck</th>
              <th scope="col">Speicherdauer</th>
            </tr>
          </thead>
          <tbody>
            {SITE_COOKIES.map((cookie) => (
              <tr key={cookie.id}>
                <th scope="row">
                  {cookie.names.map((name, index) => (
                    <span key={name}>
                      {index > 0 ? ' bzw. ' : null}
                      <code>{name}</code>
                    </span>
                  ))}
                </th>
                <td>{COOKIE_PURPOSES[cookie.id]}</td>
                <td>{cookieLifetime(cookie)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    ),
  },
  {
    id: 'browser-speicher',
    heading: 'Speicher im Browser',
    body: (
      <>
        <p>
          Einige Angaben legt die Website im Speicher Ihres Browsers ab (localStorage und sessionStorage). Sie werden
          nicht an uns übertragen. Was nicht technisch notwendig ist, legt sie nur mit Ihrer Einwilligung ab (§ 25 Abs.
          1 TDDDG) und löscht es, wenn Sie „Nur notwendige“ wählen. Von den besuchten Seiten behalten wir höchstens die
          letzten {MAX_VISITED_URLS}.
        </p>
        <table className="cnt-privacy__table">
          <caption>Einträge im Speicher Ihres Browsers</caption>
          <thead>
            <tr>
              <th scope="col">Schlüssel</th>
              <th scope="col">Zweck</th>
              <th scope="col">Speicherdauer</th>
            </tr>
          </thead>
          <tbody>
            {(Object.keys(STORAGE_KEYS) as StorageKeyName[]).map((key) => (
              <tr key={key}>
                <th scope="row">
                  <code>{STORAGE_KEYS[key]}</code> ({STORAGE_ENTRIES[key].storage})
                </th>
                <td>{STORAGE_ENTRIES[key].purpose}</td>
                <td>{STORAGE_LIFETIMES[STORAGE_ENTRIES[key].storage]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    ),
  },
  {
    id: 'webanalyse',
    heading: 'Webanalyse nur mit Ihrer Einwilligung',
    body: (
      <>
        <p>
          Nur wenn Sie im Cookie-Hinweis „Alle akzeptieren“ wählen, übergibt die Website bei den folgenden Ereignissen
          Angaben zu den betroffenen Seminarterminen an die Datenschicht <code>dataLayer</code> Ihres Browsers, im
          Format von Google Analytics 4. Ohne Ihre Einwilligung wird nichts übergeben. Rechtsgrundlage ist Ihre
          Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO).
        </p>
        <ul>
          {Object.entries(ANALYTICS_EVENTS).map(([event, text]) => (
            <li key={event}>
              {text} (<code>{event}</code>)
            </li>
          ))}
        </ul>
        <p>Je Seminartermin werden übergeben:</p>
        <ul>
          {Object.entries(ANALYTICS_FIELDS).map(([field, text]) => (
            <li key={field}>{text}</li>
          ))}
        </ul>
        <p>
          Angaben zu Ihrer Person wie Name, E-Mail-Adresse oder Kundenkonto gehören nicht dazu. Ein Analysedienst liest
          die Datenschicht erst, wenn er eingebunden ist; derzeit ist auf diesen Websites kein Analyse-Skript
          eingebunden, die Angaben verbleiben in Ihrem Browser.
        </p>
      </>
    ),
  },
  {
    id: 'kundenkonto',
    heading: 'Kundenkonto, Anmeldung und Schutz vor Missbrauch',
    body: (
      <>
        <p>
          Wenn Sie ein Konto anlegen, sich anmelden, Seminare in den Warenkorb oder auf die Merkliste legen oder eine
          Inhouse-Anfrage senden, verarbeiten wir Ihre Angaben, um Ihnen diese Leistungen zu erbringen und Ihre Anfrage
          zu beantworten (Art. 6 Abs. 1 lit. b DSGVO). Der Warenkorb gehört zu Ihrer Sitzung und geht bei der Anmeldung
          auf Ihr Konto über. Auf eine Inhouse-Anfrage erhalten Sie eine Bestätigung per E-Mail.
        </p>
        <p>
          Zum Schutz Ihres Kontos vor dem Erraten von Passwörtern speichern wir nach einer erfolgreichen Anmeldung die
          IP-Adresse, von der Sie sich angemeldet haben, für {germanDuration(LOGIN_ADDRESS_TTL_MS)}, und den Hashwert
          des Geräte-Cookies (siehe <a href="#cookies">Cookies</a>). Fehlgeschlagene Anmeldungen, Registrierungen,
          Anfragen zum Zurücksetzen des Passworts und Inhouse-Anfragen zählen wir je IP-Adresse oder Konto, um
          automatisierten Missbrauch zu begrenzen; diese Zählungen löschen wir, sobald ihr Zeitfenster abgelaufen ist.
          Rechtsgrundlage ist unser berechtigtes Interesse an der Sicherheit der Konten (Art. 6 Abs. 1 lit. f DSGVO).
        </p>
      </>
    ),
  },
  {
    id: 'rechte',
    heading: 'Ihre Rechte',
    body: (
      <>
        <p>Sie haben gegenüber uns das Recht</p>
        <ul>
          <li>auf Auskunft über die zu Ihrer Person gespeicherten Daten (Art. 15 DSGVO),</li>
          <li>auf Berichtigung unrichtiger Daten (Art. 16 DSGVO),</li>
          <li>auf Löschung (Art. 17 DSGVO),</li>
          <li>auf Einschränkung der Verarbeitung (Art. 18 DSGVO),</li>
          <li>
            darauf, dass wir Empfängern Ihrer Daten eine Berichtigung, Löschung oder Einschränkung mitteilen (Art. 19
            DSGVO),
          </li>
          <li>auf Datenübertragbarkeit (Art. 20 DSGVO),</li>
          <li>
            einer Verarbeitung auf Grund unseres berechtigten Interesses aus Gründen, die sich aus Ihrer besonderen
            Situation ergeben, zu widersprechen (Art. 21 DSGVO).
          </li>
        </ul>
        <p>
          Eine Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO), für die
          Webanalyse über die <a href="#cookie-einstellungen">Cookie-Einstellungen</a>.
        </p>
      </>
    ),
  },
  {
    id: 'aufsichtsbehoerde',
    heading: 'Beschwerde bei einer Aufsichtsbehörde',
    body: (
      <p>
        Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren, insbesondere in dem Mitgliedstaat Ihres
        Aufenthaltsorts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes (Art. 77 DSGVO). Zuständig für
        uns ist die Aufsichtsbehörde des Bundeslandes, in dem die {BRAND_NAME} ihren Sitz hat. Die Anschriften der
        Aufsichtsbehörden in Deutschland nennt die Bundesbeauftragte für den Datenschutz und die Informationsfreiheit
        unter <a href={BFDI_URL}>www.bfdi.bund.de</a>.
      </p>
    ),
  },
  {
    id: 'cookie-einstellungen',
    heading: 'Cookie-Einstellungen',
    body: (
      <p>
        Ihre Wahl zu Cookies und Webanalyse können Sie jederzeit ändern: mit der Schaltfläche „Cookie-Einstellungen“ am
        Ende jeder Seite. Wählen Sie dort „Nur notwendige“, übergibt die Website ab sofort nichts mehr an die
        Webanalyse.
      </p>
    ),
  },
];

/** /datenschutz: the privacy statement, true to what the site does (names and lifetimes from the contracts). */
export function PrivacyPage({ title }: { title: string }) {
  return (
    <Page title={title}>
      <div className="cnt-privacy">
        <p>
          Mit dieser Datenschutzerklärung informieren wir Sie, welche personenbezogenen Daten wir verarbeiten, wenn Sie
          unsere Websites nutzen, wozu, auf welcher Rechtsgrundlage und wie lange, und welche Rechte Sie haben. Sie gilt
          für {HOSTS.join(', ')}.
        </p>
        <SectionedText sections={SECTIONS} />
      </div>
    </Page>
  );
}
