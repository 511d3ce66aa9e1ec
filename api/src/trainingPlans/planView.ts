/**
 * A training plan as its readers see it, computed on every read from the plan, the catalogue and the members'
 * bookings, so it follows every booking, cancellation and new date: per member the needs in learning order
 * (shared-contracts trainingNeeds), their booked or attended dates, suggested dates for the open ones
 * (suggestDates: learning order, no clash, seats shared out between the members), and the § 37 Abs. 7 BetrVG
 * account with the necessary training beside it (trainingEntitlement).
 */
import {
  TRAINING_SUGGESTION_LEAD_DAYS,
  addCalendarDays,
  berlinWallTime,
  seatsLeft,
  suggestDates,
  termEndOf,
  trainingDays,
  trainingEntitlement,
  trainingNeeds,
  type CandidateDate,
  type ChosenTopic,
  type CountedTraining,
  type LegalBasis,
  type PlanDate,
  type PlanMember,
  type PlanNeed,
  type PlanTheme,
  type PlanTraining,
  type TrainingPlan,
} from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { listCommitteeMembers } from '../repositories/users';
import {
  candidateEvents,
  eventVenues,
  memberTrainings,
  planMembers,
  seriesModules,
  themePrerequisites,
  themesByIds,
  trainingBasics,
  type PlanMemberRow,
  type PlanRow,
} from '../repositories/trainingPlans';
import { committeeConsultant } from './planConsultant';

export interface PlanViewer {
  userId: number;
  committeeId: number | null;
  committeeRole: 'member' | 'manager' | null;
  /** A real admin (not acting as a member): reads every plan, edits none. */
  staff: boolean;
}

export const canEditPlan = (plan: { committeeId: number }, viewer: PlanViewer): boolean =>
  !viewer.staff && viewer.committeeRole === 'manager' && viewer.committeeId === plan.committeeId;

export const canSeePlan = (plan: { committeeId: number }, viewer: PlanViewer): boolean =>
  viewer.staff || viewer.committeeId === plan.committeeId;

type Training = Awaited<ReturnType<typeof memberTrainings>>[number];

const parse = <T>(json: string): T => JSON.parse(json) as T;

export interface ComputedMember {
  row: PlanMemberRow;
  view: PlanMember;
  /** The open needs with a suggested date (what one click puts into the cart). */
  suggested: Array<{ eventId: number; legalBasis: LegalBasis; isOnline: boolean }>;
}

