/**
 * What the training plan reads from the catalogue: the basic series of each function and the prerequisites of
 * advanced themes, by theme slug. Once per slug pair: a catalogue without a theme leaves its rows out.
 */
import type { MemberFunction } from '@amb/shared-contracts';
import type { Db } from '../db/types';

const BR_SERIES = [
  'betriebsverfassungsrecht-teil-i',
  'betriebsverfassungsrecht-teil-ii',
  'betriebsverfassungsrecht-teil-iii',
];

export const TRAINING_BASICS: Record<MemberFunction, string[]> = {
  chair: [...BR_SERIES, 'der-betriebsratsvorsitz'],
  deputy: [...BR_SERIES, 'der-betriebsratsvorsitz'],
  member: BR_SERIES,
  substitute: ['betriebsratsarbeit-kompakt', 'betriebsverfassungsrecht-teil-i'],
  sbv: ['sbv-grundlagen', 'sbv-aufbauwissen'],
  jav: ['jav-grundlagen', 'jav-aufbauwissen'],
};

/** [theme, builds on] */
export const THEME_PREREQUISITES: Array<[string, string]> = [
  ['betriebsverfassungsrecht-teil-ii', 'betriebsverfassungsrecht-teil-i'],
  ['betriebsverfassungsrecht-teil-iii', 'betriebsverfassungsrecht-teil-ii'],
  ['arbeitsrecht-teil-ii', 'arbeitsrecht-teil-i'],
  ['die-einigungsstelle', 'betriebsverfassungsrecht-teil-ii'],
  ['betriebsvereinbarungen-gestalten', 'betriebsverfassungsrecht-teil-i'],
  ['bilanzen-lesen-und-verstehen', 'der-wirtschaftsausschuss'],
  ['controlling-fuer-den-wirtschaftsausschuss', 'bilanzen-lesen-und-verstehen'],
  ['sbv-aufbauwissen', 'sbv-grundlagen'],
  ['jav-aufbauwissen', 'jav-grundlagen'],
  ['verhandlungsfuehrung-mit-dem-arbeitgeber', 'rhetorik-fuer-betriebsraete'],
];

export async function seedTrainingCatalogue(db: Db): Promise<void> {
  const themes = await db.selectFrom('themes').select(['themeId', 'slug']).execute();
  const idOf = new Map(themes.map((t) => [t.slug, t.themeId]));
  const basics = Object.entries(TRAINING_BASICS).flatMap(([fn, slugs]) =>
    slugs.flatMap((slug, position) => {
      const themeId = idOf.get(slug);
      return themeId === undefined ? [] : [{ memberFunction: fn as MemberFunction, position, themeId }];
    }),
  );
  if (basics.length > 0) {
    await db
      .insertInto('trainingBasics')
      .values(basics)
      .onConflict((oc) => oc.columns(['memberFunction', 'position']).doNothing())
      .execute();
  }
  const prerequisites = THEME_PREREQUISITES.flatMap(([theme, before]) => {
    const themeId = idOf.get(theme);
    const requiresThemeId = idOf.get(before);
    return themeId === undefined || requiresThemeId === undefined ? [] : [{ themeId, requiresThemeId }];
  });
  if (prerequisites.length > 0) {
    await db
      .insertInto('themePrerequisites')
      .values(prerequisites)
      .onConflict((oc) => oc.columns(['themeId', 'requiresThemeId']).doNothing())
      .execute();
  }
}
