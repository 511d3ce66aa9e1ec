/**
 * Common passwords: the password list of @zxcvbn-ts/language-common (leaked-password frequency lists)
 * and the common German words of @zxcvbn-ts/language-de, compared case-insensitively. Server only:
 * the lists never reach a browser bundle, and nothing is fetched at run time.
 */
import { VALIDATION_MESSAGES } from '@amb/shared-contracts';
import { dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as german } from '@zxcvbn-ts/language-de';
import { httpError } from '../http/errors';

/** Shorter passwords are refused by the 8-character rule anyway. */
const MIN_LENGTH = 8;

let list: Set<string> | undefined;

function commonPasswords(): Set<string> {
  list ??= new Set(
    [...common['passwords-common'], ...german.commonWords]
      .map((entry) => String(entry).toLowerCase())
      .filter((entry) => entry.length >= MIN_LENGTH),
  );
  return list;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** 400 COMMON_PASSWORD with the German message under `field` when the new password is a common one. */
export function rejectCommonPassword(password: string, field: string): void {
  if (!isCommonPassword(password)) return;
  const message = VALIDATION_MESSAGES.passwordCommon;
  throw httpError('COMMON_PASSWORD', message, { [field]: message });
}
