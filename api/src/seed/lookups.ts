/** Seeds the demo videos and downloads (lookupsData.ts) once; a database that has them keeps them. */
import type { Db } from '../db/types';
import { inTransaction } from '../db/startLock';
import { slugify } from '../util/slugify';
import { DEMO_VIDEO_HOST, DOWNLOAD_SEED, VIDEO_SEED } from './lookupsData';

export async function seedLookups(db: Db): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (!(await trx.selectFrom('videos').select('videoId').limit(1).executeTakeFirst())) {
      await trx
        .insertInto('videos')
        .values(
          VIDEO_SEED.map((video, index) => ({
            videoId: index + 1,
            slug: video.slug,
            title: video.title,
            description: video.description,
            durationSeconds: video.durationSeconds,
            publishedOn: video.publishedOn,
            posterUrl: `${DEMO_VIDEO_HOST}/poster/${video.slug}.jpg`,
            videoUrl: `${DEMO_VIDEO_HOST}/embed/${video.slug}`,
          })),
        )
        .execute();
      await trx
        .insertInto('videoTags')
        .values(
          VIDEO_SEED.flatMap((video, index) =>
            video.tags.map((tag) => ({ videoId: index + 1, tagSlug: slugify(tag) })),
          ),
        )
        .execute();
    }
    if (!(await trx.selectFrom('downloads').select('downloadId').limit(1).executeTakeFirst())) {
      await trx
        .insertInto('downloads')
        .values(
          DOWNLOAD_SEED.map((download, index) => ({
            downloadId: index + 1,
            slug: download.slug,
            title: download.title,
            description: download.description,
            rubricSlug: slugify(download.rubric),
            targetGroup: download.targetGroup,
            fileKind: download.fileKind,
            body: JSON.stringify(download.body),
            updatedOn: download.updatedOn,
          })),
        )
        .execute();
    }
  });
}
