import { API_ROUTES } from '@amb/shared-contracts/core';
import type {
  ForumPermissionResponse,
  ForumPostView,
  ForumPostsResponse,
  ForumThreadsResponse,
} from '@amb/shared-contracts/content';
import { json, type MockRoute } from '@amb/remote-kit/testing';

const post = (id: number, position: number, extra: Partial<ForumPostView> = {}): ForumPostView => ({
  id,
  threadId: 7,
  author: position === 1 ? 'Lena W.' : 'Markus F.',
  createdAt: `2026-11-2${position}T08:12:00.000Z`,
  editedAt: null,
  body: null,
  bodyHtml:
    position === 1
      ? '<p>Muss ich ein <strong>Webinar</strong> machen?</p>'
      : '<p>Nein, nach § 37 Abs. 6 BetrVG nicht.</p>',
  quote: null,
  hidden: null,
  mayEdit: false,
  editableUntil: null,
  mayReport: false,
  reports: 0,
  position,
  ...extra,
});

export const THREAD: ForumPostsResponse = {
  thread: {
    id: 7,
    category: 'br-praxis',
    title: 'Arbeitgeber verweigert Kosten für Grundlagenseminar',
    url: '/forum/thema/arbeitgeber-verweigert-kosten-fuer-grundlagenseminar-7',
    author: 'Lena W.',
    createdAt: '2026-11-21T08:12:00.000Z',
    lastActivityAt: '2026-11-22T08:12:00.000Z',
    replies: 2,
    locked: false,
    excerpt: 'Muss ich ein Webinar machen?',
    lock: null,
    subscribed: false,
    hidden: false,
  },
  items: [
    post(70, 1),
    post(71, 2, { quote: { postId: 70, author: 'Lena W.', excerpt: 'Muss ich ein Webinar machen?' } }),
    post(72, 3, { hidden: { reason: 'Werbung ohne Bezug', at: '2026-11-23T10:00:00.000Z' }, bodyHtml: '' }),
  ],
  page: 1,
  pageSize: 20,
  total: 3,
  totalPages: 1,
};

export const THREADS: ForumThreadsResponse = {
  items: [THREAD.thread],
  page: 1,
  pageSize: 20,
  total: 1,
  totalPages: 1,
  category: null,
  categories: [
    { slug: 'br-praxis', label: 'BR-Praxis', description: '', threads: 1 },
    { slug: 'sbv', label: 'SBV', description: '', threads: 0 },
    { slug: 'jav', label: 'JAV', description: '', threads: 0 },
    { slug: 'wahlen', label: 'Wahlen', description: '', threads: 0 },
    { slug: 'arbeitsrecht', label: 'Arbeitsrecht', description: '', threads: 0 },
  ],
};

export const permission = (role: ForumPermissionResponse['role']): ForumPermissionResponse => ({
  read: true,
  write: role === 'member' || role === 'moderator',
  reply: role === 'member' || role === 'moderator',
  moderate: role === 'moderator',
  reason: role === 'guest' ? 'Bitte melden Sie sich an, um im Forum zu schreiben.' : null,
  role,
});

export function forumRoutes(
  role: ForumPermissionResponse['role'],
  thread: ForumPostsResponse = THREAD,
): Record<string, MockRoute> {
  return {
    [API_ROUTES.forumThreads.path]: () => json(THREADS),
    [API_ROUTES.forumPosts.path]: (call) =>
      Number(call.query.thema) === thread.thread.id
        ? json(thread)
        : json({ error: { code: 'NOT_FOUND', message: 'Dieses Thema gibt es nicht.' } }, 404),
    [API_ROUTES.forumPermission.path]: () => json(permission(role)),
  };
}
