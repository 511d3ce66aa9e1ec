/** The member's calendar feed (migration 016_calendar_feeds). */
export interface CalendarFeedTable {
  userId: number;
  /** The secret of the feed's address (base64url, 32 random bytes). */
  token: string;
  createdAt: string;
}

export interface DocumentTables {
  calendarFeeds: CalendarFeedTable;
}
