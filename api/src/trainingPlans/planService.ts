/**
 * The training plan's writes and lists: a manager creates the plan of a term for the committee (every current
 * member in it), edits it (members, functions, topics, term; optimistic: the version read), shares it with the
 * consultant (a mail, once), deletes it, and puts one member's suggested dates into the cart in one transaction.
 * Staff list every plan with its open needs and export them. Reads: planView.ts.
 */
import {
  BRAND_NAME,
  CURRENT_PLAN_ID,
  LEGAL_BASES,
  MEMBER_FUNCTION_LABELS,
  PAGE_ROUTES,
  TRAINING_PLAN_FIELD_MESSAGES as F,
  TRAINING_PLAN_MESSAGES as M,
  addCalendarDays,
  berlinWallTime,
  buildPath,
  formatDate,
  type AdminPlanRow,
  type AdminPlansResponse,
  type BoardOption,
  type TrainingPlanCartResponse,
  type TrainingPlanCreateInput,
  type TrainingPlanEditInput,
  type TrainingPlanListResponse,
} from '@amb/shared-contracts';
import { addMemberToCart } from '../committee/bookings';
import { inTransaction } from '../db/startLock';
import { inWriteTransaction } from '../db/groupCommit';
import type { Db } from '../db/types';
import { isUniqueViolation } from '../db/uniqueViolation';
import { forbidden, httpError, notFound, validationFailed } from '../http/errors';
import type { Mailer } from '../mail';
import { addCartItem } from '../orders/cart';
import { listCartItemRows } from '../repositories/cartItems';
import { findCommittee, findCommitteeSettingsRow } from '../repositories/committees';
import { listConsultants } from '../repositories/consultants';
import { locationExists } from '../repositories/quotes';
import {
  cartEventsOfMember,
  currentPlanId,
  deletePlan,
  findPlan,
  insertPlan,
  listAllPlans,
  listCommitteePlans,
  planMembers,
  replacePlanMembers,
  themesByIds,
  updatePlan,
  type PlanRow,
} from '../repositories/trainingPlans';
import { listCommitteeMembers } from '../repositories/users';
import { committeeConsultant } from './planConsultant';
import { canEditPlan, canSeePlan, computeMembers, planView, type PlanViewer } from './planView';

const today = (now: Date) => berlinWallTime(now).day;

/** The plan when the viewer may see it (`aktuell`: the committee's current one); else as unknown as a missing one. */
export async function visiblePlan(db: Db, viewer: PlanViewer, id: string | number, now: Date): Promise<PlanRow> {
  let planId: number | undefined;
  if (id === CURRENT_PLAN_ID) {
    planId = viewer.committeeId === null ? undefined : await currentPlanId(db, viewer.committeeId, today(now));
  } else planId = Number(id);
  const plan = planId === undefined ? undefined : await findPlan(db, planId);
  if (!plan || !canSeePlan(plan, viewer)) throw notFound(M.notFound);
  return plan;
}

async function editablePlan(db: Db, viewer: PlanViewer, planId: number, now: Date): Promise<PlanRow> {
  const plan = await visiblePlan(db, viewer, planId, now);
  if (!canEditPlan(plan, viewer)) throw forbidden();
  return plan;
}

export async function committeePlans(db: Db, viewer: PlanViewer): Promise<TrainingPlanListResponse> {
  if (viewer.committeeId === null) return { committee: null, manager: false, plans: [] };
  const rows = await listCommitteePlans(db, viewer.committeeId);
  const committee = await findCommittee(db, viewer.committeeId);
  return {
    committee: { committeeId: viewer.committeeId, name: committee?.name ?? '' },
    manager: viewer.committeeRole === 'manager',
    plans: rows.map((r) => ({
      planId: r.planId,
      termStart: r.termStart,
      members: Number(r.members),
      updatedAt: r.updatedAt,
    })),
  };
}

/** A term may have begun up to four years ago or begin within the next year (a plan made before the election). */
function checkTermStart(termStart: string, now: Date): void {
  const day = today(now);
  if (termStart < addCalendarDays(day, -4 * 365 - 1) || termStart > addCalendarDays(day, 366)) {
    throw validationFailed({ termStart: F.termStart });
  }
}

async function checkLocation(db: Db, locationId: number | null): Promise<void> {
  if (locationId !== null && !(await locationExists(db, locationId)))
    throw validationFailed({ locationId: F.locationId });
}

