import type { ContentBlock } from '@amb/shared-contracts/core';

/** Structured text, each block as text in its own element: the data never carries markup. */
export function ContentBlocks({ blocks, headingLevel = 2 }: { blocks: readonly ContentBlock[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {blocks.map((block, index) =>
        block.type === 'heading' ? (
          <Heading key={index}>{block.text}</Heading>
        ) : block.type === 'paragraph' ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
