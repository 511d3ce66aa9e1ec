import { compareAbsaetze, type LawParagraphVersion } from '@amb/shared-contracts/content';
import { formatDate, formatTime } from '@amb/shared-contracts/dates';
import { Button } from '@amb/remote-kit';

const CHANGE_LABELS = { changed: 'geändert', added: 'neu', removed: 'entfernt' } as const;

function actionText(version: LawParagraphVersion): string {
  if (version.action === 'seed') return 'Erstfassung';
  if (version.action === 'restore') return `Wiederhergestellt aus Fassung ${version.restoredFrom ?? '–'}`;
  return 'Bearbeitet';
}

/** What a version changed against the one before it: the title and each changed Absatz, before and after. */
function Changes({ before, after }: { before: LawParagraphVersion; after: LawParagraphVersion }) {
  const changes = compareAbsaetze(before.absaetze, after.absaetze).filter((change) => change.change !== 'unchanged');
  const titleChanged = before.title !== after.title;
  if (!titleChanged && changes.length === 0) return <p>Keine inhaltliche Änderung.</p>;
  return (
    <ul className="cnt-manage__changes">
      {titleChanged ? (
        <li className="cnt-manage__change">
          Überschrift geändert
          <p className="cnt-manage__before">Vorher: {before.title}</p>
          <p className="cnt-manage__after">Nachher: {after.title}</p>
        </li>
      ) : null}
      {changes.map((change) => (
        <li key={change.number} className="cnt-manage__change">
          Absatz {change.number} {CHANGE_LABELS[change.change as keyof typeof CHANGE_LABELS]}
          {change.change !== 'added' ? <p className="cnt-manage__before">Vorher: {change.before}</p> : null}
          {change.change !== 'removed' ? <p className="cnt-manage__after">Nachher: {change.after}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** Every saved state of the paragraph, newest first, with what it changed; any old one can be restored. */
export function VersionHistory({
  versions,
  current,
  busy,
  onRestore,
}: {
  versions: LawParagraphVersion[];
  current: number;
  busy: boolean;
  onRestore: (version: number) => void;
}) {
  return (
    <section aria-labelledby="versionen" className="cnt-manage__history">
      <h2 id="versionen">Versionsgeschichte</h2>
      <ol className="cnt-manage__versions">
        {versions.map((version, index) => {
          const previous = versions[index + 1];
          return (
            <li key={version.version} className="cnt-manage__version" data-version={version.version}>
              <h3>
                Fassung {version.version}
                {version.version === current ? ' (aktuell)' : ''}
              </h3>
              <p>
                {actionText(version)} am {formatDate(version.savedAt)} um {formatTime(version.savedAt)} Uhr von{' '}
                {version.savedBy}
              </p>
              {previous ? <Changes before={previous} after={version} /> : null}
              <details>
                <summary>Fassung {version.version} vollständig anzeigen</summary>
                <p>
                  <strong>{version.title}</strong>
                </p>
                {version.absaetze.map((absatz, at) => (
                  <p key={at} className="cnt-manage__full">
                    ({at + 1}) {absatz}
                  </p>
                ))}
              </details>
              {version.version !== current ? (
                <Button variant="secondary" disabled={busy} onClick={() => onRestore(version.version)}>
                  Diese Fassung wiederherstellen
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
