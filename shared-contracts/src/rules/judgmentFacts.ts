/**
 * What /manage/pdf-analysis fills in from a judgment's text when the text makes it obvious; the editor checks
 * and completes it. Each fact is the first match of one pattern, nothing is guessed:
 * - court: "Bundesarbeitsgericht"/"BAG", "Bundesverwaltungsgericht"/"BVerwG", "Landesarbeitsgericht X"/"LAG X",
 *   "Arbeitsgericht X"/"ArbG X" (X one place name, hyphenated allowed), written in the short form;
 * - kind and date: "Urteil vom 12.03.2024" or "Beschluss vom 1. 2. 2024" (a real calendar day);
 * - file number: labour courts "1 ABR 22/23", "5 Sa 123/22", "7 TaBV 12/23"; BVerwG "5 C 12.22".
 */
import type { JudgmentKind } from './caseLaw';

export interface JudgmentFacts {
  court?: string;
  kind?: JudgmentKind;
  /** YYYY-MM-DD. */
  decidedOn?: string;
  fileNumber?: string;
}

const PLACE = '[A-ZÄÖÜ][a-zäöüß]+(?:-[A-ZÄÖÜ][a-zäöüß]+)?';
const COURT = new RegExp(
  `(?<![\\wäöüß])(Bundesarbeitsgericht|Bundesverwaltungsgericht|BAG|BVerwG|(?:Landesarbeitsgericht|LAG|Arbeitsgericht|ArbG) ${PLACE})(?![\\wäöüß])`,
);
const SHORT_COURTS: Array<[RegExp, string]> = [
  [/^Bundesarbeitsgericht$/, 'BAG'],
  [/^Bundesverwaltungsgericht$/, 'BVerwG'],
  [/^Landesarbeitsgericht /, 'LAG '],
  [/^Arbeitsgericht /, 'ArbG '],
];
const KIND_AND_DATE = /\b(Urteil|Beschluss) vom (\d{1,2})\. ?(\d{1,2})\. ?(\d{4})\b/;
/** Register signs of the labour courts (AZR, ABR, Sa, TaBV, Ca, BV …) and the BVerwG's "5 C 12.22". */
const LABOUR_FILE = /\b(\d{1,2} (?:AZR|ABR|AZB|ABN|AZN|Sa|SaGa|TaBV|TaBVGa|Ta|Ca|Ga|BV|BVGa) \d{1,5}\/\d{2})\b/;
const BVERWG_FILE = /\b(\d{1,2} [A-Z]{1,2} \d{1,3}\.\d{2})\b/;

const pad = (n: string) => n.padStart(2, '0');

function isoDay(day: string, month: string, year: string): string | undefined {
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : undefined;
}

export function judgmentFactsOf(rawText: string): JudgmentFacts {
  const text = rawText.replace(/\s+/g, ' ');
  const facts: JudgmentFacts = {};
  const court = COURT.exec(text)?.[1];
  if (court) facts.court = SHORT_COURTS.reduce((name, [long, short]) => name.replace(long, short), court);
  const kindAndDate = KIND_AND_DATE.exec(text);
  if (kindAndDate) {
    facts.kind = kindAndDate[1] as JudgmentKind;
    const day = isoDay(kindAndDate[2]!, kindAndDate[3]!, kindAndDate[4]!);
    if (day) facts.decidedOn = day;
  }
  const file = LABOUR_FILE.exec(text)?.[1] ?? BVERWG_FILE.exec(text)?.[1];
  if (file) facts.fileNumber = file;
  return facts;
}
