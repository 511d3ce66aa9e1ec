/**
 * What the works council's documents take from the cart: the seminars with participants, each participant
 * with the legal basis chosen in the cart and the seminar fee as the cart prices it.
 */
import {
  LEGAL_BASES,
  LEGAL_BASIS_KEYS,
  chosenWorkshops,
  formatDateRange,
  formatPrice,
  participantName,
  type CartParticipant,
  type ConferenceDetailResponse,
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
  /** A conference: each participant's workshops by name (code and title), in slot order; else absent. */
  conference?: {
    workshopsOf: (participant: CartParticipant) => string[];
    /** Before anyone is registered: the fee per participant as the price list of today says (lines to fill in). */
    feeLines?: string[];
  };
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
      ...(item.conference ? { conference: { workshopsOf: workshopNames(item) } } : {}),
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

/** The names of a conference participant's workshops, in slot order. */
function workshopNames(item: ShoppingCartItem) {
  const slots = item.conference?.slots ?? [];
  return (participant: CartParticipant): string[] =>
    chosenWorkshops(slots, participant.workshops).map(
      (w) => `${w.code} ${w.title}${w.waitlist ? ' (Warteliste möglich)' : ''}`,
    );
}

/**
 * The documents of a conference before anyone is registered: its dates, place and prices of today, with lines to
 * fill in for the participants; the billing company from the cart's options when there are some.
 */
export function conferenceFacts(
  conference: ConferenceDetailResponse,
  options: ShoppingCartResponse['options'],
): CartFacts {
  const { prices } = conference;
  const feeLines = prices.lines.map(
    (line) =>
      `${line.label}: ${formatPrice(line.earlyBird ?? line.regular)}${line.earlyBird !== null ? ' (Frühbucherpreis)' : ''}`,
  );
  return {
    seminars: [
      {
        title: conference.title,
        dates: formatDateRange(conference.startDate, conference.endDate),
        place: [conference.city, conference.venue].filter(Boolean).join(', ') || '–',
        participants: [],
        subtotal: 0,
        conference: { workshopsOf: () => [], feeLines },
      },
    ],
    company: options?.company || null,
    address: options ? `${options.street} ${options.streetNumber}, ${options.postalCode} ${options.city}` : null,
    purchaseOrderNumber: options?.purchaseOrderNumber ?? '',
    costCentre: options?.costCentre ?? '',
    legalBases: [],
    total: 0,
    firstStart: conference.startDate,
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
