import {
  BRAND_NAME,
  CURRENCY,
  PAGE_META,
  netPriceText,
  type ConferenceDetailResponse,
  type ServerHead,
  formatBerlinDayRange,
} from '@amb/shared-contracts/core';

const AVAILABILITY = {
  bookable: 'https://schema.org/InStock',
  full: 'https://schema.org/SoldOut',
  past: 'https://schema.org/Discontinued',
  cancelled: 'https://schema.org/Discontinued',
} as const;

/**
 * JSON-LD of a conference page: a schema.org `Event` at its venue, with its speakers, and its offers — the
 * price a first participant pays today (early bird while it lasts, valid through its last day) and the regular one.
 */
export function conferenceJsonLd(conference: ConferenceDetailResponse, origin: string): Record<string, unknown> {
  const url = `${origin}${conference.url}`;
  const hotel = conference.hotel;
  const regular = conference.prices.lines[0]?.regular ?? conference.prices.from;
  const early = conference.prices.earlyBird?.active ? conference.prices.earlyBird : null;
  const offer = (price: number, extra: Record<string, unknown> = {}) => ({
    '@type': 'Offer',
    price: price.toFixed(2),
    priceCurrency: CURRENCY,
    availability: AVAILABILITY[conference.state],
    url: `${origin}${conference.bookingUrl}`,
    ...extra,
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: conference.title,
    description: conference.subtitle,
    url,
    startDate: conference.startDate,
    endDate: conference.endDate,
    eventStatus:
      conference.state === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: hotel
      ? {
          '@type': 'Place',
          name: hotel.name,
          address: {
            '@type': 'PostalAddress',
            streetAddress: hotel.street ?? undefined,
            postalCode: hotel.postalCode ?? undefined,
            addressLocality: hotel.city ?? conference.city ?? undefined,
            addressCountry: 'DE',
          },
        }
      : { '@type': 'Place', name: conference.city ?? BRAND_NAME },
    organizer: { '@type': 'Organization', name: BRAND_NAME, url: `${origin}/` },
    performer: conference.speakers.map((speaker) => ({
      '@type': 'Person',
      name: speaker.name,
      jobTitle: speaker.role,
      affiliation: { '@type': 'Organization', name: speaker.organisation },
    })),
    offers: early
      ? [offer(early.discount > 0 ? regular - early.discount : regular, { validThrough: early.until }), offer(regular)]
      : [offer(regular)],
  };
}

/** The conference page's head; null (404) when the api does not know it. */
export function conferenceHead(
  conference: ConferenceDetailResponse | undefined,
  failedStatus: number | undefined,
  origin: string,
): ServerHead | null {
  if (failedStatus === 404) return null;
  if (!conference) return { title: PAGE_META.conference.title };
  return {
    title: conference.title,
    description:
      `Fachtagung für ${conference.audienceLabel}, ${formatBerlinDayRange(conference.startDate, conference.endDate)}` +
      `${conference.city ? `, ${conference.city}` : ''}. Programm mit Workshops, Referenten, Preise ab ${netPriceText(conference.prices.from)}.`,
    canonical: `${origin}${conference.url}`,
    jsonLd: [conferenceJsonLd(conference, origin)],
  };
}
