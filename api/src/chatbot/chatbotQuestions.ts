/**
 * Real questions of works councils and representatives of disabled employees, each with the paragraph an
 * answer must cite (any Absatz listed is right; none listed: the paragraph as a whole). The tuning set is what the
 * ranking was tuned on; the held-out set was written with it, before any tuning, and never tuned on: its figure
 * says how the chatbot does on questions it has not seen.
 */
import type { ChatbotVariant } from '@amb/shared-contracts';

export interface ExpectedCitation {
  law: 'betrvg' | 'sgb-ix';
  /** Paragraph numbers that answer the question (usually one). */
  paragraphs: readonly string[];
  /** Acceptable Absätze of those paragraphs; empty: any, or the paragraph as a whole. */
  absaetze: readonly number[];
}

export interface ChatbotQuestion {
  question: string;
  variant: ChatbotVariant;
  expected: ExpectedCitation;
}

const br = (question: string, paragraphs: string | string[], absaetze: number[] = []): ChatbotQuestion => ({
  question,
  variant: 'br',
  expected: { law: 'betrvg', paragraphs: typeof paragraphs === 'string' ? [paragraphs] : paragraphs, absaetze },
});
const sbv = (question: string, paragraphs: string | string[], absaetze: number[] = []): ChatbotQuestion => ({
  question,
  variant: 'sbv',
  expected: { law: 'sgb-ix', paragraphs: typeof paragraphs === 'string' ? [paragraphs] : paragraphs, absaetze },
});

export const TUNING_QUESTIONS: readonly ChatbotQuestion[] = [
  br('Wie viele Tage Schulung stehen einem Betriebsratsmitglied zu?', '37', [7]),
  br('Wer trägt die Kosten für ein Betriebsratsseminar?', '40', [1]),
  br('Muss der Betriebsrat vor einer Kündigung angehört werden?', '102', [1]),
  br('Innerhalb welcher Frist kann der Betriebsrat einer ordentlichen Kündigung widersprechen?', '102', [2, 3]),
  br('Ab wie vielen Arbeitnehmern wird ein Betriebsratsmitglied freigestellt?', '38', [1]),
  br('Wie oft sollen sich Arbeitgeber und Betriebsrat zu Besprechungen treffen?', '74', [1]),
  br('Hat der Betriebsrat bei der Einführung von Überwachungssoftware ein Mitbestimmungsrecht?', '87', [1]),
  br('Kann der Betriebsrat einer Einstellung widersprechen?', '99'),
  br('In welcher Frist muss der Betriebsrat die Zustimmung zu einer Einstellung verweigern?', '99', [3]),
  br('Mit welcher Frist kann eine Betriebsvereinbarung gekündigt werden?', '77', [5]),
  br('Müssen Betriebsvereinbarungen schriftlich abgeschlossen werden?', '77', [2]),
  br('Wer gilt als leitender Angestellter?', '5', [3]),
  br('Ab wie vielen Beschäftigten kann ein Betriebsrat gewählt werden?', '1', [1]),
  br('Wie viele Mitglieder hat der Betriebsrat in einem Betrieb mit 150 Arbeitnehmern?', '9'),
  br('Wie lange dauert die Amtszeit des Betriebsrats?', '21'),
  br('Wann finden die regelmäßigen Betriebsratswahlen statt?', '13'),
  br('Wer rückt nach, wenn ein Betriebsratsmitglied verhindert ist?', '25'),
  br('Wann ist ein Beschluss des Betriebsrats wirksam?', '33'),
  br('Was muss in der Sitzungsniederschrift stehen?', '34'),
  br('Darf der Betriebsrat während der Arbeitszeit Sprechstunden abhalten?', '39'),
  br('Wie oft muss eine Betriebsversammlung stattfinden?', '43'),
  br('Welche Aufgaben hat die Jugend- und Auszubildendenvertretung?', '70'),
  br('Wer entscheidet, wenn sich Arbeitgeber und Betriebsrat nicht einigen können?', ['76', '87'], []),
  br('Muss der Arbeitgeber einen Sozialplan aufstellen, wenn Stellen abgebaut werden?', ['112', '112a']),
  br('Ab welcher Unternehmensgröße wird ein Wirtschaftsausschuss gebildet?', '106'),
  br('Darf ich ein Betriebsratsmitglied zur Einsicht in meine Personalakte mitnehmen?', '83'),
  sbv('Welche Aufgaben hat die Schwerbehindertenvertretung?', '178', [1]),
  sbv('Ist eine Kündigung ohne Beteiligung der Schwerbehindertenvertretung unwirksam?', '178', [2]),
  sbv(
    'Braucht der Arbeitgeber für die Kündigung eines schwerbehinderten Menschen die Zustimmung des Integrationsamts?',
    '168',
  ),
  sbv('Ab wie vielen schwerbehinderten Beschäftigten wird eine Vertrauensperson gewählt?', '177', [1]),
];

export const HELD_OUT_QUESTIONS: readonly ChatbotQuestion[] = [
  br('Hat ein neu gewähltes Betriebsratsmitglied Anspruch auf vier Wochen Bildungsurlaub?', '37', [7]),
  br('Muss der Arbeitgeber dem Betriebsrat einen Laptop zur Verfügung stellen?', '40', [2]),
  br('Wie lange hat der Betriebsrat Zeit, Bedenken gegen eine außerordentliche Kündigung zu äußern?', '102', [2]),
  br('Darf der Betriebsrat einen Sachverständigen hinzuziehen?', '80', [3]),
  br('Bestimmt der Betriebsrat bei der Lage der Arbeitszeit mit?', '87', [1]),
  br('Wer bestellt den Wahlvorstand für die Betriebsratswahl?', ['16', '17']),
  br('Kann eine Betriebsratswahl angefochten werden?', '19'),
  br('Sind Betriebsratsmitglieder besonders vor einer Kündigung geschützt?', ['103', '78']),
  br('Wann hat der Betriebsrat bei Betriebsänderungen mitzureden?', '111'),
  sbv('Wie lange ist die Amtszeit der Schwerbehindertenvertretung?', '177', [7]),
  sbv('Hat die Vertrauensperson Anspruch auf Schulungen?', '179', [4]),
  sbv('Wer trägt die Kosten der Schwerbehindertenvertretung?', '179', [8]),
];

/** Questions our content has no answer to: the chatbot must say so instead of inventing one. */
export const UNANSWERABLE_QUESTIONS: readonly string[] = [
  'Wie backe ich einen Apfelkuchen?',
  'Wer wird Fußballweltmeister 2030?',
  'Wie hoch ist der Eiffelturm?',
];
