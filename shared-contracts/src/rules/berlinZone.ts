/**
 * Europe/Berlin only, years 2000–2060, packed in moment-timezone's format (747 bytes instead of the
 * 729 KB of the full data set). Generated from moment-timezone 0.6.6 (IANA 2026f) with
 * `tz.pack(tz.filterYears(tz.unpack(berlin), 2000, 2060))` of moment-timezone-utils;
 * berlinZone.test.ts checks it against the full data set, so a tzdb update that changes Berlin fails there.
 * Before 2000 the first offset (CET) applies, after 2060 the last one (CET).
 */
export const BERLIN_ZONE_FIRST_YEAR = 2000;
export const BERLIN_ZONE_LAST_YEAR = 2060;
export const BERLIN_ZONE_PACKED =
  'Europe/Berlin|CET CEST|-10 -20|010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010|1dAN0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1qM0|41e5';
