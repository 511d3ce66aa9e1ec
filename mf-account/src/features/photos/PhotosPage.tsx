import { useState } from 'react';
import { berlinDayRange } from '@amb/shared-contracts/core';
import { PHOTO_MESSAGES, type EventPhoto, type PhotoEventGroup } from '@amb/shared-contracts/member';
import { Button, Dialog, EmptyState, failureOf, FormAlert, FormStatus, PageState } from '@amb/remote-kit';
import { MemberFrame } from '../../components/MemberFrame';
import { useDeletePhotoMutation, useMemberPhotosQuery } from './photosApi';

function Photo({
  photo,
  number,
  event,
  onDelete,
}: {
  photo: EventPhoto;
  number: number;
  event: PhotoEventGroup;
  onDelete: (photo: EventPhoto) => void;
}) {
  return (
    <li className="account-photos__item">
      <figure className="account-photos__figure">
        <img
          className="account-photos__image"
          src={photo.thumbnailUrl}
          alt={`Gruppenfoto ${number} vom Seminar „${event.title}“`}
          width={photo.width}
          height={photo.height}
          loading="lazy"
        />
        <figcaption className="account-photos__actions">
          <a href={photo.downloadUrl} download>
            Foto {number} herunterladen
          </a>
          {photo.ownUpload && (
            <Button variant="secondary" onClick={() => onDelete(photo)}>
              Foto {number} löschen
            </Button>
          )}
        </figcaption>
      </figure>
    </li>
  );
}

function PhotoList() {
  const photos = useMemberPhotosQuery();
  const [deletePhoto, deletion] = useDeletePhotoMutation();
  const [confirming, setConfirming] = useState<EventPhoto | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  if (photos.error) return <FormAlert message={failureOf(photos.error).message} />;
  if (!photos.isSuccess) return <PageState kind="loading" />;

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

  const { events } = photos.data;
  return (
    <>
      <FormAlert message={alert} />
      <FormStatus message={status} />
      {events.length === 0 ? (
        <EmptyState message={PHOTO_MESSAGES.none} />
      ) : (
        events.map((event) => (
          <section key={event.eventId} className="account-section" aria-labelledby={`photos-${event.eventId}`}>
            <h2 id={`photos-${event.eventId}`} className="account-section__title">
              {event.title}
            </h2>
            <p className="account-page__text">{berlinDayRange(event.startDate, event.endDate)}</p>
            <ul className="account-photos">
              {event.photos.map((photo, index) => (
                <Photo key={photo.photoId} photo={photo} number={index + 1} event={event} onDelete={setConfirming} />
              ))}
            </ul>
          </section>
        ))
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
    </>
  );
}

/** `/meinamb/fotos`: the group photos of the seminars the member took part in or booked, per seminar. */
export function PhotosPage() {
  return <MemberFrame>{() => <PhotoList />}</MemberFrame>;
}
