/**
 * What a member of the committee needs to learn, in the order to learn it: the basic series of their function
 * first (e.g. Betriebsverfassungsrecht Teil I → II → III), then each topic the committee chose for them, each
 * after its prerequisites (an advanced seminar after the one it builds on). A theme appears once, at its first
 * place; what the member attended (before this term too) is done, what is booked is booked, the rest is open.
 */
import type { LegalBasis } from './legalBasis';
import { necessaryLegalBasis, type MemberFunction } from './trainingEntitlement';

export type NeedReason = 'basic' | 'prerequisite' | 'topic';
export type NeedState = 'done' | 'booked' | 'open';

export const NEED_REASON_LABELS: Record<NeedReason, string> = {
  basic: 'Grundlagenreihe',
  prerequisite: 'Voraussetzung',
  topic: 'Gewähltes Thema',
};

export const NEED_STATE_LABELS: Record<NeedState, string> = {
  done: 'besucht',
  booked: 'gebucht',
  open: 'offen',
};

export interface ChosenTopic {
  themeId: number;
  legalBasis: LegalBasis;
}

export interface NeedsInput {
  fn: MemberFunction;
  /** The basic series of the function, in order. */
  basics: readonly number[];
  /** Theme id → the themes it builds on. */
  prerequisites: ReadonlyMap<number, readonly number[]>;
  chosen: readonly ChosenTopic[];
  /** Attended (in this term or before, or marked as done by the manager). */
  done: ReadonlySet<number>;
  /** Booked or reserved, not yet attended. */
  booked: ReadonlySet<number>;
}

export interface TrainingNeed {
  themeId: number;
  reason: NeedReason;
  legalBasis: LegalBasis;
  state: NeedState;
  /** Themes that must come first (the previous basic, the prerequisites). */
  after: number[];
  /** For a prerequisite: the topic it is needed for. */
  requiredFor: number | null;
}

/** The member's needs in learning order. */
export function trainingNeeds(input: NeedsInput): TrainingNeed[] {
  const needs: TrainingNeed[] = [];
  const placed = new Set<number>();
  const necessary = necessaryLegalBasis(input.fn);
  const stateOf = (themeId: number): NeedState =>
    input.done.has(themeId) ? 'done' : input.booked.has(themeId) ? 'booked' : 'open';
  const place = (
    themeId: number,
    reason: NeedReason,
    legalBasis: LegalBasis,
    after: number[],
    requiredFor: number | null,
  ) => {
    if (placed.has(themeId)) return;
    placed.add(themeId);
    needs.push({ themeId, reason, legalBasis, state: stateOf(themeId), after, requiredFor });
  };

  input.basics.forEach((themeId, index) => {
    const previous = input.basics[index - 1];
    place(themeId, 'basic', necessary, previous === undefined ? [] : [previous], null);
  });

  /** Prerequisites depth-first, so every theme follows what it builds on; a cycle in the data stops. */
  const withPrerequisites = (themeId: number, topic: number, visiting: Set<number>) => {
    if (visiting.has(themeId)) return;
    visiting.add(themeId);
    const before = input.prerequisites.get(themeId) ?? [];
    for (const prerequisite of before) withPrerequisites(prerequisite, topic, visiting);
    if (themeId !== topic) place(themeId, 'prerequisite', necessary, [...before], topic);
  };
  for (const topic of input.chosen) {
    withPrerequisites(topic.themeId, topic.themeId, new Set());
    place(topic.themeId, 'topic', topic.legalBasis, [...(input.prerequisites.get(topic.themeId) ?? [])], null);
  }
  return needs;
}
