import { useState } from 'react';
import {
  API_ROUTES,
  PAGE_ROUTES,
  PARTNER_SCOPE_LABELS,
  PARTNER_SCOPES,
  type PartnerKeySummary,
  type PartnerScope,
} from '@amb/shared-contracts/core';
import { formatDate, formatTime } from '@amb/shared-contracts/dates';
import { partnerKeySchema } from '@amb/shared-contracts/schemas';
import {
  Button,
  CheckboxGroup,
  Dialog,
  EmptyState,
  ErrorState,
  failureOf,
  FormAlert,
  PageState,
  SubmitButton,
  TextField,
  useForm,
} from '@amb/remote-kit';
import { AdminPage } from '../../components/AdminPage';
import { useCreatePartnerKeyMutation, usePartnerKeysQuery, useRevokePartnerKeyMutation } from './adminPartnersApi';
import './adminPartners.css';

const when = (iso: string) => `${formatDate(iso)}, ${formatTime(iso)} Uhr`;
const LABELS = PARTNER_SCOPES.map((scope) => PARTNER_SCOPE_LABELS[scope]);
const scopeOfLabel = (label: string) => PARTNER_SCOPES.find((scope) => PARTNER_SCOPE_LABELS[scope] === label)!;
const EMPTY = { partnerName: '', scopes: [] as PartnerScope[], requestsPerMinute: '60' };

/** The new key, this once: it is stored only as its hash. */
function NewSecret({ secret, partnerName }: { secret: string; partnerName: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <section
      className="account-partners__secret"
      aria-labelledby="partner-secret-title"
      tabIndex={-1}
      ref={(node) => node?.focus()}
    >
      <h2 id="partner-secret-title" className="account-section__title">
        Neuer Schlüssel für {partnerName}
      </h2>
      <p>
        Dieser Schlüssel wird nur jetzt angezeigt. Bitte kopieren Sie ihn und geben Sie ihn auf sicherem Weg an den
        Partner weiter; wir speichern ihn nicht im Klartext.
      </p>
      <code className="account-partners__code" data-partner-secret>
        {secret}
      </code>
      <p>
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
          }}
        >
          Schlüssel kopieren
        </Button>{' '}
        <span role="status">{copied ? 'Kopiert.' : ''}</span>
      </p>
    </section>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (secret: string, partnerName: string) => void }) {
  const form = useForm(partnerKeySchema, EMPTY);
  const [create] = useCreatePartnerKeyMutation();
  const onSubmit = form.handleSubmit(async (value) => {
    try {
      const created = await create(value).unwrap();
      form.reset(EMPTY);
      onCreated(created.secret, created.key.partnerName);
    } catch (error) {
      form.fail(failureOf(error));
    }
  });
  const scopes = form.field('scopes');
  return (
    <section className="account-section" aria-labelledby="partner-create">
      <h2 id="partner-create" className="account-section__title">
        Neuen Partner-Schlüssel anlegen
      </h2>
      <form noValidate onSubmit={onSubmit} className="account-form">
        <FormAlert message={form.alert} />
        <TextField id="partner-name" label="Partner" required {...form.field('partnerName')} />
        <CheckboxGroup
          id="partner-scopes"
          legend="Berechtigungen"
          options={LABELS}
          selected={scopes.value.map((scope) => PARTNER_SCOPE_LABELS[scope])}
          onChange={(labels) => scopes.onChange(labels.map(scopeOfLabel))}
          {...(scopes.error ? { error: scopes.error } : {})}
        />
        <TextField
          id="partner-limit"
          label="Anfragen pro Minute"
          hint="Höchstens 600; darüber antwortet die Schnittstelle mit 429."
          required
          {...form.field('requestsPerMinute')}
        />
        <SubmitButton busy={form.busy}>Schlüssel anlegen</SubmitButton>
      </form>
    </section>
  );
}

