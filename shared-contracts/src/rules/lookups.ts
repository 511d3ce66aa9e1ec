/**
 * Rules of the lookups and recommendations of issue 13 (articles, videos, related news and videos, downloads) that
 * the api, the pages and the bff share: the target groups of the downloads, the limits, the German messages.
 */
import { buildPath, PAGE_ROUTES } from '../routes';

export const DOWNLOAD_TARGET_GROUPS = ['br', 'sbv', 'jav', 'gremium'] as const;
export type DownloadTargetGroup = (typeof DOWNLOAD_TARGET_GROUPS)[number];

export const isDownloadTargetGroup = (value: unknown): value is DownloadTargetGroup =>
  (DOWNLOAD_TARGET_GROUPS as readonly unknown[]).includes(value);

export const DOWNLOAD_TARGET_GROUP_LABELS: Record<DownloadTargetGroup, string> = {
  br: 'Betriebsrat',
  sbv: 'Schwerbehindertenvertretung',
  jav: 'Jugend- und Auszubildendenvertretung',
  gremium: 'Gesamtes Gremium',
};

/** The PDF of a download, rendered by the bff. */
export const downloadFileUrl = (slug: string): string => buildPath(PAGE_ROUTES.downloadFile.path, { slug });

/** Lists of /api/get-articles and /api/get-videos: default and most items. */
export const LOOKUP_LIMIT_DEFAULT = 10;
export const LOOKUP_LIMIT_MAX = 50;
/** /recommendations/news and /videos: default and most items. */
export const RECOMMENDATION_LIMIT_DEFAULT = 3;
export const RECOMMENDATION_LIMIT_MAX = 12;

export const LOOKUP_MESSAGES = {
  kind: 'Bitte wählen Sie Fachartikel, News oder Interviews.',
  tag: 'Bitte geben Sie ein Schlagwort in Kleinbuchstaben mit Bindestrichen an (z. B. arbeitszeit).',
  themeId: 'Bitte geben Sie die Nummer eines Seminarthemas an.',
  contentId: 'Bitte geben Sie die Nummer eines Beitrags an.',
  oneSource: 'Bitte geben Sie nur eines an: Schlagwort, Seminarthema oder Beitrag.',
  limit: (max: number) => `Bitte geben Sie eine Anzahl von 1 bis ${max} an.`,
  rubric: 'Diese Rubrik gibt es nicht. Bitte wählen Sie eine Rubrik aus der Liste.',
  targetGroup: 'Bitte wählen Sie Betriebsrat, Schwerbehindertenvertretung, JAV oder Gesamtes Gremium.',
  repeated: 'Bitte geben Sie jeden Filter nur einmal an.',
} as const;

/** "12:05 Min." for 725 seconds; "1:02:05 Std." from an hour on. */
export function videoDurationText(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest} Std.` : `${minutes}:${rest} Min.`;
}