export async function createPlan(db: Db, viewer: PlanViewer, input: TrainingPlanCreateInput, now: Date) {
  if (viewer.committeeId === null || viewer.committeeRole !== 'manager' || viewer.staff) throw forbidden(M.noCommittee);
  checkTermStart(input.termStart, now);
  await checkLocation(db, input.locationId);
  const committeeId = viewer.committeeId;
  const at = now.toISOString();
  let planId: number;
  try {
    planId = await inWriteTransaction(db, async (trx) => {
      const id = await insertPlan(trx, {
        committeeId,
        termStart: input.termStart,
        format: input.format,
        locationId: input.locationId,
        sharedAt: null,
        createdByUserId: viewer.userId,
        createdAt: at,
        updatedAt: at,
      });
      // Everyone in the committee starts in the plan: the manager as chair, the others as members.
      const members = await listCommitteeMembers(trx, committeeId);
      await replacePlanMembers(
        trx,
        id,
        members.map((member, position) => ({
          userId: member.userId,
          position,
          memberFunction: member.committeeRole === 'manager' ? 'chair' : 'member',
          firstTerm: 0,
          workDaysPerWeek: 5,
          termStart: null,
          topics: '[]',
          doneThemeIds: '[]',
          note: '',
        })),
      );
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw httpError('PLAN_EXISTS', M.exists);
    throw error;
  }
  const plan = (await findPlan(db, planId))!;
  return { plan: await planView(db, plan, viewer, now), message: M.created };
}

export async function editPlan(
  db: Db,
  mailer: Mailer,
  { viewer, input, now, origin }: { viewer: PlanViewer; input: TrainingPlanEditInput; now: Date; origin: string },
) {
  const plan = await editablePlan(db, viewer, input.planId, now);
  checkTermStart(input.termStart, now);
  await checkLocation(db, input.locationId);
  const committee = new Set((await listCommitteeMembers(db, plan.committeeId)).map((u) => u.userId));
  const seen = new Set<number>();
  input.members.forEach((member, i) => {
    if (!committee.has(member.userId) || seen.has(member.userId))
      throw validationFailed({ [`members.${i}.userId`]: M.notMember });
    seen.add(member.userId);
    if (member.termStart) checkTermStart(member.termStart, now);
  });
  const themeIds = [...new Set(input.members.flatMap((m) => [...m.topics.map((t) => t.themeId), ...m.doneThemeIds]))];
  const known = new Set((await themesByIds(db, themeIds)).map((t) => t.themeId));
  if (themeIds.some((id) => !known.has(id))) throw validationFailed({ members: F.themeId });

  const at = now.toISOString();
  const share = input.share && plan.sharedAt === null;
  const consultant = share ? await committeeConsultant(db, plan.committeeId) : null;
  const queued = await inWriteTransaction(db, async (trx) => {
    const changed = await updatePlan(trx, plan.planId, input.version, {
      termStart: input.termStart,
      format: input.format,
      locationId: input.locationId,
      updatedAt: at,
      ...(share ? { sharedAt: at } : {}),
    });
    if (!changed) throw httpError('PLAN_CHANGED', M.changed);
    await replacePlanMembers(
      trx,
      plan.planId,
      input.members.map((m, position) => ({
        userId: m.userId,
        position,
        memberFunction: m.function,
        firstTerm: m.firstTerm ? 1 : 0,
        workDaysPerWeek: m.workDaysPerWeek,
        termStart: m.termStart || null,
        // One entry per theme: the first choice counts.
        topics: JSON.stringify(m.topics.filter((t, i, all) => all.findIndex((o) => o.themeId === t.themeId) === i)),
        doneThemeIds: JSON.stringify([...new Set(m.doneThemeIds)]),
        note: m.note,
      })),
    );
    if (!share || !consultant) return null;
    const url = `${origin}${buildPath(PAGE_ROUTES.trainingPlan.path, { id: plan.planId })}`;
    return mailer.enqueue(
      trx,
      {
        to: consultant.email,
        subject: `Schulungsplan geteilt: ${plan.committeeName}`,
        text: [
          `${plan.committeeName} hat den Schulungsplan für die Amtszeit ab ${formatDate(input.termStart)} mit Ihnen geteilt (${input.members.length} Mitglieder).`,
          '',
          `Plan ansehen: ${url}`,
          `Alle Pläne: ${origin}${PAGE_ROUTES.trainingPlanAdmin.path}`,
          '',
          BRAND_NAME,
        ].join('\n'),
      },
      now,
    );
  });
  if (queued) await mailer.deliver(db, queued);
  const updated = (await findPlan(db, plan.planId))!;
  const message = share && consultant ? M.shared(consultant.name) : M.saved;
  return { plan: await planView(db, updated, viewer, now), message };
}

export async function removePlan(db: Db, viewer: PlanViewer, planId: number, now: Date) {
  await editablePlan(db, viewer, planId, now);
  await inWriteTransaction(db, async (trx) => {
    if (!(await deletePlan(trx, planId))) throw notFound(M.notFound);
  });
  return { message: M.deleted };
}

/** One member's suggested dates into the manager's cart, each with the member as participant, all or none. */
export async function addSuggestionsToCart(
  db: Db,
  viewer: PlanViewer,
  { planId, userId }: { planId: number; userId: number },
  now: Date,
): Promise<TrainingPlanCartResponse> {
  const plan = await editablePlan(db, viewer, planId, now);
  const row = (await planMembers(db, planId)).find((m) => m.userId === userId);
  if (!row) throw notFound(M.memberNotInPlan);
  const [member] = await computeMembers(db, plan, [row], now);
  const inCart = new Set((await cartEventsOfMember(db, viewer.userId, userId)).map((r) => r.eventId));
  const todo = member!.suggested.filter((s) => !inCart.has(s.eventId));
  const name = member!.view.name;
  if (todo.length === 0) throw httpError('CART_CHANGED', M.nothingToAdd(name));
  const board: BoardOption =
    (await findCommitteeSettingsRow(db, plan.committeeId))?.hotelOverNightOption ?? 'overnight';
  const owner = { userId: viewer.userId };
  const clock = { now, today: today(now) };
  const manager = { userId: viewer.userId, committeeId: plan.committeeId };
  const count = await inTransaction(db, async (trx) => {
    for (const suggestion of todo) {
      const { item } = await addCartItem(trx, owner, { eventId: suggestion.eventId, waitlist: false }, clock);
      await addMemberToCart(
        trx,
        manager,
        {
          cartItemId: item.cartItemId,
          memberUserId: userId,
          kind: 'booking',
          hotelOverNightOption: suggestion.isOnline ? 'none' : board,
          legalBasis: suggestion.legalBasis,
        },
        clock,
      );
    }
    return (await listCartItemRows(trx, owner)).length;
  });
  return { message: M.addedToCart(todo.length, name), added: todo.length, count };
}

/** Staff: every plan with its open needs, by consultant and whether anything is open. */
export async function adminPlans(
  db: Db,
  filter: { consultantId?: number; openOnly: boolean },
  now: Date,
): Promise<AdminPlansResponse & { details: Map<number, Awaited<ReturnType<typeof computeMembers>>> }> {
  const consultants = (await listConsultants(db)).map((c) => ({ consultantId: c.consultantId, name: c.name }));
  const details = new Map<number, Awaited<ReturnType<typeof computeMembers>>>();
  const rows: AdminPlanRow[] = [];
  for (const plan of await listAllPlans(db)) {
    const consultant = await committeeConsultant(db, plan.committeeId);
    if (filter.consultantId !== undefined && consultant?.consultantId !== filter.consultantId) continue;
    const members = await computeMembers(db, plan, await planMembers(db, plan.planId), now);
    const open = members.flatMap((m) => m.view.needs.filter((n) => n.state === 'open'));
    if (filter.openOnly && open.length === 0) continue;
    details.set(plan.planId, members);
    rows.push({
      planId: plan.planId,
      committee: plan.committeeName,
      consultant: consultant?.name ?? null,
      termStart: plan.termStart,
      members: members.length,
      openNeeds: open.length,
      withoutDate: open.filter((n) => n.suggestion === null).length,
      remainingDays: members.reduce((sum, m) => sum + m.view.entitlement.remainingDays, 0),
      sharedAt: plan.sharedAt,
      updatedAt: plan.updatedAt,
    });
  }
  return { plans: rows, consultants, details };
}

/** A value as one CSV cell: quoted, quotes doubled, and never read as a formula by a spreadsheet. */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const CSV_HEADER = [
  'Gremium',
  'Seminarberatung',
  'Amtszeit ab',
  'Mitglied',
  'Funktion',
  'Erstmals gewählt',
  'Anspruch § 37 Abs. 7 (Tage)',
  'besucht',
  'gebucht',
  'geplant',
  'verbleibend',
  'Erforderlich (Abs. 6) besucht/gebucht/geplant',
  'Offene Schulungen',
];

/** The export: one row per member of every listed plan (semicolons and a BOM: opens as is in German Excel). */
export async function exportPlans(db: Db, filter: { consultantId?: number; openOnly: boolean }, now: Date) {
  const { plans, details } = await adminPlans(db, filter, now);
  const lines = [CSV_HEADER.map(cell).join(';')];
  for (const plan of plans) {
    for (const { view } of details.get(plan.planId) ?? []) {
      const e = view.entitlement;
      const open = view.needs
        .filter((n) => n.state === 'open')
        .map(
          (n) =>
            `${n.theme.title} (${LEGAL_BASES[n.legalBasis].label}${n.suggestion ? `, Vorschlag ${formatDate(n.suggestion.startDate)}` : ''})`,
        )
        .join(', ');
      lines.push(
        [
          plan.committee,
          plan.consultant ?? '',
          formatDate(plan.termStart),
          view.name,
          MEMBER_FUNCTION_LABELS[view.function],
          view.firstTerm ? 'ja' : 'nein',
          e.days,
          e.used.attended,
          e.used.booked,
          e.used.planned,
          e.remainingDays,
          `${e.necessary.attended}/${e.necessary.booked}/${e.necessary.planned}`,
          open || '–',
        ]
          .map(cell)
          .join(';'),
      );
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
