import type { ReactNode } from 'react';
import { buildPath, PAGE_ROUTES } from '@amb/shared-contracts/core';
import { Page } from '@amb/remote-kit';
import './trainingEntitlement.css';

interface SeminarLink {
  label: string;
  href: string;
}

const rubric = (slug: string) => buildPath(PAGE_ROUTES.rubric.path, { rubric: slug });

interface Section {
  id: string;
  heading: string;
  body: ReactNode;
  /** The catalogue's rubrics for this body. */
  seminars: readonly SeminarLink[];
}

/** The body each rule is for and where its seminars are (the catalogue's rubric pages). */
export const SECTIONS: readonly Section[] = [
  {
    id: 'betriebsrat-erforderlich',
    heading: 'Betriebsrat: erforderliche Kenntnisse (§ 37 Abs. 6 BetrVG)',
    body: (
      <>
        <p>
          Mitglieder des Betriebsrats sind für Schulungs- und Bildungsveranstaltungen von der Arbeit zu befreien, soweit
          diese Kenntnisse vermitteln, die für die Arbeit des Betriebsrats erforderlich sind. Das Arbeitsentgelt läuft
          weiter. Die Kosten der Schulung – Seminargebühr, Reise und Unterkunft – trägt der Arbeitgeber (§ 40 BetrVG).
        </p>
        <p>
          Über die Teilnahme entscheidet der Betriebsrat durch Beschluss. Er teilt dem Arbeitgeber die Teilnahme und die
          zeitliche Lage der Veranstaltung rechtzeitig mit und berücksichtigt dabei die betrieblichen Notwendigkeiten.
          Hält der Arbeitgeber diese für nicht ausreichend berücksichtigt, kann er die Einigungsstelle anrufen.
        </p>
        <p>
          Grundlagenwissen zum Betriebsverfassungsrecht, zum allgemeinen Arbeitsrecht und zum Arbeitsschutz gilt für
          jedes Betriebsratsmitglied als erforderlich; Spezialwissen, wenn der Betriebsrat es für eine konkrete Aufgabe
          braucht.
        </p>
      </>
    ),
    seminars: [
      { label: 'BR-Grundlagen', href: rubric('br-grundlagen') },
      { label: 'Betriebsverfassungsrecht', href: rubric('betriebsverfassungsrecht') },
      { label: 'Arbeitsrecht', href: rubric('arbeitsrecht') },
    ],
  },
  {
    id: 'betriebsrat-geeignet',
    heading: 'Betriebsrat: geeignete Veranstaltungen (§ 37 Abs. 7 BetrVG)',
    body: (
      <p>
        Unabhängig davon hat jedes Betriebsratsmitglied während seiner regelmäßigen Amtszeit Anspruch auf bezahlte
        Freistellung für insgesamt drei Wochen, um an Veranstaltungen teilzunehmen, die die oberste Arbeitsbehörde des
        Landes als geeignet anerkannt hat. Wer das Amt zum ersten Mal übernimmt und zuvor nicht Jugend- und
        Auszubildendenvertreter war, hat Anspruch auf vier Wochen. Hier zahlt der Arbeitgeber das Entgelt weiter; die
        Seminarkosten muss er – anders als bei Abs. 6 – nicht übernehmen.
      </p>
    ),
    seminars: [
      { label: 'Kommunikation & Rhetorik', href: rubric('kommunikation-rhetorik') },
      { label: 'Wirtschaft & Finanzen', href: rubric('wirtschaft-finanzen') },
    ],
  },
  {
    id: 'sbv',
    heading: 'Schwerbehindertenvertretung (§ 179 Abs. 4 SGB IX)',
    body: (
      <p>
        Die Vertrauensperson der schwerbehinderten Menschen ist für Schulungs- und Bildungsveranstaltungen
        freizustellen, soweit diese Kenntnisse vermitteln, die für die Arbeit der Schwerbehindertenvertretung
        erforderlich sind. Dasselbe gilt für das mit der höchsten Stimmenzahl gewählte stellvertretende Mitglied und,
        wenn es regelmäßig herangezogen wird, für weitere Stellvertreter. Die Kosten trägt der Arbeitgeber (§ 179 Abs. 8
        SGB IX).
      </p>
    ),
    seminars: [{ label: 'Schwerbehindertenvertretung (SBV)', href: rubric('schwerbehindertenvertretung-sbv') }],
  },
  {
    id: 'jav',
    heading: 'Jugend- und Auszubildendenvertretung (§ 65 BetrVG)',
    body: (
      <p>
        Für die Mitglieder der Jugend- und Auszubildendenvertretung gelten die Regeln des Betriebsrats entsprechend: §
        65 Abs. 1 BetrVG verweist auf § 37 Abs. 6 und 7 BetrVG. Über die Teilnahme beschließt der Betriebsrat; die
        Kosten erforderlicher Schulungen trägt der Arbeitgeber.
      </p>
    ),
    seminars: [{ label: 'JAV', href: rubric('jav') }],
  },
];

/**
 * /schulungsanspruch: the training entitlement of works councils, the representatives of severely disabled
 * employees and the youth representatives, each with the catalogue's matching seminars. A page without data:
 * the same HTML on the server and in the browser.
 */
export function TrainingEntitlementPage({ title }: { title: string }) {
  return (
    <Page title={title}>
      <div className="cnt-entitlement">
        <p>
          Wer im Betriebsrat, in der Schwerbehindertenvertretung oder in der Jugend- und Auszubildendenvertretung
          mitarbeitet, hat Anspruch auf Schulung – während der Arbeitszeit und ohne Lohneinbuße. Hier finden Sie die
          Grundlagen im Überblick und die passenden Seminare.
        </p>
        {SECTIONS.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titel`}>
            <h2 id={`${section.id}-titel`}>{section.heading}</h2>
            {section.body}
            <p className="cnt-entitlement__seminars-heading">Passende Seminare:</p>
            <ul className="cnt-entitlement__seminars">
              {section.seminars.map((seminar) => (
                <li key={seminar.href}>
                  <a href={seminar.href}>{seminar.label}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <p>
          <a href={PAGE_ROUTES.seminarList.path}>Alle Seminare ansehen</a>
        </p>
        <p className="cnt-entitlement__note">Dieser Überblick ersetzt keine Rechtsberatung im Einzelfall.</p>
      </div>
    </Page>
  );
}
