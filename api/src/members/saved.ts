import { AUTH_MESSAGES, type Saved } from '@amb/shared-contracts';

/** The answer of a saved settings section: what is stored now, and "Gespeichert". */
export const saved = <T extends object>(value: T): Saved<T> => ({ ...value, message: AUTH_MESSAGES.saved });
