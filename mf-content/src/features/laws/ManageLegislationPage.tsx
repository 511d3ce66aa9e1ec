import { useState } from 'react';
import { buildPath, PAGE_ROUTES } from '@amb/shared-contracts/core';
import {
  isLawSlug,
  LAW_EDIT_MESSAGES,
  LAW_SLUGS,
  LAWS,
  lawParagraphPath,
  type LawResponse,
  type LawSlug,
} from '@amb/shared-contracts/content';
import { FormAlert, FormStatus, Link, SelectField, failureOf, navigate, useLocation } from '@amb/remote-kit';
import { EditorAccess } from '../../components/editorAccess';
import { useGetLawParagraphQuery, useGetLawQuery, useRestoreLawParagraphMutation } from './lawsApi';
import { ParagraphEditor } from './ParagraphEditor';
import { VersionHistory } from './VersionHistory';
import './manage.css';

/** The address of a choice: `/manage/legislation?gesetz=betrvg&paragraf=87` (a link shows the same). */
const choicePath = (slug: string, number?: string) =>
  buildPath(PAGE_ROUTES.manageLegislation.path, {}, number ? { gesetz: slug, paragraf: number } : { gesetz: slug });

function Pickers({ slug, number, law }: { slug: LawSlug; number: string; law: LawResponse }) {
  return (
    <div className="cnt-manage__pickers">
      <SelectField
        id="gesetz"
        label="Gesetz"
        placeholder="Bitte wählen"
        value={slug}
        options={LAW_SLUGS.map((value) => ({ value, label: `${LAWS[value].short} – ${LAWS[value].title}` }))}
        onChange={(value) => value && navigate(choicePath(value))}
      />
      <SelectField
        id="paragraf"
        label="Paragraf"
        placeholder="Bitte wählen"
        value={number}
        options={law.paragraphs.map((paragraph) => ({
          value: paragraph.number,
          label: `§ ${paragraph.number} ${paragraph.title}`,
        }))}
        onChange={(value) => value && navigate(choicePath(slug, value))}
      />
    </div>
  );
}

/**
 * `/manage/legislation`: an editor picks a law and a paragraph, edits its title and Absätze (each save a new
 * version), sees the history with what each version changed, and restores any old version as a new one.
 */
export function ManageLegislationPage({ title }: { title: string }) {
  const { query } = useLocation();
  const requested = query.get('gesetz') ?? '';
  const slug: LawSlug = isLawSlug(requested) ? requested : 'betrvg';
  const law = useGetLawQuery(slug);
  const number = query.get('paragraf') ?? law.currentData?.paragraphs[0]?.number ?? '';
  const paragraph = useGetLawParagraphQuery({ slug, number }, { skip: number === '' });
  const [restore, restoring] = useRestoreLawParagraphMutation();
  const [status, setStatus] = useState<{ key: string; message: string } | null>(null);
  const [alert, setAlert] = useState<{ key: string; message: string } | null>(null);
  const key = `${slug}/${number}`;

  const onRestore = async (version: number) => {
    setStatus(null);
    setAlert(null);
    try {
      await restore({ slug, number, restore: { restore: version, version: paragraph.currentData!.version } }).unwrap();
      setStatus({ key, message: LAW_EDIT_MESSAGES.restored });
    } catch (error) {
      setAlert({ key, message: failureOf(error).message });
    }
  };

  return (
    <EditorAccess
      title={title}
      error={paragraph.error ?? law.error}
      loaded={law.currentData !== undefined && paragraph.currentData !== undefined}
      retry={() => {
        void law.refetch();
        if (number) void paragraph.refetch();
      }}
    >
      {() => {
        const current = paragraph.currentData!;
        return (
          <>
            <p>
              <Link href={PAGE_ROUTES.manage.path}>Zur Übersicht der Redaktion</Link>
            </p>
            <Pickers slug={slug} number={number} law={law.currentData!} />
            <p>
              Auf der Gesetzesseite:{' '}
              <a href={lawParagraphPath(slug, number)}>
                § {number} {LAWS[slug].short}
              </a>
            </p>
            <FormStatus message={status?.key === key ? status.message : null} />
            <FormAlert message={alert?.key === key ? alert.message : null} />
            <ParagraphEditor
              key={`${key}/${current.version}`}
              slug={slug}
              paragraph={current}
              onSaved={() => {
                setAlert(null);
                setStatus({ key, message: LAW_EDIT_MESSAGES.saved });
              }}
            />
            <VersionHistory
              versions={current.versions}
              current={current.version}
              busy={restoring.isLoading}
              onRestore={(version) => void onRestore(version)}
            />
          </>
        );
      }}
    </EditorAccess>
  );
}
