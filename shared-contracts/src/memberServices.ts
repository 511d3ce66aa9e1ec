/**
 * Contracts of the member services of issue 12: photos of past seminars, seminar feedback and the
 * works-council A–Z (a lexicon table issue 13 reuses for its SBV and JAV variants).
 */

/** Accepted photo formats, detected from the file's content (never its name or declared type). */
export const PHOTO_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** Largest photo an upload may carry (10 MB). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Width of a thumbnail in pixels (the list shows them at about half that on a phone). */
export const PHOTO_THUMBNAIL_WIDTH = 480;
/** The multipart field of the admin's upload form. */
export const PHOTO_UPLOAD_FIELD = 'photo';

export const PHOTO_MESSAGES = {
  fileRequired: 'Bitte wählen Sie ein Foto aus.',
  wrongType: 'Die Datei ist kein Foto im Format JPEG, PNG oder WebP.',
  tooLarge: 'Das Foto ist zu groß: höchstens 10 MB sind erlaubt.',
  tooMany: 'Bitte laden Sie ein Foto nach dem anderen hoch.',
  eventNotFound: 'Diesen Termin gibt es nicht.',
  beforeEvent: 'Fotos eines Termins können erst ab seinem ersten Seminartag hochgeladen werden.',
  notFound: 'Dieses Foto gibt es nicht oder es ist nicht für Sie freigegeben.',
  deleteOwnOnly: 'Sie können nur Fotos löschen, die Sie selbst hochgeladen haben.',
  none: 'Zu Ihren vergangenen Seminaren gibt es noch keine Fotos.',
  deleted: 'Das Foto wurde gelöscht.',
  uploaded: 'Hochgeladen.',
  uploading: 'Wird hochgeladen …',
  waiting: 'Wartet.',
  noEvents: 'Es gibt keinen begonnenen Termin, der zu Ihrer Suche passt.',
  noEventPhotos: 'Zu diesem Termin gibt es noch keine Fotos.',
  searchInvalid: 'Bitte geben Sie höchstens 100 Zeichen ohne Steuerzeichen ein.',
} as const;

/** Accepted types for the upload's file input (the api checks the content again). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
/** Most events GET /api/admin/photo-events answers with. */
export const PHOTO_EVENTS_LIMIT = 50;

/** An event that has begun, as the admin's upload page lists it (title of its theme, days, photo count). */
export interface AdminPhotoEvent {
  eventId: number;
  title: string;
  startDate: string;
  endDate: string;
  photoCount: number;
}

/** GET /api/admin/photo-events?q=: at most PHOTO_EVENTS_LIMIT begun events whose title contains q, newest first. */
export interface AdminPhotoEventsResponse {
  events: AdminPhotoEvent[];
}

/** GET /api/admin/events/:eventId/photos: the event's photos (thumbnails by the admin route), oldest first. */
export interface AdminEventPhotosResponse {
  photos: EventPhoto[];
}

/** One photo of an event as its viewer sees it; the URLs are the api's download and thumbnail routes. */
export interface EventPhoto {
  photoId: number;
  eventId: number;
  width: number;
  height: number;
  uploadedAt: string;
  thumbnailUrl: string;
  downloadUrl: string;
  /** True when the viewer uploaded it (only then may they delete it). */
  ownUpload: boolean;
}

/** The photos of one event the viewer took part in (or booked), newest event first. */
export interface PhotoEventGroup {
  eventId: number;
  title: string;
  startDate: string;
  endDate: string;
  photos: EventPhoto[];
}

export interface MemberPhotosResponse {
  events: PhotoEventGroup[];
}

/** Star ratings of the feedback form. */
export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5] as const;
export const FEEDBACK_MESSAGE_MAX = 4000;

export const FEEDBACK_MESSAGES = {
  notParticipant: 'Sie können nur Seminare bewerten, an denen Sie teilgenommen haben und die vorbei sind.',
  alreadyGiven: 'Sie haben dieses Seminar bereits bewertet. Vielen Dank!',
  thanks: 'Vielen Dank für Ihr Feedback!',
  noEvents: 'Es gibt noch kein vergangenes Seminar, an dem Sie teilgenommen haben.',
} as const;

/** A past seminar the member took part in, and whether they rated it already. */
export interface FeedbackEvent {
  eventId: number;
  title: string;
  startDate: string;
  endDate: string;
  feedbackGiven: boolean;
}

export interface FeedbackEventsResponse {
  events: FeedbackEvent[];
}

export interface FeedbackCreated {
  feedbackId: number;
  eventId: number;
  rating: number;
}

/** Who a lexicon entry is written for: works council, representative of disabled employees, youth. */
export const LEXICON_AUDIENCES = ['br', 'sbv', 'jav'] as const;
export type LexiconAudience = (typeof LEXICON_AUDIENCES)[number];

/** The letters of the A–Z index (umlauts file under their base letter: "Änderungskündigung" under A). */
export const LEXICON_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

export const LEXICON_MESSAGES = {
  notFound: 'Diesen Eintrag gibt es im Betriebsrats-Lexikon nicht.',
  noMatch: 'Kein Eintrag passt zu Ihrer Suche. Versuchen Sie ein anderes Stichwort oder wählen Sie einen Buchstaben.',
  noLetter: 'Unter diesem Buchstaben gibt es noch keinen Eintrag.',
  query: 'Bitte geben Sie höchstens 100 Zeichen ein.',
  letter: 'Bitte wählen Sie einen Buchstaben von A bis Z.',
} as const;

export interface LexiconEntrySummary {
  slug: string;
  title: string;
  letter: string;
  /** The first sentence(s) of the body, at most about 200 characters. */
  excerpt: string;
}

export interface LexiconIndexResponse {
  /** Letters that have at least one entry (of the whole A–Z, not only of the search). */
  letters: string[];
  entries: LexiconEntrySummary[];
}

export interface LexiconEntry {
  slug: string;
  title: string;
  letter: string;
  /** Paragraphs separated by blank lines; plain text. */
  body: string;
}
