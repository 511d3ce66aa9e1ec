/** Lookups and recommendations of issue 13: videos, related news and videos, downloads. */
import type { DownloadTargetGroup } from '../rules/lookups';
import type { ContentBlock } from './content';

/** A video as lists and recommendations show it (demo addresses: the brand's video host is not known). */
export interface VideoSummary {
  id: number;
  slug: string;
  title: string;
  description: string;
  durationSeconds: number;
  /** Calendar day of publication, YYYY-MM-DD. */
  publishedOn: string;
  posterUrl: string;
  /** An embeddable player address. */
  videoUrl: string;
  tags: Array<{ name: string; slug: string }>;
}

/** GET /api/get-videos and /recommendations/videos. */
export interface VideoListResponse {
  items: VideoSummary[];
}

/** A rubric or target group that has downloads, with how many. */
export interface DownloadFilterOption {
  slug: string;
  label: string;
  count: number;
}

/** GET /download/get-download-filter-data: only rubrics and target groups that have downloads. */
export interface DownloadFilterDataResponse {
  rubrics: DownloadFilterOption[];
  targetGroups: DownloadFilterOption[];
}

export interface DownloadSummary {
  slug: string;
  title: string;
  description: string;
  /** "Musterschreiben", "Checkliste", … */
  fileKind: string;
  rubric: { slug: string; name: string };
  targetGroup: DownloadTargetGroup;
  /** YYYY-MM-DD. */
  updatedOn: string;
  /** The PDF (the bff's /download/file/{slug}). */
  fileUrl: string;
}

/** GET /download/get-rubric-targetgroup-downloads?rubric=&targetGroup=: by rubric, then title. */
export interface DownloadListResponse {
  items: DownloadSummary[];
}

/** GET /api/downloads/{slug}: one download with the text its PDF shows; 404 when there is none. */
export interface DownloadItemResponse extends DownloadSummary {
  body: ContentBlock[];
}
