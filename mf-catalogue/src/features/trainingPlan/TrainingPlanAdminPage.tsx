import { useState } from 'react';
import { API_ROUTES, AUTH_MESSAGES, buildPath, PAGE_ROUTES } from '@amb/shared-contracts/core';
import { formatDate } from '@amb/shared-contracts/dates';
import { TRAINING_PLAN_TEXTS as T } from '@amb/shared-contracts/services';
import { CheckboxField, EmptyState, failureOf, FormAlert, Page, PageState, SelectField } from '@amb/remote-kit';
import { useLoginOn401 } from './planSession';
import { useAdminPlansQuery } from './trainingPlanApi';
import './trainingPlan.css';

/** `/schulungsplan/admin`: the staff's view of every committee's plan, by consultant and open needs, and the export. */
export function TrainingPlanAdminPage({ title }: { title: string }) {
  const [consultant, setConsultant] = useState('');
  const [openOnly, setOpenOnly] = useState(true);
  const { data, error } = useAdminPlansQuery({ consultant, openOnly });
  useLoginOn401(error);
  const status = error ? failureOf(error).status : undefined;
  const exportHref = buildPath(
    API_ROUTES.trainingPlanExport.path,
    {},
    { consultant, offen: openOnly ? '1' : undefined },
  );
  return (
    <Page title={title}>
      {status === 403 ? <FormAlert message={AUTH_MESSAGES.forbidden} /> : null}
      {error && status !== 403 && status !== 401 ? <FormAlert message={failureOf(error).message} /> : null}
      {!data && !error ? <PageState kind="loading" /> : null}
      {data ? (
        <div className="cat-plan-admin">
          <div className="cat-plan-admin__filters">
            <SelectField
              id="plan-admin-consultant"
              label={T.adminConsultant}
              placeholder={T.adminAll}
              options={data.consultants.map((c) => ({ value: String(c.consultantId), label: c.name }))}
              value={consultant}
              onChange={setConsultant}
            />
            <CheckboxField id="plan-admin-open" label={T.adminOpenOnly} checked={openOnly} onChange={setOpenOnly} />
            <a className="kit-button kit-button--secondary" href={exportHref} download>
              {T.adminExport}
            </a>
          </div>
          {data.plans.length === 0 ? (
            <EmptyState message={T.adminEmpty} />
          ) : (
            // A table wider than a phone scrolls: keyboard users reach the scrolling region (WCAG 2.1.1).
            // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
            <div className="cat-plan-admin__scroll" tabIndex={0} role="region" aria-label={T.adminHeading}>
              <table className="cat-plan-admin__table">
                <thead>
                  <tr>
                    <th scope="col">Gremium</th>
                    <th scope="col">{T.adminConsultant}</th>
                    <th scope="col">Amtszeit ab</th>
                    <th scope="col">Mitglieder</th>
                    <th scope="col">Offener Bedarf</th>
                    <th scope="col">Ohne Termin</th>
                    <th scope="col">§ 37 Abs. 7 übrig (Tage)</th>
                    <th scope="col">Geteilt</th>
                  </tr>
                </thead>
                <tbody>
                  {data.plans.map((plan) => (
                    <tr key={plan.planId}>
                      <th scope="row">
                        <a href={buildPath(PAGE_ROUTES.trainingPlan.path, { id: plan.planId })}>{plan.committee}</a>
                      </th>
                      <td>{plan.consultant ?? '–'}</td>
                      <td>{formatDate(plan.termStart)}</td>
                      <td>{plan.members}</td>
                      <td>{plan.openNeeds}</td>
                      <td>{plan.withoutDate}</td>
                      <td>{plan.remainingDays}</td>
                      <td>{plan.sharedAt ? formatDate(plan.sharedAt) : 'nein'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      ) : null}
    </Page>
  );
}
