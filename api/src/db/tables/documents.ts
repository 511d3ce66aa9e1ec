/** The member's calendar feed (migration 016_calendar_feeds). */
export interface CalendarFeedTable {
  userId: number;
  /** The secret of the feed's address (base64url, 32 random bytes). */
  token: string;
  createdAt: string;
}

/** An uploaded file kept in the database (migration 101_stored_files): photos, thumbnails, PDFs. */
export interface StoredFileTable {
  key: string;
  data: Buffer;
  sizeBytes: number;
  createdAt: string;
}

export interface DocumentTables {
  calendarFeeds: CalendarFeedTable;
  storedFiles: StoredFileTable;
}
