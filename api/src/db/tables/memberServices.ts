/** Member-service tables (migrations 018_photos, 019_feedback, 020_lexicon_entries). */
import type { LexiconAudience, PhotoFormat } from '@amb/shared-contracts';
import type { Generated } from 'kysely';

export interface EventPhotoTable {
  photoId: Generated<number>;
  eventId: number;
  /** The admin who uploaded it (null once that account is deleted). */
  uploadedBy: number | null;
  storageKey: string;
  thumbnailKey: string;
  format: PhotoFormat;
  sizeBytes: number;
  width: number;
  height: number;
  createdAt: string;
}

export interface SeminarFeedbackTable {
  feedbackId: Generated<number>;
  eventId: number;
  participantId: number;
  /** Who sent it (the participant's account; an impersonating admin's changes are audited besides). */
  userId: number | null;
  rating: number;
  message: string;
  createdAt: string;
}

export interface LexiconEntryTable {
  entryId: Generated<number>;
  audience: LexiconAudience;
  slug: string;
  title: string;
  letter: string;
  body: string;
  searchText: string;
  updatedAt: string;
}

export interface MemberServiceTables {
  eventPhotos: EventPhotoTable;
  seminarFeedback: SeminarFeedbackTable;
  lexiconEntries: LexiconEntryTable;
}
