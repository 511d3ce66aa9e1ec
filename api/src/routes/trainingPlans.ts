/**
 * The personalised training plan (/schulungsplan/*): read (a committee's members; a member not managing it reads
 * only their own part; staff every plan), create, edit, share and delete (the committee's manager), one member's
 * suggested dates into the manager's cart, and the staff's list and CSV export. Another committee's plan is a
 * 404; every write needs the CSRF token and is one transaction.
 */
import {
  API_ROUTES,
  TRAINING_PLAN_FIELD_MESSAGES,
  formatDate,
  trainingPlanCartSchema,
  trainingPlanCreateSchema,
  trainingPlanEditSchema,
  trainingPlanIdSchema,
  trainingPlanQuerySchema,
  type PlanOptionsResponse,
} from '@amb/shared-contracts';
import { Router, type Request } from 'express';
import { requestOrigin } from '../accounts/redirect';
import { auditIfImpersonating } from '../members/impersonationAudit';
import { requireAdmin, requireCommitteeManager, requireUser } from '../auth';
import type { AuthConfig } from '../auth/config';
import type { Db } from '../db/types';
import { validationFailed } from '../http/errors';
import { noStore } from '../http/noStore';
import { parseBody, parseQuery } from '../http/validation';
import type { Mailer } from '../mail';
import type { AuditAction } from '../repositories/auditLog';
import { locations, themesByRubric } from '../repositories/trainingPlans';
import {
  addSuggestionsToCart,
  adminPlans,
  committeePlans,
  createPlan,
  editPlan,
  exportPlans,
  removePlan,
  visiblePlan,
} from '../trainingPlans/planService';
import { planView, type PlanViewer } from '../trainingPlans/planView';

const m = API_ROUTES;

function viewerOf(req: Request): PlanViewer {
  const user = req.auth.user!;
  return {
    userId: user.userId,
    committeeId: user.committeeId,
    committeeRole: user.committeeRole,
    staff: user.role === 'admin' && req.auth.impersonator === null,
  };
}

/** `?consultant=<id>&offen=1` of the staff's list and export. */
function adminFilter(req: Request): { consultantId?: number; openOnly: boolean } {
  const { consultant, offen } = req.query;
  const filter: { consultantId?: number; openOnly: boolean } = { openOnly: offen === '1' };
  if (offen !== undefined && offen !== '0' && offen !== '1')
    throw validationFailed({ offen: TRAINING_PLAN_FIELD_MESSAGES.planId });
  if (consultant !== undefined && consultant !== '') {
    if (typeof consultant !== 'string' || !/^[1-9]\d{0,9}$/.test(consultant)) {
      throw validationFailed({ consultant: TRAINING_PLAN_FIELD_MESSAGES.planId });
    }
    filter.consultantId = Number(consultant);
  }
  return filter;
}

export function trainingPlansRouter(db: Db, config: AuthConfig, mailer: Mailer): Router {
  const router = Router();
  const paths = [
    m.trainingPlanGet.path,
    m.trainingPlanOptions.path,
    m.trainingPlanCreate.path,
    m.trainingPlanEdit.path,
    m.trainingPlanDelete.path,
    m.trainingPlanCart.path,
    m.trainingPlanAdminList.path,
    m.trainingPlanExport.path,
  ];
  router.use(paths, noStore, requireUser);
  const origin = (req: Request) => requestOrigin(req, config.origins);
  const audit = (req: Request, action: AuditAction, details: Record<string, unknown>) =>
    auditIfImpersonating(db, req, action, details, config.now());

  router.get(m.trainingPlanGet.path, async (req, res) => {
    const viewer = viewerOf(req);
    if (req.query.id === undefined) {
      res.json(await committeePlans(db, viewer));
      return;
    }
    const { id } = parseQuery(trainingPlanQuerySchema, req.query);
    const now = config.now();
    const plan = await visiblePlan(db, viewer, id, now);
    res.json({ plan: await planView(db, plan, viewer, now) });
  });

  router.get(m.trainingPlanOptions.path, async (_req, res) => {
    const themes = await themesByRubric(db);
    const topics: PlanOptionsResponse['topics'] = [];
    for (const theme of themes) {
      let group = topics.at(-1);
      if (!group || group.rubric !== theme.rubric) topics.push((group = { rubric: theme.rubric, themes: [] }));
      group.themes.push({ themeId: theme.themeId, title: theme.title, slug: theme.slug });
    }
    res.json({ topics, locations: await locations(db) } satisfies PlanOptionsResponse);
  });

  router.post(m.trainingPlanCreate.path, requireCommitteeManager, async (req, res) => {
    const input = parseBody(trainingPlanCreateSchema, req.body);
    const created = await createPlan(db, viewerOf(req), input, config.now());
    await audit(req, 'plan.create', { planId: created.plan.planId });
    res.status(201).json(created);
  });

  router.post(m.trainingPlanEdit.path, requireCommitteeManager, async (req, res) => {
    const input = parseBody(trainingPlanEditSchema, req.body);
    const edited = await editPlan(db, mailer, { viewer: viewerOf(req), input, now: config.now(), origin: origin(req) });
    await audit(req, 'plan.edit', { planId: input.planId, share: input.share });
    res.json(edited);
  });

  router.post(m.trainingPlanDelete.path, requireCommitteeManager, async (req, res) => {
    const { planId } = parseBody(trainingPlanIdSchema, req.body);
    const removed = await removePlan(db, viewerOf(req), planId, config.now());
    await audit(req, 'plan.delete', { planId });
    res.json(removed);
  });

  router.post(m.trainingPlanCart.path, requireCommitteeManager, async (req, res) => {
    const input = parseBody(trainingPlanCartSchema, req.body);
    const added = await addSuggestionsToCart(db, viewerOf(req), input, config.now());
    await audit(req, 'plan.cart', { ...input, added: added.added });
    res.status(201).json(added);
  });

  router.get(m.trainingPlanAdminList.path, requireAdmin, async (req, res) => {
    const { plans, consultants } = await adminPlans(db, adminFilter(req), config.now());
    res.json({ plans, consultants });
  });

  router.get(m.trainingPlanExport.path, requireAdmin, async (req, res) => {
    const now = config.now();
    const csv = await exportPlans(db, adminFilter(req), now);
    const day = formatDate(now).split('.').reverse().join('-');
    res
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="schulungsplaene-${day}.csv"`)
      .send(csv);
  });

  return router;
}
