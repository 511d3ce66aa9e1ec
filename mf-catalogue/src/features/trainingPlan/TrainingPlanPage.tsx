import { useState } from 'react';
import { buildPath, PAGE_ROUTES, type RouteParams } from '@amb/shared-contracts/core';
import { trainingPlanEditSchema, validateForm } from '@amb/shared-contracts/schemas';
import { formatDate } from '@amb/shared-contracts/dates';
import {
  CURRENT_PLAN_ID,
  TRAINING_FORMAT_LABELS,
  TRAINING_PLAN_MESSAGES as M,
  TRAINING_PLAN_TEXTS as T,
  type TrainingPlan,
} from '@amb/shared-contracts/services';
import { Button, Dialog, failureOf, FormAlert, navigate, Page, PageState } from '@amb/remote-kit';
import { CreatePlanForm } from './CreatePlanForm';
import { MemberPlan } from './MemberPlan';
import { editValues, PlanEditor } from './PlanEditor';
import { useLoginOn401 } from './planSession';
import {
  useCommitteePlansQuery,
  useDeletePlanMutation,
  useEditPlanMutation,
  usePlanOptionsQuery,
  usePlanQuery,
} from './trainingPlanApi';
import './trainingPlan.css';

function PlanHeader({ plan, onNotice }: { plan: TrainingPlan; onNotice: (text: string) => void }) {
  const [edit, { isLoading: sharing }] = useEditPlanMutation();
  const [remove, { isLoading: removing }] = useDeletePlanMutation();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const share = async () => {
    setAlert(null);
    try {
      // The plan as it is, shared: the same body the editor saves.
      const checked = validateForm(trainingPlanEditSchema, { ...editValues(plan), share: true });
      if (!checked.ok) throw new Error(M.changed);
      const answer = await edit(checked.value).unwrap();
      onNotice(answer.message ?? '');
    } catch (error) {
      setAlert(failureOf(error).message);
    }
  };
  const destroy = async () => {
    try {
      await remove({ planId: plan.planId }).unwrap();
      navigate(buildPath(PAGE_ROUTES.trainingPlan.path, { id: CURRENT_PLAN_ID }), { replace: true });
    } catch (error) {
      setAlert(failureOf(error).message);
      setConfirmDelete(false);
    }
  };
  return (
    <section className="cat-plan__header" aria-label="Überblick">
      <dl className="cat-plan__facts">
        <div>
          <dt>Gremium</dt>
          <dd>{plan.committee.name}</dd>
        </div>
        <div>
          <dt>Amtszeit ab</dt>
          <dd>{formatDate(plan.termStart)}</dd>
        </div>
        <div>
          <dt>{T.formatLabel}</dt>
          <dd>{TRAINING_FORMAT_LABELS[plan.format]}</dd>
        </div>
        <div>
          <dt>{T.locationLabel}</dt>
          <dd>{plan.location?.name ?? T.anyLocation}</dd>
        </div>
        {plan.consultant ? (
          <div>
            <dt>Seminarberatung</dt>
            <dd>
              {plan.consultant.name},{' '}
              <a href={`tel:${plan.consultant.phone.replace(/[^\d+]/g, '')}`}>{plan.consultant.phone}</a>
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="cat-plan__actions">
        <a
          className="kit-button kit-button--secondary"
          href={buildPath(PAGE_ROUTES.trainingPlanPdf.path, { id: plan.planId })}
          type="application/pdf"
        >
          {T.pdf}
        </a>
        {plan.editable && !plan.sharedAt ? (
          <Button variant="secondary" onClick={() => void share()} disabled={sharing} aria-busy={sharing}>
            {T.share}
          </Button>
        ) : null}
        {plan.editable ? (
          <Button variant="danger" onClick={() => setConfirmDelete(true)}>
            {T.delete}
          </Button>
        ) : null}
      </div>
      {plan.sharedAt ? <p className="cat-plan__shared">{T.sharedOn(formatDate(plan.sharedAt))}</p> : null}
      <FormAlert message={alert} />
      {confirmDelete ? (
        <Dialog open title={T.delete} onClose={() => setConfirmDelete(false)} closeLabel={T.keep} focusClose>
          <p>{T.deleteQuestion}</p>
          <div className="cat-plan__actions">
            <Button variant="danger" onClick={() => void destroy()} disabled={removing} aria-busy={removing}>
              {T.delete}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}

function Plan({ plan }: { plan: TrainingPlan }) {
  const options = usePlanOptionsQuery(undefined, { skip: !plan.editable });
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="cat-plan" data-plan-version={plan.version}>
      <p className="cat-plan__notice" role="status">
        {notice ?? ''}
      </p>
      <PlanHeader plan={plan} onNotice={setNotice} />
      {plan.editable && editing && options.data ? (
        <PlanEditor
          plan={plan}
          options={options.data}
          onCancel={() => setEditing(false)}
          onSaved={(message) => {
            setEditing(false);
            setNotice(message);
          }}
        />
      ) : (
        <>
          <div className="cat-plan__members-heading">
            <h2>{plan.ownPartOnly ? 'Ihr Schulungsbedarf' : T.membersHeading}</h2>
            {plan.editable ? (
              <Button variant="secondary" onClick={() => setEditing(true)} disabled={!options.data}>
                Plan bearbeiten
              </Button>
            ) : null}
          </div>
          <div className="cat-plan__members">
            {plan.members.map((member) => (
              <MemberPlan key={member.userId} planId={plan.planId} member={member} editable={plan.editable} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

/** No plan for the current term yet: the manager creates it, members are told who can. */
function NoPlan() {
  const list = useCommitteePlansQuery();
  const options = usePlanOptionsQuery(undefined, { skip: !list.data?.manager });
  useLoginOn401(list.error);
  if (list.error) return <FormAlert message={failureOf(list.error).message} />;
  if (!list.data) return <PageState kind="loading" />;
  if (!list.data.committee) return <p>{M.noCommittee}</p>;
  if (!list.data.manager) return <p>{T.noPlanMember}</p>;
  return <CreatePlanForm options={options.data} />;
}

/**
 * `/personalisierter-schulungsplan/:id` (a plan's id, or `aktuell`: the committee's plan of the current term):
 * per member the needs in learning order, the § 37 Abs. 7 account, suggested dates into the cart, the PDF.
 */
export function TrainingPlanPage({ title, params }: { title: string; params: RouteParams }) {
  const id = params.id ?? '';
  const valid = id === CURRENT_PLAN_ID || /^[1-9]\d{0,9}$/.test(id);
  const plan = usePlanQuery(id, { skip: !valid });
  useLoginOn401(plan.error);
  const status = plan.error ? failureOf(plan.error).status : undefined;
  let body;
  if (!valid || (status === 404 && id !== CURRENT_PLAN_ID)) body = <FormAlert message={M.notFound} />;
  else if (status === 404) body = <NoPlan />;
  else if (plan.error && status !== 401)
    body = <PageState kind="error" message={failureOf(plan.error).message} onRetry={plan.refetch} />;
  else if (!plan.data) body = <PageState kind="loading" />;
  else body = <Plan plan={plan.data.plan} />;
  return (
    <Page title={title}>
      {body}
      <p className="cat-plan__footnote">
        Rechtsgrundlagen: § 37 Abs. 6 und 7 BetrVG, § 65 BetrVG (JAV), § 179 Abs. 4 SGB IX (SBV).{' '}
        <a href={PAGE_ROUTES.trainingEntitlement.path}>Mehr zum Schulungsanspruch</a>
      </p>
    </Page>
  );
}
