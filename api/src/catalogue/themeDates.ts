/** A date row as the pages show it: place, online sessions, seat state and the per-participant prices. */
import {
  DEGRESSIVE_PRICE_KEYS,
  MAX_PRICED_PARTICIPANTS,
  eventDetailUrl,
  isOneDayEvent,
  isOnlineHotelId,
  participantLabel,
  priceForParticipant,
  priceLabel,
  seatState,
  seatsLeft,
  type ParticipantPrice,
  type Price,
  type ThemeDate,
} from '@amb/shared-contracts';
import type { EventTable } from '../db/types';
import { toPrice } from './mappers';
import { hotelUrl } from './urls';

export interface DateRow extends EventTable {
  hotelName: string | null;
  city: string | null;
}

export interface ModuleRow {
  eventId: number;
  hotelId: number;
}

/** '1. Teilnehmer' … '5. Teilnehmer' when later participants have prices of their own, else the one price. */
export function participantPrices(prices: Price): ParticipantPrice[] {
  const perParticipant = DEGRESSIVE_PRICE_KEYS.some((key) => prices[key] !== null);
  const count = perParticipant ? MAX_PRICED_PARTICIPANTS : 1;
  return Array.from({ length: count }, (_, i) => ({
    participant: i + 1,
    label: participantLabel(i + 1),
    price: priceForParticipant(prices, i + 1),
  }));
}

export function toThemeDate(row: DateRow, modules: ModuleRow[]): ThemeDate {
  const online = isOnlineHotelId(row.hotelId);
  const prices = toPrice(row);
  const onlineModules = modules.filter((m) => isOnlineHotelId(m.hotelId)).length;
  return {
    eventId: row.eventId,
    url: eventDetailUrl(row.eventId),
    startDate: row.startDate,
    endDate: row.endDate,
    isOnlineEvent: online,
    isOneDay: isOneDayEvent({ hotelId: row.hotelId, startDate: row.startDate, endDate: row.endDate }),
    isSeries: row.isSeries === 1,
    city: online ? null : row.city,
    hotel:
      online || row.hotelId === null || row.hotelName === null
        ? null
        : { hotelId: row.hotelId, name: row.hotelName, url: hotelUrl({ hotelId: row.hotelId, name: row.hotelName }) },
    onlineSessions: row.isSeries === 1 && onlineModules > 0 ? onlineModules : null,
    seatState: seatState(row.capacity, row.seatsTaken),
    seatsLeft: seatsLeft(row.capacity, row.seatsTaken),
    priceLabel: priceLabel(prices),
    prices,
    participantPrices: participantPrices(prices),
  };
}
