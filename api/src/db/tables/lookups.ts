/** Videos and downloads (migration 027_videos_downloads). */
import type { DownloadTargetGroup } from '@amb/shared-contracts';

export interface VideoTable {
  videoId: number;
  slug: string;
  title: string;
  description: string;
  durationSeconds: number;
  /** YYYY-MM-DD. */
  publishedOn: string;
  posterUrl: string;
  /** An embeddable player address (demo data: the brand's video host is not known). */
  videoUrl: string;
}

export interface VideoTagTable {
  videoId: number;
  /** A catalogue tag's slug (tags.slug). */
  tagSlug: string;
}

export interface DownloadTable {
  downloadId: number;
  slug: string;
  title: string;
  description: string;
  /** A catalogue rubric's slug (rubrics.slug). */
  rubricSlug: string;
  targetGroup: DownloadTargetGroup;
  /** What the file is, e.g. "Musterschreiben", "Checkliste". */
  fileKind: string;
  /** JSON of ContentBlock[]: the PDF's text. */
  body: string;
  /** YYYY-MM-DD: the file's last revision. */
  updatedOn: string;
}

export interface LookupTables {
  videos: VideoTable;
  videoTags: VideoTagTable;
  downloads: DownloadTable;
}
