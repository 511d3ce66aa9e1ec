import type { TextRange } from '@amb/shared-contracts/core';

/**
 * The text as React text nodes with the matched ranges in <mark>: no HTML is built from the text, so
 * nothing in it can become markup. Ranges are sorted, clipped to the text, and overlapping ones merged.
 */
export function Marked({ text, ranges }: { text: string; ranges: readonly TextRange[] }) {
  const parts: Array<{ text: string; marked: boolean }> = [];
  let at = 0;
  for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
    const start = Math.max(range.start, at);
    const end = Math.min(range.end, text.length);
    if (end <= start) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return <>{parts.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}</>;
}
