/** The body of a content item: structured blocks as JSON text in the database, checked when read. */
import type { ContentBlock } from '@amb/shared-contracts';

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** One block, or null when it is not one of the three shapes (an unknown block is left out, never shown raw). */
function blockOf(value: unknown): ContentBlock | null {
  if (typeof value !== 'object' || value === null) return null;
  const block = value as Record<string, unknown>;
  if ((block.type === 'heading' || block.type === 'paragraph') && isText(block.text))
    return { type: block.type, text: block.text };
  if (block.type === 'list' && Array.isArray(block.items) && block.items.length > 0 && block.items.every(isText))
    return { type: 'list', items: [...block.items] };
  return null;
}

/** The blocks of a stored body; anything else in it is left out. */
export function parseBlocks(json: string): ContentBlock[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  return Array.isArray(value) ? value.map(blockOf).filter((block) => block !== null) : [];
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The words a reader reads: title, teaser and every block. */
export function countWords(title: string, teaser: string, blocks: readonly ContentBlock[]): number {
  return blocks.reduce(
    (sum, block) =>
      sum + (block.type === 'list' ? block.items.reduce((n, item) => n + words(item), 0) : words(block.text)),
    words(title) + words(teaser),
  );
}

/** The running text of the blocks (headings, paragraphs, list items), for the search index. */
export const blocksText = (blocks: readonly ContentBlock[]): string =>
  blocks.map((block) => (block.type === 'list' ? block.items.join(' ') : block.text)).join(' ');