/** The plan's members, each with what the rules make of them. */
export async function computeMembers(
  db: Db,
  plan: PlanRow,
  rows: PlanMemberRow[],
  now: Date,
): Promise<ComputedMember[]> {
  const today = berlinWallTime(now).day;
  const [basics, prerequisites] = await Promise.all([trainingBasics(db), themePrerequisites(db)]);
  const trainings = await memberTrainings(
    db,
    rows.map((m) => ({ userId: m.userId, confirmedEmail: m.emailConfirmedAt ? m.email : null })),
  );
  const termOf = (m: PlanMemberRow) => {
    const start = m.termStart ?? plan.termStart;
    return { start, end: termEndOf(start, m.memberFunction) };
  };
  const ownTrainings = (m: PlanMemberRow): Training[] => {
    const seen = new Set<number>();
    return trainings.filter((t) => {
      const mine = t.memberUserId === m.userId || t.emailUserId === m.userId;
      if (!mine || seen.has(t.participantId)) return false;
      seen.add(t.participantId);
      return true;
    });
  };

  const perMember = rows.map((row) => {
    const own = ownTrainings(row);
    const done = new Set<number>(parse<number[]>(row.doneThemeIds));
    const booked = new Set<number>();
    for (const t of own) (t.endDate < today ? done : booked).add(t.themeId);
    const needs = trainingNeeds({
      fn: row.memberFunction,
      basics: basics.get(row.memberFunction) ?? [],
      prerequisites,
      chosen: parse<ChosenTopic[]>(row.topics),
      done,
      booked,
    });
    return { row, own, needs, term: termOf(row) };
  });

  const openThemes = [
    ...new Set(perMember.flatMap((m) => m.needs.filter((n) => n.state === 'open').map((n) => n.themeId))),
  ];
  const from = addCalendarDays(today, TRAINING_SUGGESTION_LEAD_DAYS);
  const until = perMember.reduce((last, m) => (m.term.end > last ? m.term.end : last), from);
  const candidates = await candidateEvents(db, openThemes, from, until);
  const bookedEvents = [...new Set(perMember.flatMap((m) => m.own.map((t) => t.eventId)))];
  const seriesIds = [
    ...candidates.filter((c) => Number(c.isSeries) === 1).map((c) => c.eventId),
    ...perMember.flatMap((m) => m.own.filter((t) => Number(t.isSeries) === 1).map((t) => t.eventId)),
  ];
  const [modules, venues, themes] = await Promise.all([
    seriesModules(db, seriesIds),
    eventVenues(db, bookedEvents),
    themesByIds(db, [...new Set(perMember.flatMap((m) => m.needs.map((n) => n.themeId)))]),
  ]);
  const themeOf = new Map<number, PlanTheme>(
    themes.map((t) => [t.themeId, { themeId: t.themeId, title: t.title, slug: t.slug }]),
  );
  const daysOf = (eventId: number, startDate: string, endDate: string) =>
    trainingDays(modules.get(eventId) ?? [{ startDate, endDate }]);
  const venueOf = new Map(venues.map((v) => [v.eventId, v]));

  // Seats are shared out: a date two members are suggested has one seat fewer for the third.
  const seats = new Map(candidates.map((c) => [c.eventId, seatsLeft(c.capacity, c.seatsTaken)]));
  const candidateDate = (c: (typeof candidates)[number]): CandidateDate => ({
    eventId: c.eventId,
    themeId: c.themeId,
    startDate: c.startDate,
    endDate: c.endDate,
    isOnline: c.venueHotelId === null,
    locationId: c.locationId ?? null,
    seatsLeft: seats.get(c.eventId) ?? 0,
  });
  const candidateInfo = new Map(candidates.map((c) => [c.eventId, c]));

  return perMember.map(({ row, own, needs, term }) => {
    const byTheme = new Map<number, CandidateDate[]>();
    for (const c of candidates) byTheme.set(c.themeId, [...(byTheme.get(c.themeId) ?? []), candidateDate(c)]);
    const bookedOf = new Map(own.filter((t) => t.endDate >= today).map((t) => [t.themeId, t]));
    const suggestions = suggestDates({
      needs,
      candidates: byTheme,
      busy: own.map((t) => ({ startDate: t.startDate, endDate: t.endDate })),
      bookedDates: new Map(
        [...bookedOf].map(([themeId, t]) => [themeId, { startDate: t.startDate, endDate: t.endDate }]),
      ),
      format: plan.format,
      locationId: plan.locationId,
      from,
      until: term.end,
    });
    const suggestionOf = new Map(suggestions.map((s) => [s.themeId, s]));
    for (const s of suggestions) if (s.date) seats.set(s.date.eventId, (seats.get(s.date.eventId) ?? 1) - 1);

    const trainingsView: PlanTraining[] = own.map((t) => ({
      title: t.title,
      startDate: t.startDate,
      endDate: t.endDate,
      days: daysOf(t.eventId, t.startDate, t.endDate),
      legalBasis: t.legalBasis,
      state: t.endDate < today ? 'attended' : 'booked',
    }));
    const planDate = (eventId: number, startDate: string, endDate: string): PlanDate => {
      const candidate = candidateInfo.get(eventId);
      const venue = venueOf.get(eventId);
      return {
        eventId,
        startDate,
        endDate,
        city: candidate?.city ?? venue?.city ?? null,
        isOnline: (candidate?.venueHotelId ?? venue?.venueHotelId ?? null) === null,
        days: daysOf(eventId, startDate, endDate),
      };
    };
    const planned: CountedTraining[] = [];
    const needsView: PlanNeed[] = needs.map((need) => {
      const suggestion = suggestionOf.get(need.themeId);
      const bookedTraining = own.find((t) => t.themeId === need.themeId);
      const date = suggestion?.date
        ? planDate(suggestion.date.eventId, suggestion.date.startDate, suggestion.date.endDate)
        : null;
      if (date)
        planned.push({ startDate: date.startDate, days: date.days, legalBasis: need.legalBasis, state: 'planned' });
      return {
        theme: themeOf.get(need.themeId) ?? { themeId: need.themeId, title: '', slug: '' },
        reason: need.reason,
        legalBasis: need.legalBasis,
        state: need.state,
        requiredFor: need.requiredFor === null ? null : (themeOf.get(need.requiredFor) ?? null),
        booked: bookedTraining
          ? planDate(bookedTraining.eventId, bookedTraining.startDate, bookedTraining.endDate)
          : null,
        suggestion: date,
        preferred: suggestion?.date ? suggestion.preferred : false,
        noSuggestion: suggestion && !suggestion.date ? suggestion.reason : null,
      };
    });
    const entitlement = trainingEntitlement({
      fn: row.memberFunction,
      firstTerm: Number(row.firstTerm) === 1,
      workDaysPerWeek: row.workDaysPerWeek,
      termStart: term.start,
      termEnd: term.end,
      trainings: [
        ...trainingsView.map((t) => ({
          startDate: t.startDate,
          days: t.days,
          legalBasis: t.legalBasis,
          state: t.state,
        })),
        ...planned,
      ],
    });
    const view: PlanMember = {
      userId: row.userId,
      name: `${row.firstname} ${row.lastname}`,
      function: row.memberFunction,
      firstTerm: Number(row.firstTerm) === 1,
      workDaysPerWeek: row.workDaysPerWeek,
      termStart: term.start,
      termEnd: term.end,
      chosenTopics: parse<ChosenTopic[]>(row.topics),
      doneThemeIds: parse<number[]>(row.doneThemeIds),
      note: row.note,
      needs: needsView,
      entitlement,
      trainings: trainingsView,
    };
    const suggested = needsView.flatMap((n) =>
      n.suggestion
        ? [{ eventId: n.suggestion.eventId, legalBasis: n.legalBasis, isOnline: n.suggestion.isOnline }]
        : [],
    );
    return { row, view, suggested };
  });
}

