/** Seeds the forum's demo threads (forumData.ts) into an empty forum, dated before the seed's base date. */
import { inTransaction } from '../db/startLock';
import type { Db } from '../db/types';
import { threadSlug } from '../forum/forum';
import { FORUM_SEED } from './forumData';

/**
 * The forum's demo days end a week before the base date: a base date may lie up to six days ahead (the e2e system
 * seeds from the next Monday), and no post may be written in the future.
 */
const DAYS_BEFORE_BASE = 7;

/** "YYYY-MM-DD" minus days at HH:MM (UTC+1, the demo's winter time) as ISO. */
function timeOf(baseDate: string, daysAgo: number, at: string): string {
  const day = new Date(`${baseDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - daysAgo - DAYS_BEFORE_BASE);
  const [hours, minutes] = at.split(':').map(Number);
  day.setUTCHours((hours ?? 12) - 1, minutes ?? 0, 0, 0);
  return day.toISOString();
}

export async function seedForum(db: Db, baseDate: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (await trx.selectFrom('forumThreads').select('threadId').limit(1).executeTakeFirst()) return false;
    const users = new Map(
      (await trx.selectFrom('users').select(['userId', 'email']).execute()).map((user) => [user.email, user.userId]),
    );
    const idOf = (email: string) => {
      const id = users.get(email);
      if (id === undefined) throw new Error(`Demo-Konto ${email} fehlt für das Forum`);
      return id;
    };
    // Oldest first, so ids grow with time as they do for real threads.
    const threads = [...FORUM_SEED].sort(
      (a, b) => b.posts[0]!.daysAgo - a.posts[0]!.daysAgo || a.posts[0]!.at.localeCompare(b.posts[0]!.at),
    );
    for (const thread of threads) {
      const times = thread.posts.map((post) => timeOf(baseDate, post.daysAgo, post.at));
      const visible = times.filter((_, index) => !thread.hidden?.some((hidden) => hidden.post === index));
      const { threadId } = await trx
        .insertInto('forumThreads')
        .values({
          category: thread.category,
          title: thread.title,
          slug: threadSlug(thread.title),
          authorUserId: idOf(thread.posts[0]!.author),
          createdAt: times[0]!,
          lastActivityAt: visible[visible.length - 1] ?? times[0]!,
          lockedAt: thread.lock ? times[times.length - 1]! : null,
          lockReason: thread.lock?.reason ?? null,
          lockedByUserId: thread.lock ? idOf(thread.lock.by) : null,
        })
        .returning('threadId')
        .executeTakeFirstOrThrow();
      const postIds: number[] = [];
      for (const [index, post] of thread.posts.entries()) {
        const hidden = thread.hidden?.find((entry) => entry.post === index);
        const { postId } = await trx
          .insertInto('forumPosts')
          .values({
            threadId,
            authorUserId: idOf(post.author),
            body: post.body,
            quotedPostId: post.quotes === undefined ? null : postIds[post.quotes]!,
            createdAt: times[index]!,
            hiddenAt: hidden ? times[index]! : null,
            hiddenReason: hidden?.reason ?? null,
            hiddenByUserId: hidden ? idOf(hidden.by) : null,
          })
          .returning('postId')
          .executeTakeFirstOrThrow();
        postIds.push(Number(postId));
      }
      await trx
        .insertInto('forumSubscriptions')
        .values({ threadId, userId: idOf(thread.posts[0]!.author), createdAt: times[0]!, lastNotifiedAt: null })
        .execute();
    }
    return true;
  });
}
