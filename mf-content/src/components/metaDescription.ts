/** The longest description search engines show in full. */
const DESCRIPTION_MAX = 160;

/** A page's meta description from a text: whitespace folded, cut at a word with … when longer than 160. */
export function shortened(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= DESCRIPTION_MAX) return clean;
  const cut = clean.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
