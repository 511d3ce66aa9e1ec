import { useState, type FormEvent } from 'react';
import { PHOTO_ACCEPT, PHOTO_MESSAGES } from '@amb/shared-contracts/member';
import { Button, failureOf, FormAlert } from '@amb/remote-kit';
import { useUploadEventPhotoMutation } from './adminPhotosApi';

type FileState = { name: string; state: 'waiting' | 'uploading' | 'done' | 'failed'; message: string };

const label = (state: FileState['state']): string =>
  state === 'waiting' ? PHOTO_MESSAGES.waiting : state === 'uploading' ? PHOTO_MESSAGES.uploading : '';

/** Chooses one or more images and sends them one by one; each file shows its progress and the api's answer. */
export function PhotoUpload({ eventId, onUploaded }: { eventId: number; onUploaded: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [states, setStates] = useState<FileState[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [upload] = useUploadEventPhotoMutation();

  const update = (index: number, next: Omit<FileState, 'name'>) =>
    setStates((all) => all.map((entry, i) => (i === index ? { ...entry, ...next } : entry)));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (files.length === 0) {
      setAlert(PHOTO_MESSAGES.fileRequired);
      return;
    }
    setAlert(null);
    setBusy(true);
    setStates(files.map((file) => ({ name: file.name, state: 'waiting', message: label('waiting') })));
    let uploaded = 0;
    for (const [index, file] of files.entries()) {
      update(index, { state: 'uploading', message: label('uploading') });
      try {
        await upload({ eventId, file }).unwrap();
        uploaded += 1;
        update(index, { state: 'done', message: PHOTO_MESSAGES.uploaded });
      } catch (error) {
        update(index, { state: 'failed', message: failureOf(error).message });
      }
    }
    setBusy(false);
    if (uploaded > 0) onUploaded();
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="account-photo-upload" noValidate>
      <FormAlert message={alert} />
      <div className="kit-field">
        <label htmlFor="admin-photo-files">Fotos auswählen</label>
        <input
          id="admin-photo-files"
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          aria-describedby="admin-photo-files-hint"
          onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
        />
        <p id="admin-photo-files-hint" className="account-page__text">
          JPEG, PNG oder WebP, je Foto höchstens 10 MB.
        </p>
      </div>
      <Button type="submit" disabled={busy}>
        Hochladen
      </Button>
      {states.length > 0 && (
        <ul className="account-photo-upload__files" aria-label="Hochgeladene Dateien" aria-live="polite">
          {states.map((entry, index) => (
            <li key={`${index}-${entry.name}`} data-state={entry.state}>
              <strong>{entry.name}</strong>: {entry.message}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
