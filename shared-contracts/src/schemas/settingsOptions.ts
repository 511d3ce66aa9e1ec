/** The fixed German option lists of the settings page (BR functions, memberships, countries). */

export const BR_FUNCTIONS = [
  'Betriebsratsvorsitz',
  'Stellv. Vorsitz',
  'Betriebsratsmitglied',
  'Ersatzmitglied',
  'Schwerbehindertenvertretung',
  'JAV',
  'Wirtschaftsausschuss',
  'Gesamtbetriebsrat',
  'Konzernbetriebsrat',
] as const;

export const MEMBERSHIPS = ['ver.di', 'IG Metall', 'IG BCE', 'NGG', 'EVG', 'GEW', 'IG BAU', 'keine'] as const;

/** "keine" (no union) cannot be combined with a union. */
export const NO_MEMBERSHIP = 'keine';

export const COUNTRIES = [
  'Deutschland',
  'Österreich',
  'Schweiz',
  'Liechtenstein',
  'Luxemburg',
  'Belgien',
  'Niederlande',
  'Dänemark',
  'Polen',
  'Tschechien',
  'Frankreich',
  'Italien',
] as const;

export type BrFunction = (typeof BR_FUNCTIONS)[number];
export type Membership = (typeof MEMBERSHIPS)[number];
export type Country = (typeof COUNTRIES)[number];
