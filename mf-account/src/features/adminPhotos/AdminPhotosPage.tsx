import { useState, type FormEvent } from 'react';
import { PAGE_ROUTES, berlinDayRange } from '@amb/shared-contracts/core';
import { PHOTO_MESSAGES, type AdminPhotoEvent, type EventPhoto } from '@amb/shared-contracts/member';
import { Button, Dialog, EmptyState, failureOf, FormAlert, FormStatus, PageState, TextField } from '@amb/remote-kit';
import { AdminPage } from '../../components/AdminPage';
import { useAdminEventPhotosQuery, useAdminPhotoEventsQuery, useDeleteUploadedPhotoMutation } from './adminPhotosApi';
import { PhotoUpload } from './PhotoUpload';

function EventPhotos({ event }: { event: AdminPhotoEvent }) {
  const photos = useAdminEventPhotosQuery(event.eventId);
  const [deletePhoto, deletion] = useDeleteUploadedPhotoMutation();
  const [confirming, setConfirming] = useState<EventPhoto | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const confirmDelete = async () => {
    if (!confirming) return;
    setAlert(null);
    setStatus(null);
    try {
      await deletePhoto(confirming.photoId).unwrap();
      setStatus(PHOTO_MESSAGES.deleted);
      void photos.refetch();
    } catch (error) {
      setAlert(failureOf(error).message);
    } finally {
      setConfirming(null);
    }
  };

  return (
    <section className="account-section" aria-labelledby="admin-photos-event">
      <h2 id="admin-photos-event" className="account-section__title">
        {event.title}
      </h2>
      <p className="account-page__text">{berlinDayRange(event.startDate, event.endDate)}</p>
      <PhotoUpload eventId={event.eventId} onUploaded={() => void photos.refetch()} />
      <FormAlert message={alert ?? (photos.error ? failureOf(photos.error).message : null)} />
      <FormStatus message={status} />
      {!photos.isSuccess ? (
        photos.error ? null : (
          <PageState kind="loading" />
        )
      ) : photos.data.photos.length === 0 ? (
        <EmptyState message={PHOTO_MESSAGES.noEventPhotos} />
      ) : (
        <ul className="account-photos" aria-label="Fotos des Termins">
          {photos.data.photos.map((photo, index) => (
            <li key={photo.photoId} className="account-photos__item">
              <figure className="account-photos__figure">
                <img
                  className="account-photos__image"
                  src={photo.thumbnailUrl}
                  alt={`Gruppenfoto ${index + 1} vom Seminar „${event.title}“`}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                />
                {photo.ownUpload && (
                  <figcaption className="account-photos__actions">
                    <Button variant="secondary" onClick={() => setConfirming(photo)}>
                      Foto {index + 1} löschen
                    </Button>
                  </figcaption>
                )}
              </figure>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={confirming !== null}
        title="Foto löschen"
        onClose={() => setConfirming(null)}
        closeLabel="Abbrechen"
      >
        <p>Möchten Sie dieses Foto endgültig löschen? Die Teilnehmenden des Seminars sehen es dann nicht mehr.</p>
        <Button onClick={() => void confirmDelete()} disabled={deletion.isLoading}>
          Endgültig löschen
        </Button>
      </Dialog>
    </section>
  );
}

function EventChooser({ onChoose }: { onChoose: (event: AdminPhotoEvent) => void }) {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const events = useAdminPhotoEventsQuery(query);

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery(input.trim());
  };

  return (
    <>
      <form role="search" onSubmit={onSearch} className="account-search">
        <TextField
          id="admin-photo-event-search"
          label="Termin suchen"
          type="search"
          hint="Titel des Seminars; es erscheinen nur Termine, die schon begonnen haben, die neuesten zuerst."
          value={input}
          onChange={setInput}
        />
        <Button type="submit">Suchen</Button>
      </form>
      <FormAlert message={events.error ? failureOf(events.error).message : null} />
      {events.isFetching ? <PageState kind="loading" /> : null}
      {events.isSuccess && !events.isFetching ? (
        events.data.events.length === 0 ? (
          <EmptyState message={PHOTO_MESSAGES.noEvents} />
        ) : (
          <ul className="account-members" aria-label="Begonnene Termine">
            {events.data.events.map((event) => (
              <li key={event.eventId} className="account-members__item">
                <span>
                  <strong>{event.title}</strong> – {berlinDayRange(event.startDate, event.endDate)} –{' '}
                  {event.photoCount === 1 ? '1 Foto' : `${event.photoCount} Fotos`}
                </span>
                <Button
                  onClick={() => onChoose(event)}
                  aria-label={`${event.title}, ${berlinDayRange(event.startDate, event.endDate)} auswählen`}
                >
                  Auswählen
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </>
  );
}

function PhotoAdministration() {
  const [chosen, setChosen] = useState<AdminPhotoEvent | null>(null);
  if (!chosen) return <EventChooser onChoose={setChosen} />;
  return (
    <>
      <p className="account-page__text">
        <Button variant="secondary" onClick={() => setChosen(null)}>
          Anderen Termin wählen
        </Button>
      </p>
      <EventPhotos event={chosen} />
    </>
  );
}

/** `/kundenportal/admin/fotos`: an admin chooses a begun event, uploads its group photos and deletes own uploads. */
export function AdminPhotosPage() {
  return (
    <AdminPage link={[PAGE_ROUTES.adminMembers.path, 'Mitglieder verwalten']}>
      <PhotoAdministration />
    </AdminPage>
  );
}
