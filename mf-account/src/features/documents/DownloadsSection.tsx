import { useEffect, useState, type FormEvent } from 'react';
import { PAGE_ROUTES, buildPath, type DownloadSummary } from '@amb/shared-contracts/core';
import { DOWNLOAD_TARGET_GROUP_LABELS } from '@amb/shared-contracts/content';
import { formatDate } from '@amb/shared-contracts/dates';
import {
  Button,
  EmptyState,
  failureOf,
  FormAlert,
  navigate,
  PageState,
  SelectField,
  type SelectOption,
  useLocation,
} from '@amb/remote-kit';
import { useDownloadFilterDataQuery, useDownloadsQuery, type DownloadFilter } from './downloadsApi';

const withCount = (label: string, count: number) => `${label} (${count})`;

function DownloadItem({ download }: { download: DownloadSummary }) {
  return (
    <li className="account-downloads__item">
      <a href={download.fileUrl}>{download.title} (PDF)</a>
      <span className="account-downloads__meta">
        {download.fileKind} · {download.rubric.name} · für: {DOWNLOAD_TARGET_GROUP_LABELS[download.targetGroup]} ·
        Stand: {formatDate(download.updatedOn)}
      </span>
      <span>{download.description}</span>
    </li>
  );
}

/**
 * "Arbeitshilfen und Downloads" on the member's documents page: sample letters and checklists filtered by
 * rubric and target group. The filter is a GET form on the page's own address, so the choice sits in the URL
 * (a link or reload keeps it) and the form submits without script too; with script it changes the address in
 * place and the list follows it.
 */
export function DownloadsSection() {
  const { query } = useLocation();
  const filter: DownloadFilter = { rubric: query.get('rubric') ?? '', targetGroup: query.get('targetGroup') ?? '' };
  const [chosen, setChosen] = useState(filter);
  // Back and forward change the address: the selects show what the list shows.
  useEffect(() => setChosen(filter), [filter.rubric, filter.targetGroup]); // eslint-disable-line react-hooks/exhaustive-deps
  const options = useDownloadFilterDataQuery();
  const list = useDownloadsQuery(filter);
  const failure = list.error ? failureOf(list.error) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(buildPath(PAGE_ROUTES.memberDocuments.path, {}, { ...chosen }));
  };

  const rubricOptions: SelectOption[] = (options.data?.rubrics ?? []).map((r) => ({
    value: r.slug,
    label: withCount(r.label, r.count),
  }));
  const groupOptions: SelectOption[] = (options.data?.targetGroups ?? []).map((g) => ({
    value: g.slug,
    label: withCount(g.label, g.count),
  }));
  const items = list.currentData?.items ?? [];
  return (
    <section className="account-downloads" aria-labelledby="account-downloads-heading">
      <h2 id="account-downloads-heading">Arbeitshilfen und Downloads</h2>
      <p className="account-page__text">
        Musterschreiben, Checklisten und Vorlagen für Ihre Arbeit im Gremium, als PDF zum Ausdrucken.
      </p>
      <form
        method="get"
        action={PAGE_ROUTES.memberDocuments.path}
        className="account-downloads__filter"
        aria-label="Downloads filtern"
        onSubmit={onSubmit}
      >
        <SelectField
          id="downloads-rubric"
          name="rubric"
          label="Rubrik"
          placeholder="Alle Rubriken"
          value={chosen.rubric}
          onChange={(rubric) => setChosen({ ...chosen, rubric })}
          options={rubricOptions}
          error={failure?.fields.rubric}
        />
        <SelectField
          id="downloads-target-group"
          name="targetGroup"
          label="Zielgruppe"
          placeholder="Alle Zielgruppen"
          value={chosen.targetGroup}
          onChange={(targetGroup) => setChosen({ ...chosen, targetGroup })}
          options={groupOptions}
          error={failure?.fields.targetGroup}
        />
        <Button type="submit">Filtern</Button>
      </form>
      {failure ? (
        <FormAlert message={failure.message} />
      ) : !list.currentData ? (
        <PageState kind="loading" />
      ) : items.length === 0 ? (
        <EmptyState
          message="Für diese Auswahl gibt es noch keine Arbeitshilfen. Bitte wählen Sie eine andere Rubrik oder Zielgruppe."
          action={<a href={PAGE_ROUTES.memberDocuments.path}>Alle Arbeitshilfen anzeigen</a>}
        />
      ) : (
        <>
          <p role="status" className="account-page__text">
            {items.length === 1 ? '1 Arbeitshilfe' : `${items.length} Arbeitshilfen`}
          </p>
          <ul className="account-downloads__list">
            {items.map((download) => (
              <DownloadItem key={download.slug} download={download} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
