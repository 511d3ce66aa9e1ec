/**
 * New passwords must not be easy to guess: zxcvbn-ts estimates how many guesses an attacker needs, with the
 * leaked-password lists of @zxcvbn-ts/language-common, the German dictionaries of @zxcvbn-ts/language-de and
 * what the account itself says (e-mail, name, company) as the context an attacker tries first. A score below
 * MIN_SCORE (fewer than 10^8 guesses: a repeated letter, a keyboard row, a common word plus digits, the
 * account's own name) is refused with a German message. Server only: the dictionaries never reach a browser
 * bundle, and nothing is fetched at run time.
 */
import { VALIDATION_MESSAGES } from '@amb/shared-contracts';
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as german } from '@zxcvbn-ts/language-de';
import { httpError } from '../http/errors';

/** zxcvbn's 0–4 scale; 3 is "safely unguessable: moderate protection from offline slow-hash scenario". */
export const MIN_SCORE = 3;

let factory: ZxcvbnFactory | undefined;

/** Built on first use (the dictionaries take about a second to rank). */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common, ...german },
    graphs: adjacencyGraphs,
  });
  return factory;
}

/**
 * The context words of an account: each value (e-mail, name, company), its e-mail local part, each of them
 * without separators ("anna.schneider" -> "annaschneider") and their parts of at least three characters.
 */
export function contextWords(values: readonly string[]): string[] {
  const words = new Set<string>();
  const add = (word: string) => {
    if (word.length >= 3) words.add(word);
  };
  for (const value of values) {
    const text = value.trim().toLowerCase();
    for (const form of [text, text.split('@')[0]!]) {
      add(form);
      add(form.replace(/[^\p{L}\p{N}]+/gu, ''));
      for (const part of form.split(/[^\p{L}\p{N}]+/u)) add(part);
    }
  }
  return [...words];
}

export type PasswordWeakness = 'common' | 'personal';

/** Why the password is too weak, or null when it is strong enough. */
export function passwordWeakness(password: string, context: readonly string[] = []): PasswordWeakness | null {
  const result: ZxcvbnResult = estimator().check(password, contextWords(context));
  if (result.score >= MIN_SCORE) return null;
  const personal = result.sequence.some((match) => 'dictionaryName' in match && match.dictionaryName === 'userInputs');
  return personal ? 'personal' : 'common';
}

/** 400 COMMON_PASSWORD with the German message under `field` when the new password is too weak. */
export function rejectWeakPassword(password: string, field: string, context: readonly string[] = []): void {
  const weakness = passwordWeakness(password, context);
  if (weakness === null) return;
  const message = weakness === 'personal' ? VALIDATION_MESSAGES.passwordPersonal : VALIDATION_MESSAGES.passwordCommon;
  throw httpError('COMMON_PASSWORD', message, { [field]: message });
}
