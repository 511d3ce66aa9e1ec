/**
 * What the works council's documents take from the cart: the seminars with participants, each participant
 * with the legal basis chosen in the cart and the seminar fee as the cart prices it.
 */
import {
  LEGAL_BASES,
  LEGAL_BASIS_KEYS,
  formatDateRange,
  formatPrice,
  participantName,
  type CartParticipant,
  type LegalBasis,
  type ShoppingCartItem,
  type ShoppingCartResponse,
} from '@amb/shared-contracts';
import { ONLINE } from '../dateText';

export interface SeminarFacts {
  title: string;
  dates: string;
  /** 'Online' or the city with the hotel. */
  place: string;
  participants: CartParticipant[];
  subtotal: number;
}

export interface CartFacts {
  seminars: SeminarFacts[];
  /** The billing company of the order options, or null (a line to fill in by hand). */
  company: string | null;
  address: string | null;
  purchaseOrderNumber: string;
  costCentre: string;
  /** The legal bases chosen, in the order of LEGAL_BASES. */
  legalBases: LegalBasis[];
  total: number;
  /** The earliest first day of the seminars (YYYY-MM-DD). */
  firstStart: string;
}

export const placeOf = (item: ShoppingCartItem): string =>
  item.isOnline ? ONLINE : [item.city, item.hotelName].filter(Boolean).join(', ') || '–';

/** null when no seminar of the cart has a participant: there is nothing to decide or to pay. */
export function cartFacts(cart: ShoppingCartResponse): CartFacts | null {
  const items = cart.items.filter((item) => item.participants.length > 0);
  if (items.length === 0) return null;
  const chosen = new Set(items.flatMap((item) => item.participants.map((p) => p.legalBasis)));
  const o = cart.options;
  return {
    seminars: items.map((item) => ({
      title: item.themeTitle,
      dates: formatDateRange(item.startDate, item.endDate),
      place: placeOf(item),
      participants: item.participants,
      subtotal: item.subtotal,
    })),
    company: o?.company || null,
    address: o ? `${o.street} ${o.streetNumber}, ${o.postalCode} ${o.city}` : null,
    purchaseOrderNumber: o?.purchaseOrderNumber ?? '',
    costCentre: o?.costCentre ?? '',
    legalBases: LEGAL_BASIS_KEYS.filter((key) => chosen.has(key)),
    total: items.reduce((sum, item) => sum + Math.round(item.subtotal * 100), 0) / 100,
    firstStart: items.map((item) => item.startDate.slice(0, 10)).sort()[0]!,
  };
}

/** One line per participant: 'Frau Erika Muster (Betriebsratsmitglied), gemäß § 37 Abs. 6 BetrVG'. */
export function participantLine(p: CartParticipant): string {
  const role = p.brFunction ? ` (${p.brFunction})` : '';
  return `${participantName(p)}${role}, gemäß ${LEGAL_BASES[p.legalBasis].label}`;
}

export const feeText = (p: CartParticipant): string => formatPrice(p.price);

/** Whether the Schwerbehindertenvertretung sends someone: its costs rest on § 179 Abs. 8 SGB IX. */
export const includesSbv = (facts: CartFacts): boolean => facts.legalBases.includes('sbv179Abs4');
