import { useState } from 'react';
import {
  API_ROUTES,
  buildPath,
  FORM_REQUEST_KINDS,
  FORM_REQUEST_STATUSES,
  FORM_REQUEST_STATUS_LABELS,
  FORM_REQUESTS,
  PAGE_ROUTES,
  type AdminFormRequest,
  type FormRequestKind,
  type FormRequestStatus,
} from '@amb/shared-contracts/core';
import { formatDate, formatTime } from '@amb/shared-contracts/dates';
import { Button, EmptyState, ErrorState, failureOf, FormAlert, PageState, SelectField } from '@amb/remote-kit';
import { AdminPage } from '../../components/AdminPage';
import {
  filterQuery,
  useAdminRequestsQuery,
  useSetRequestStatusMutation,
  type RequestFilter,
} from './adminRequestsApi';
import './adminRequests.css';

const when = (iso: string) => `${formatDate(iso)}, ${formatTime(iso)} Uhr`;
const KIND_OPTIONS = FORM_REQUEST_KINDS.map((kind) => ({ value: kind, label: FORM_REQUESTS[kind].label }));
const STATUS_OPTIONS = FORM_REQUEST_STATUSES.map((status) => ({
  value: status,
  label: FORM_REQUEST_STATUS_LABELS[status],
}));

function StatusChange({ request }: { request: AdminFormRequest }) {
  const [status, setStatus] = useState<FormRequestStatus>(request.status);
  const [save, { isLoading }] = useSetRequestStatusMutation();
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const id = `request-${request.requestId}-status`;
  return (
    <form
      className="account-requests__status"
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        save({ requestId: request.requestId, status })
          .unwrap()
          .then(
            () => setMessage(`Status „${FORM_REQUEST_STATUS_LABELS[status]}“ gespeichert.`),
            (error: unknown) => setFailure(failureOf(error).message),
          );
      }}
    >
      <SelectField
        id={id}
        label="Status"
        placeholder="Bitte wählen"
        options={STATUS_OPTIONS}
        value={status}
        onChange={(value) => {
          setMessage(null);
          setStatus(value as FormRequestStatus);
        }}
      />
      <Button type="submit" variant="secondary" disabled={isLoading || status === request.status}>
        Status speichern
      </Button>
      <p role="status" className="account-requests__saved">
        {message}
      </p>
      <FormAlert message={failure} />
    </form>
  );
}

function RequestItem({ request }: { request: AdminFormRequest }) {
  const headingId = `request-${request.requestId}`;
  return (
    <li className={`account-requests__item account-requests__item--${request.status}`}>
      <article aria-labelledby={headingId}>
        <header className="account-requests__head">
          <h3 id={headingId} className="account-requests__title">
            {FORM_REQUESTS[request.kind].label} Nr. {request.requestId}: {request.name}
          </h3>
          <p className="account-requests__meta">
            eingegangen am <time dateTime={request.createdAt}>{when(request.createdAt)}</time> ·{' '}
            <a href={`mailto:${request.email}`}>{request.email}</a> · Status:{' '}
            <strong>{FORM_REQUEST_STATUS_LABELS[request.status]}</strong>
            {request.statusChangedAt && request.statusChangedBy
              ? ` (${request.statusChangedBy}, ${when(request.statusChangedAt)})`
              : ''}
          </p>
        </header>
        <details className="account-requests__details">
          <summary>Angaben ansehen</summary>
          <dl className="account-requests__fields">
            {request.fields.map((field) => (
              <div key={field.label}>
                <dt>{field.label}</dt>
                <dd>{field.value}</dd>
              </div>
            ))}
          </dl>
        </details>
        <StatusChange request={request} />
      </article>
    </li>
  );
}

function RequestList({ filter, onPage }: { filter: RequestFilter; onPage: (page: number) => void }) {
  const list = useAdminRequestsQuery(filter);
  if (list.error) return <ErrorState message={failureOf(list.error).message} onRetry={() => void list.refetch()} />;
  if (!list.data) return <PageState kind="loading" />;
  const { requests, total, page, pageSize } = list.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (requests.length === 0) return <EmptyState message="Keine Anfragen mit dieser Auswahl." />;
  return (
    <>
      <p role="status" className="account-page__text">
        {total === 1 ? '1 Anfrage' : `${total} Anfragen`}, Seite {page} von {pages}
      </p>
      <ul className="account-requests__list">
        {requests.map((request) => (
          <RequestItem key={request.requestId} request={request} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="account-requests__pages" aria-label="Seiten">
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Vorherige Seite
          </Button>
          <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Nächste Seite
          </Button>
        </nav>
      ) : null}
    </>
  );
}

function StatusCounts({
  filter,
  onStatus,
}: {
  filter: RequestFilter;
  onStatus: (status: FormRequestStatus | '') => void;
}) {
  const { data } = useAdminRequestsQuery(filter);
  if (!data) return null;
  const all = Object.values(data.counts).reduce((a, b) => a + b, 0);
  const choices: [FormRequestStatus | '', string, number][] = [
    ['', 'alle', all],
    ...FORM_REQUEST_STATUSES.map((s): [FormRequestStatus, string, number] => [
      s,
      FORM_REQUEST_STATUS_LABELS[s],
      data.counts[s],
    ]),
  ];
  return (
    <div className="account-requests__counts" role="group" aria-label="Nach Status filtern">
      {choices.map(([status, label, count]) => (
        <Button
          key={status || 'all'}
          variant={filter.status === status ? 'primary' : 'secondary'}
          aria-pressed={filter.status === status}
          onClick={() => onStatus(status)}
        >
          {label} ({count})
        </Button>
      ))}
    </div>
  );
}

/**
 * `/kundenportal/admin/anfragen`: the staff's view of every request form: filter by form and status, the
 * fields of each request, the status (neu, in Bearbeitung, erledigt) and the CSV export of the selection.
 */
export function AdminRequestsPage() {
  const [filter, setFilter] = useState<RequestFilter>({ kind: '', status: '', page: 1 });
  const csv = buildPath(
    API_ROUTES.adminRequestsCsv.path,
    {},
    filterQuery({ kind: filter.kind, status: filter.status }),
  );
  return (
    <AdminPage link={[PAGE_ROUTES.adminPartnerKeys.path, 'Zu den Partner-Schnittstellen']}>
      <div className="account-requests__filters">
        <SelectField
          id="requests-kind"
          label="Formular"
          placeholder="Alle Formulare"
          options={KIND_OPTIONS}
          value={filter.kind}
          onChange={(kind) => setFilter({ kind: kind as FormRequestKind | '', status: filter.status, page: 1 })}
        />
        <a className="account-requests__csv" href={csv} download>
          Auswahl als CSV exportieren
        </a>
      </div>
      <StatusCounts filter={filter} onStatus={(status) => setFilter({ ...filter, status, page: 1 })} />
      <RequestList filter={filter} onPage={(page) => setFilter({ ...filter, page })} />
    </AdminPage>
  );
}
