import type { Price } from '@amb/shared-contracts';
import type { PriceColumns } from '../db/types';

/** The prices of a seeded event as the api must answer them, written out apart from the api's mapper. */
export function expectedPrices(event: PriceColumns): Price {
  return {
    price: event.price,
    priceParticipantTwo: event.priceParticipantTwo,
    priceParticipantThree: event.priceParticipantThree,
    priceParticipantFour: event.priceParticipantFour,
    priceParticipantFive: event.priceParticipantFive,
  };
}
