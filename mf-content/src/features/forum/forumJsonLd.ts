import type { ForumPostsResponse } from '@amb/shared-contracts/content';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The text of a post's sanitised HTML (what search engines read of it). */
export function textOfHtml(html: string): string {
  return html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/**
 * schema.org DiscussionForumPosting of a thread's page: the opening post with its author and time, the answers
 * on this page as comments (hidden ones left out), the number of answers.
 */
export function discussionForumPostingJsonLd(data: ForumPostsResponse, origin: string, pageUrl: string) {
  const [opening, ...answers] = data.items;
  const visible = (data.page === 1 ? answers : data.items).filter((post) => post.hidden === null);
  const person = (name: string) => ({ '@type': 'Person', name });
  return {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    headline: data.thread.title,
    url: `${origin}${pageUrl}`,
    mainEntityOfPage: `${origin}${data.thread.url}`,
    ...(data.page === 1 && opening && opening.hidden === null
      ? { text: textOfHtml(opening.bodyHtml), datePublished: opening.createdAt }
      : { datePublished: data.thread.createdAt }),
    dateModified: data.thread.lastActivityAt,
    author: person(data.thread.author),
    isAccessibleForFree: true,
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/CommentAction',
      userInteractionCount: data.thread.replies,
    },
    comment: visible.map((post) => ({
      '@type': 'Comment',
      text: textOfHtml(post.bodyHtml),
      datePublished: post.createdAt,
      author: person(post.author),
      url: `${origin}${pageUrl}#beitrag-${post.id}`,
    })),
  };
}
