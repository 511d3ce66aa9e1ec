const MINUTE_MS = 60 * 1000;
const UNITS = [
  { ms: 24 * 60 * MINUTE_MS, one: 'Tag', many: 'Tage' },
  { ms: 60 * MINUTE_MS, one: 'Stunde', many: 'Stunden' },
  { ms: MINUTE_MS, one: 'Minute', many: 'Minuten' },
] as const;

/** A lifetime in German ("180 Tage", "12 Stunden", "1 Minute"): the largest unit that divides it. */
export function germanDuration(ms: number): string {
  const unit = UNITS.find((candidate) => ms >= candidate.ms && ms % candidate.ms === 0);
  if (!unit) return `${Math.round(ms / 1000)} Sekunden`;
  const count = ms / unit.ms;
  return `${count} ${count === 1 ? unit.one : unit.many}`;
}
