/**
 * The cost calculator's data (GET /order-api/cost-calculator/:eventId): dates and seminar days of each stay,
 * the price table, the venue with its rates, and the caller's participants when the event is in their cart.
 */
import {
  CART_MESSAGES,
  costChoiceOfBoardOption,
  priceLabel,
  seminarDays,
  type CostCalculatorResponse,
} from '@amb/shared-contracts';
import { participantPrices } from '../catalogue/themeDates';
import { toPrice } from '../catalogue/mappers';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import type { CartOwner } from '../repositories/cartRows';
import { findCostEventRow, listCartBoardOptions, listModuleDays } from '../repositories/costCalculator';

export async function costCalculatorData(
  db: Db,
  eventId: number,
  owner: CartOwner | null,
): Promise<CostCalculatorResponse> {
  const row = await findCostEventRow(db, eventId);
  if (!row) throw notFound(CART_MESSAGES.eventNotFound);
  const modules = row.isSeries === 1 ? await listModuleDays(db, eventId) : [];
  const stays = modules.length
    ? modules.map((m) => seminarDays(m.startDate, m.endDate))
    : [seminarDays(row.startDate, row.endDate)];
  const prices = toPrice(row);
  const rates =
    row.singleRoomNightCents !== null && row.fullBoardDayCents !== null && row.dayRateCents !== null
      ? {
          singleRoomNightCents: row.singleRoomNightCents,
          fullBoardDayCents: row.fullBoardDayCents,
          dayRateCents: row.dayRateCents,
        }
      : null;
  const options = owner ? await listCartBoardOptions(db, owner, eventId) : null;
  return {
    eventId: row.eventId,
    themeTitle: row.themeTitle,
    startDate: row.startDate,
    endDate: row.endDate,
    stays,
    days: stays.reduce((sum, d) => sum + d, 0),
    isOnline: row.hotelId === null,
    city: row.city,
    prices,
    priceLabel: priceLabel(prices),
    participantPrices: participantPrices(prices),
    hotel:
      row.hotelId === null || row.hotelName === null
        ? null
        : {
            hotelId: row.hotelId,
            name: row.hotelName,
            street: row.street,
            postalCode: row.postalCode,
            city: row.city,
            rates,
          },
    cart: options ? { participants: options.map((o) => costChoiceOfBoardOption(o.hotelOverNightOption)) } : null,
  };
}
