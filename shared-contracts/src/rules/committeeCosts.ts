/**
 * A committee's training cost per year (the committee bookings page): what its members' booked participants
 * are charged (price as charged at checkout), plus the cancellation fee of a cancelled participant where the
 * booking engine recorded one. Reservations and waiting-list places cost nothing until they are booked.
 * The year is the Berlin calendar year the event starts in. Integer cents.
 */
export interface CostedParticipant {
  status: 'booked' | 'reserved' | 'waiting' | 'expired' | 'cancelled';
  priceCents: number;
  /** The cancellation fee charged for a cancelled participant; null when none was recorded. */
  cancellationFeeCents: number | null;
  /** YYYY-MM-DD of the event's first day. */
  startDate: string;
}

export interface CommitteeYearCost {
  year: number;
  /** Booked participants of the year. */
  participants: number;
  totalCents: number;
}

/** The cost a participant adds to its year: its price when booked, its fee when cancelled with one. */
export function participantCostCents(participant: CostedParticipant): number {
  if (participant.status === 'booked') return participant.priceCents;
  if (participant.status === 'cancelled') return participant.cancellationFeeCents ?? 0;
  return 0;
}

/** The years with bookings or fees, newest first. */
export function committeeCostsPerYear(participants: readonly CostedParticipant[]): CommitteeYearCost[] {
  const years = new Map<number, CommitteeYearCost>();
  for (const participant of participants) {
    const cost = participantCostCents(participant);
    const booked = participant.status === 'booked';
    if (!booked && cost === 0) continue;
    const year = Number(participant.startDate.slice(0, 4));
    const entry = years.get(year) ?? { year, participants: 0, totalCents: 0 };
    entry.participants += booked ? 1 : 0;
    entry.totalCents += cost;
    years.set(year, entry);
  }
  return [...years.values()].sort((a, b) => b.year - a.year);
}