/** The plan for this viewer: a committee member who does not manage it reads only their own part. */
export async function planView(db: Db, plan: PlanRow, viewer: PlanViewer, now: Date): Promise<TrainingPlan> {
  const editable = canEditPlan(plan, viewer);
  const ownPartOnly = !editable && !viewer.staff;
  const rows = (await planMembers(db, plan.planId)).filter((m) => !ownPartOnly || m.userId === viewer.userId);
  const members = await computeMembers(db, plan, rows, now);
  const inPlan = new Set(rows.map((m) => m.userId));
  const committee = editable ? await listCommitteeMembers(db, plan.committeeId) : [];
  const consultant = await committeeConsultant(db, plan.committeeId);
  return {
    planId: plan.planId,
    committee: { committeeId: plan.committeeId, name: plan.committeeName },
    termStart: plan.termStart,
    format: plan.format,
    location:
      plan.locationId !== null && plan.locationName ? { locationId: plan.locationId, name: plan.locationName } : null,
    sharedAt: plan.sharedAt,
    consultant,
    version: plan.version,
    updatedAt: plan.updatedAt,
    editable,
    ownPartOnly,
    members: members.map((m) => m.view),
    candidates: committee
      .filter((u) => !inPlan.has(u.userId))
      .map((u) => ({ userId: u.userId, name: `${u.firstname} ${u.lastname}` })),
  };
}
