/**
 * German grammar the pages, mails and PDFs share: a salutation declined for its case ('Stornieren Sie Herrn
 * Meier', 'Statt Herrn Meier', 'Rechtsgrundlage für Herrn Meier'; 'Frau' stays), singular and plural of seats
 * ('ist nur noch 1 Platz frei', 'sind noch 3 Plätze frei') and the female form of a participant role
 * ('Ersatzteilnehmerin').
 */

/** The cases a name appears in: 'Herr' becomes 'Herrn' in the accusative, dative and genitive. */
export type GrammaticalCase = 'nominative' | 'accusative' | 'dative' | 'genitive';

/** 'Herr Dr.' → 'Herrn Dr.' outside the nominative; every other salutation ('Frau', 'Divers', 'Dr.') stays. */
export function declineSalutation(salutation: string, grammaticalCase: GrammaticalCase): string {
  if (grammaticalCase === 'nominative') return salutation;
  return salutation.replace(/^Herr(?=\s|$)/, 'Herrn');
}

/** Whether a salutation addresses a woman ('Frau', 'Frau Dr.', 'Frau Prof. Dr.'). */
export function isFemaleSalutation(salutation: string): boolean {
  return /^Frau(\s|$)/.test(salutation);
}

/** 'Ersatzteilnehmerin' for a woman, 'Ersatzteilnehmer' otherwise (a man, or no salutation given). */
export function substituteLabel(salutation: string): string {
  return isFemaleSalutation(salutation) ? 'Ersatzteilnehmerin' : 'Ersatzteilnehmer';
}

/** 'Teilnehmerin' for a woman, 'Teilnehmer' otherwise (a man, or no salutation given). */
export function participantRoleLabel(salutation: string): string {
  return isFemaleSalutation(salutation) ? 'Teilnehmerin' : 'Teilnehmer';
}

/** '1 Person', '3 Personen' (a group of participants, whatever their gender). */
export function personCount(n: number): string {
  return `${n} ${n === 1 ? 'Person' : 'Personen'}`;
}

/** '1 Platz', '3 Plätze', '0 Plätze'. */
export function seatCount(n: number): string {
  return `${n} ${n === 1 ? 'Platz' : 'Plätze'}`;
}

/**
 * The sentence end after 'Für den Termin … ': 'ist nur noch 1 Platz frei', 'sind nur noch 3 Plätze frei',
 * 'ist kein Platz mehr frei'. `only` adds 'nur' (a shortage); without it: 'sind noch 3 Plätze frei'.
 */
export function seatsLeftText(n: number, only = true): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Ungültige Zahl freier Plätze: ${n}`);
  if (n === 0) return 'ist kein Platz mehr frei';
  return `${n === 1 ? 'ist' : 'sind'}${only ? ' nur' : ''} noch ${seatCount(n)} frei`;
}
