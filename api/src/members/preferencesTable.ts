/** Table of migration 003_member_preferences, added to the Database type by module augmentation. */

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

declare module '../db/types' {
  interface Database {
    userPreferences: UserPreferencesTable;
  }
}
