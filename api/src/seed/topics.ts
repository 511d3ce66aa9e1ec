/**
 * The descriptions of the topic pages (`/themen/{tag}`): one per catalogue tag, written for works councils.
 * Idempotent: a description already there (an editor may have changed it) stays.
 */
import type { Db } from '../db/types';
import { inTransaction } from '../db/startLock';
import { slugify } from '../util/slugify';
import type { TAG_NAMES } from './catalogueData';

export const TOPIC_DESCRIPTIONS: Record<(typeof TAG_NAMES)[number], string> = {
  Arbeitsschutz:
    'Gefährdungsbeurteilung, Unterweisung, Arbeitsschutzausschuss: Wo der Betriebsrat nach § 87 Abs. 1 Nr. 7 und § 89 BetrVG mitbestimmt und wie er den Arbeitsschutz im Betrieb voranbringt.',
  Arbeitszeit:
    'Beginn und Ende der Arbeitszeit, Überstunden, Schichtpläne und Zeiterfassung: die Mitbestimmung nach § 87 Abs. 1 Nr. 2 und 3 BetrVG und die Grenzen des Arbeitszeitgesetzes.',
  Ausbildung:
    'Berufsbildung im Betrieb: die Rechte des Betriebsrats nach §§ 96 bis 98 BetrVG, die Zusammenarbeit mit der JAV und gute Bedingungen für Auszubildende.',
  Betriebsratsvorsitz:
    'Der Vorsitz leitet Sitzungen, vertritt den Betriebsrat nach § 26 BetrVG und nimmt Erklärungen entgegen: Aufgaben, Pflichten und Führung im Gremium.',
  Betriebsvereinbarung:
    'Wie eine Betriebsvereinbarung nach § 77 BetrVG entsteht, was sie regeln darf, wie sie wirkt, gekündigt wird und nachwirkt – mit Beispielen aus der Praxis.',
  Betriebsverfassungsgesetz:
    'Das Grundgesetz der Mitbestimmung im Betrieb: Wahl, Organisation und Rechte des Betriebsrats im BetrVG, verständlich erklärt und mit aktueller Rechtsprechung.',
  Bilanzen:
    'Jahresabschluss, Gewinn- und Verlustrechnung und Kennzahlen lesen: was Betriebsrat und Wirtschaftsausschuss aus den Zahlen des Unternehmens erkennen.',
  Datenschutz:
    'Beschäftigtendatenschutz nach DSGVO und BDSG, Überwachung durch technische Einrichtungen nach § 87 Abs. 1 Nr. 6 BetrVG und der Datenschutz im Betriebsratsbüro.',
  Einsteiger:
    'Neu im Betriebsrat: die ersten Schritte im Amt, die wichtigsten Rechte und Pflichten und wie Sie von Anfang an sicher mitreden.',
  Entgelt:
    'Lohngestaltung und Entgeltgrundsätze nach § 87 Abs. 1 Nr. 10 BetrVG, Eingruppierung nach § 99 BetrVG, Zulagen, Boni und Entgelttransparenz.',
  Fortgeschrittene:
    'Vertiefung für erfahrene Betriebsratsmitglieder: schwierige Verhandlungen, Einigungsstelle, Sonderfragen der Mitbestimmung und aktuelle Urteile.',
  Gesundheitsschutz:
    'Betriebliches Eingliederungsmanagement, Gesundheitsförderung und Gefährdungsbeurteilung: wie der Betriebsrat die Gesundheit der Beschäftigten schützt.',
  Gleichstellung:
    'Gleiche Chancen und gleiches Entgelt: das AGG, das Entgelttransparenzgesetz und die Aufgaben des Betriebsrats nach § 80 Abs. 1 Nr. 2a BetrVG.',
  Homeoffice:
    'Mobile Arbeit und Homeoffice: das Mitbestimmungsrecht nach § 87 Abs. 1 Nr. 14 BetrVG, Arbeitszeit, Datenschutz und Arbeitsschutz am Arbeitsplatz zu Hause.',
  Inklusion:
    'Teilhabe schwerbehinderter Menschen im Betrieb: Inklusionsvereinbarung nach § 166 SGB IX, die Zusammenarbeit mit der Schwerbehindertenvertretung und Prävention.',
  Kompakt: 'Das Wichtigste in kurzer Zeit: kompakte Beiträge und Seminare zu den Grundfragen der Betriebsratsarbeit.',
  Konfliktmanagement:
    'Konflikte im Gremium und im Betrieb erkennen und lösen: Gesprächsführung, Mediation und der Weg in die Einigungsstelle.',
  Kündigungsschutz:
    'Die Anhörung des Betriebsrats nach § 102 BetrVG, Fristen, Widerspruch und das Kündigungsschutzgesetz: was bei jeder Kündigung zu prüfen ist.',
  'Künstliche Intelligenz':
    'KI im Betrieb: Mitbestimmung bei technischen Einrichtungen, das Recht auf Sachverständige nach § 80 Abs. 3 BetrVG und die Vorgaben der KI-Verordnung.',
  Mitbestimmung:
    'Die Beteiligungsrechte des Betriebsrats von der Information bis zur echten Mitbestimmung: was § 87 BetrVG erzwingt und wie Sie es durchsetzen.',
  Mobbing:
    'Mobbing und Konflikte am Arbeitsplatz erkennen, Betroffene unterstützen und vorbeugen: Beschwerderecht nach §§ 84, 85 BetrVG und Betriebsvereinbarungen.',
  Praxiswissen:
    'Aus der Praxis für die Praxis: Checklisten, Musterschreiben und Erfahrungen anderer Betriebsräte für den Alltag im Gremium.',
  'Psychische Belastung':
    'Psychische Belastungen in der Gefährdungsbeurteilung nach § 5 ArbSchG: Stress, Arbeitsverdichtung und wie der Betriebsrat gegensteuert.',
  Rhetorik:
    'Überzeugend reden in Sitzungen, Betriebsversammlungen und Verhandlungen: Argumentation, Auftreten und Umgang mit Einwänden.',
  Schriftführung:
    'Die Sitzungsniederschrift nach § 34 BetrVG, Beschlüsse rechtssicher festhalten und die Geschäftsordnung des Betriebsrats.',
  Tarifrecht:
    'Tarifverträge und Betriebsrat: der Tarifvorrang nach § 77 Abs. 3 BetrVG, Öffnungsklauseln und die Zusammenarbeit mit der Gewerkschaft.',
  Umstrukturierung:
    'Betriebsänderungen nach §§ 111 bis 113 BetrVG: Interessenausgleich, Sozialplan und die Rechte des Betriebsrats bei Umstrukturierungen.',
  Verhandlungsführung:
    'Gut vorbereitet in die Verhandlung mit dem Arbeitgeber: Strategie, Taktik und der Weg zur tragfähigen Betriebsvereinbarung.',
  Wahlvorstand:
    'Die Betriebsratswahl vorbereiten und durchführen: Aufgaben des Wahlvorstands, Fristen und Formvorschriften der Wahlordnung.',
  Wirtschaftsausschuss:
    'Der Wirtschaftsausschuss nach §§ 106 bis 109 BetrVG: Unterrichtung über die wirtschaftliche Lage, Unterlagen und Zusammenarbeit mit dem Betriebsrat.',
};

export async function seedTopics(db: Db): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('topics')
      .values(
        Object.entries(TOPIC_DESCRIPTIONS).map(([name, description]) => ({ tagSlug: slugify(name), description })),
      )
      .onConflict((oc) => oc.column('tagSlug').doNothing())
      .execute();
  });
}
