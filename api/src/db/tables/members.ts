/** Member tables (migration 003_member_preferences). */

export interface UserPreferencesTable {
  userId: number;
  /** 0 or 1 (integer on both dialects). */
  advertisingOptIn: number;
  /** JSON text of MarketingPreferences. */
  marketingPreferences: string;
  /** JSON text of HotelPreferences. */
  hotelPreferences: string;
  /** JSON text of a string array (BR_FUNCTIONS). */
  brFunctions: string;
  country: string | null;
  /** JSON text of a string array (MEMBERSHIPS). */
  memberships: string;
  updatedAt: string;
}

export interface MemberTables {
  userPreferences: UserPreferencesTable;
}
