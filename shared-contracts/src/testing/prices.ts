import type { Price } from '../entities';

/** One price for every participant: no own prices for participants 2..5 (SPEC §9). */
export function flatPrice(price: number): Price {
  return { price, ...NO_DEGRESSIVE_PRICES };
}

const NO_DEGRESSIVE_PRICES = {
  priceParticipantTwo: null,
  priceParticipantThree: null,
  priceParticipantFour: null,
  priceParticipantFive: null,
};
