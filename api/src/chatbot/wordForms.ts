/**
 * German word forms the Snowball stemmer leaves apart but a question and our texts use for one thing: a separable
 * verb's participle and zu-infinitive („freigestellt", „freizustellen" → „freistell", as „Freistellung"), a
 * participle and its noun („angehört" → „anhor", as „Anhörung"), and the few synonyms of the field
 * („widersprechen" a hiring is „die Zustimmung verweigern"). The index writes the root beside the stem; a
 * question searches both.
 */
import { foldWord, stemWord } from '../catalogue/germanText';

const PARTICLES = [
  'zurück',
  'heran',
  'hinzu',
  'voraus',
  'frei',
  'fest',
  'nach',
  'auf',
  'aus',
  'ein',
  'mit',
  'vor',
  'weg',
  'dar',
  'bei',
  'ab',
  'an',
  'um',
  'zu',
].map(foldWord);

/** The root of a participle or zu-infinitive, or null when the word is neither. */
export function verbRoot(word: string): string | null {
  const folded = foldWord(word);
  for (const particle of PARTICLES) {
    if (!folded.startsWith(particle)) continue;
    const rest = folded.slice(particle.length);
    const infix = rest.startsWith('ge') ? 'ge' : rest.startsWith('zu') && particle !== 'zu' ? 'zu' : null;
    if (!infix) continue;
    const core = rest.slice(2).replace(/(?:t|et|en|n)$/, '');
    if (core.length < 3) continue;
    return stemWord(particle + core);
  }
  // A plain participle: „gewählt" → „wahl", „gekündigt" → „kundig".
  const participle = /^ge([a-z]{3,})(?:et|t)$/.exec(folded);
  return participle ? stemWord(participle[1]!) : null;
}

/**
 * Words of labour law that mean one another in a question (the key: a stem; the values: the stems our texts
 * use). Kept small and general: a question's word finds the text's word, never a topic of its own.
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  widersprech: ['verweig'],
  widerspruch: ['verweig'],
  beschaftigt: ['arbeitnehm'],
  beschaftigten: ['arbeitnehm'],
  mitarbeit: ['arbeitnehm'],
  mitarbeiterinn: ['arbeitnehm'],
  chef: ['arbeitgeb'],
  firma: ['arbeitgeb', 'unternehm'],
  seminar: ['schulung'],
  fortbild: ['schulung'],
  weiterbild: ['schulung'],
  kundigungsschutz: ['kundig'],
  entlass: ['kundig'],
  rausschmiss: ['kundig'],
  protokoll: ['niederschrift', 'sitzungsniederschrift'],
  stellenabbau: ['entlass', 'personalabbau'],
  abbau: ['entlass', 'personalabbau'],
  uberwach: ['technisch', 'einricht'],
  dauert: ['betragt'],
  dauer: ['betragt'],
  wirksam: ['mehrheit', 'beschlussfah'],
};

/** Extra index terms of a text's words: their roots (only where they differ from the stem). */
export function rootTerms(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const word of words) {
    const root = verbRoot(word);
    if (root && root !== stemWord(word)) out.push(root);
  }
  return out;
}
