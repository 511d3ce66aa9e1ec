import type { ConferenceDetailResponse, ShoppingCartItem, WorkshopSlotChoice } from '@amb/shared-contracts/core';
import type { ConferenceOffer } from './ConferenceParticipantFields';

/** The time slots with parallel workshops of a conference's programme, as a participant chooses in them. */
export function workshopSlotsOf(conference: ConferenceDetailResponse): WorkshopSlotChoice[] {
  return conference.days.flatMap((day) =>
    day.slots
      .filter((slot) => slot.kind === 'workshops')
      .map((slot) => ({
        slotId: slot.slotId,
        day: slot.day,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        title: slot.title,
        workshops: slot.workshops,
      })),
  );
}

/** What a participant can choose: the cart's view when the conference is in it (seats as they are now), else the page's. */
export function offerOf(conference: ConferenceDetailResponse, item?: ShoppingCartItem): ConferenceOffer {
  if (item?.conference) return item.conference;
  return {
    slots: workshopSlotsOf(conference),
    boardOptions: conference.boardOptions,
    memberDiscount: conference.prices.memberDiscount,
  };
}