function RevokeButton({ partnerKey }: { partnerKey: PartnerKeySummary }) {
  const [open, setOpen] = useState(false);
  const [revoke, { isLoading }] = useRevokePartnerKeyMutation();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Widerrufen
      </Button>
      <Dialog
        open={open}
        title="Schlüssel widerrufen?"
        onClose={() => setOpen(false)}
        closeLabel="Abbrechen"
        focusClose
      >
        <p>
          Der Schlüssel {partnerKey.prefix}… von {partnerKey.partnerName} funktioniert danach sofort nicht mehr. Das
          lässt sich nicht rückgängig machen; der Partner braucht dann einen neuen Schlüssel.
        </p>
        <FormAlert message={failure} />
        <Button
          variant="danger"
          disabled={isLoading}
          onClick={() => {
            revoke(partnerKey.keyId)
              .unwrap()
              .then(
                () => setOpen(false),
                (error: unknown) => setFailure(failureOf(error).message),
              );
          }}
        >
          Schlüssel von {partnerKey.partnerName} widerrufen
        </Button>
      </Dialog>
    </>
  );
}

function KeyList() {
  const keys = usePartnerKeysQuery();
  if (keys.error) return <ErrorState message={failureOf(keys.error).message} onRetry={() => void keys.refetch()} />;
  if (!keys.data) return <PageState kind="loading" />;
  if (keys.data.length === 0) return <EmptyState message="Es gibt noch keine Partner-Schlüssel." />;
  return (
    <div className="account-partners__table-wrap">
      <table className="account-partners__table">
        <caption className="account-section__title">Partner-Schlüssel</caption>
        <thead>
          <tr>
            <th scope="col">Partner</th>
            <th scope="col">Schlüssel</th>
            <th scope="col">Berechtigungen</th>
            <th scope="col">Limit</th>
            <th scope="col">Zuletzt benutzt</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {keys.data.map((key) => (
            <tr key={key.keyId}>
              <th scope="row">{key.partnerName}</th>
              <td>
                <code>{key.prefix}…</code>
              </td>
              <td>{key.scopes.map((scope) => PARTNER_SCOPE_LABELS[scope]).join(', ')}</td>
              <td>{key.requestsPerMinute}/min</td>
              <td>{key.lastUsedAt ? when(key.lastUsedAt) : 'noch nie'}</td>
              <td>
                {key.revokedAt ? (
                  `widerrufen am ${when(key.revokedAt)}`
                ) : (
                  <span className="account-partners__live">
                    aktiv seit {formatDate(key.createdAt)} <RevokeButton partnerKey={key} />
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** How a partner uses its key (the interface's short documentation). */
function Usage() {
  const exportPath = API_ROUTES.partnerExport.path.replace(':objectType', 'events');
  return (
    <section className="account-section" aria-labelledby="partner-usage">
      <h2 id="partner-usage" className="account-section__title">
        So nutzen Partner die Schnittstellen
      </h2>
      <p>
        Jeder Aufruf trägt den Schlüssel im Header <code>Authorization: Bearer …</code>. Export von Seminaren, Terminen,
        Standorten und Hotels als JSON oder CSV, seitenweise und auf Wunsch nur Geändertes:
      </p>
      <pre className="account-partners__code">{`GET ${exportPath}?format=csv&updatedSince=2026-12-01T00:00:00Z&page=1&pageSize=100`}</pre>
      <p>
        Import von Terminen (JSON <code>{'{ "events": [...] }'}</code> oder CSV mit Kopfzeile): erst ein Probelauf, der
        zeigt, was sich ändern würde, dann die Übernahme – ganz oder gar nicht.
      </p>
      <pre className="account-partners__code">{`POST ${API_ROUTES.partnerEventImport.path}?mode=dry-run\nPOST ${API_ROUTES.partnerEventImport.path}?mode=apply`}</pre>
    </section>
  );
}

/** `/kundenportal/admin/partner`: the staff's partner keys: create (shown once), list, revoke. */
export function AdminPartnerKeysPage() {
  const [created, setCreated] = useState<{ secret: string; partnerName: string } | null>(null);
  return (
    <AdminPage link={[PAGE_ROUTES.adminRequests.path, 'Zu den eingegangenen Anfragen']}>
      {created ? <NewSecret {...created} /> : null}
      <CreateKeyForm onCreated={(secret, partnerName) => setCreated({ secret, partnerName })} />
      <KeyList />
      <Usage />
    </AdminPage>
  );
}
