import {
  CONFERENCE_SLOT_LABELS,
  CONFERENCE_TEXTS,
  WORKSHOP_SEAT_LABELS,
  type ConferenceDay,
  type ConferenceSlot,
  type ConferenceSpeaker,
  formatBerlinDay,
  formatBerlinWeekday,
} from '@amb/shared-contracts/core';

function speakerNames(ids: readonly number[], speakers: readonly ConferenceSpeaker[]): string {
  return ids
    .map((id) => speakers.find((s) => s.speakerId === id)?.name)
    .filter(Boolean)
    .join(', ');
}

function Slot({ slot, speakers }: { slot: ConferenceSlot; speakers: readonly ConferenceSpeaker[] }) {
  const names = speakerNames(slot.speakerIds, speakers);
  return (
    <li className={`conf-slot conf-slot--${slot.kind}`}>
      <p className="conf-slot__time">
        <time>{slot.startsAt}</time>–<time>{slot.endsAt}</time> Uhr
        <span className="conf-slot__kind"> · {CONFERENCE_SLOT_LABELS[slot.kind]}</span>
      </p>
      <div className="conf-slot__body">
        <h4 className="conf-slot__title">{slot.title}</h4>
        {slot.description ? <p>{slot.description}</p> : null}
        {names || slot.room ? (
          <p className="conf-slot__meta">{[names, slot.room].filter(Boolean).join(' · ')}</p>
        ) : null}
        {slot.workshops.length > 0 ? (
          <ul className="conf-workshops">
            {slot.workshops.map((workshop) => (
              <li key={workshop.workshopId} className="conf-workshop">
                <h5 className="conf-workshop__title">
                  <span className="conf-workshop__code">{workshop.code}</span> {workshop.title}
                </h5>
                <p>{workshop.description}</p>
                <p className="conf-slot__meta">
                  {[speakerNames(workshop.speakerIds, speakers), workshop.room].filter(Boolean).join(' · ')}
                </p>
                <p className={`conf-seats conf-seats--${workshop.seatState}`}>
                  {workshop.seatState === 'few'
                    ? CONFERENCE_TEXTS.seatsLeft(workshop.seatsLeft)
                    : WORKSHOP_SEAT_LABELS[workshop.seatState]}
                  {workshop.waiting > 0 ? ` · ${workshop.waiting} auf der Warteliste` : ''}
                </p>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

/** The programme by day: each time slot with its talk or its parallel workshops, each workshop with its seats. */
export function Programme({
  days,
  speakers,
}: {
  days: readonly ConferenceDay[];
  speakers: readonly ConferenceSpeaker[];
}) {
  return (
    <section className="conf-section" aria-labelledby="conf-programme">
      <h2 id="conf-programme" className="conf-section__heading">
        {CONFERENCE_TEXTS.programme}
      </h2>
      {days.map((day, index) => (
        <section key={day.day} className="conf-day" aria-labelledby={`conf-day-${index + 1}`}>
          <h3 id={`conf-day-${index + 1}`} className="conf-day__heading">
            {`${index + 1}. Tag: ${formatBerlinWeekday(day.day)}, ${formatBerlinDay(day.day)}`}
          </h3>
          <ol className="conf-slots">
            {day.slots.map((slot) => (
              <Slot key={slot.slotId} slot={slot} speakers={speakers} />
            ))}
          </ol>
        </section>
      ))}
    </section>
  );
}
