import { AUTH_MESSAGES } from '@amb/shared-contracts';

/** The answer of a saved settings section: what is stored now, and "Gespeichert". */
export const saved = <T extends object>(value: T): T & { message: string } => ({
  ...value,
  message: AUTH_MESSAGES.saved,
});
