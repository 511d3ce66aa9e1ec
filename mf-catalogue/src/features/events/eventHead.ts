import {
  BRAND_NAME,
  CURRENCY,
  MESSAGES,
  PAGE_META,
  netPriceText,
  type EventDetailResponse,
  type ServerHead,
} from '@amb/shared-contracts/core';
import { formatDateRange } from '@amb/shared-contracts/dates';
import { formatLabel, isOnlineDate } from './eventFacts';

/** schema.org courseMode of the date. */
function courseMode(event: EventDetailResponse): string {
  const label = formatLabel(event);
  return label === 'Online' ? 'online' : label === 'Präsenz' ? 'onsite' : 'blended';
}

function location(event: EventDetailResponse, url: string): Record<string, unknown> {
  if (isOnlineDate(event) || !event.city) return { '@type': 'VirtualLocation', url };
  return {
    '@type': 'Place',
    name: event.hotel?.name ?? event.city,
    address: { '@type': 'PostalAddress', addressLocality: event.city, addressCountry: 'DE' },
  };
}

/** JSON-LD of an event page: the theme as `Course`, this date as its one `CourseInstance` with its offer. */
export function eventJsonLd(event: EventDetailResponse, origin: string): Record<string, unknown> {
  const url = `${origin}${event.url}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: event.title,
    description: event.theme.subtitle || event.title,
    url: `${origin}${event.theme.url}`,
    provider: { '@type': 'Organization', name: BRAND_NAME, url: `${origin}/` },
    hasCourseInstance: [
      {
        '@type': 'CourseInstance',
        courseMode: courseMode(event),
        startDate: event.startDate,
        endDate: event.endDate,
        location: location(event, url),
        offers: {
          '@type': 'Offer',
          price: event.prices.price.toFixed(2),
          priceCurrency: CURRENCY,
          url,
          availability: event.seatState === 'full' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
        },
      },
    ],
  };
}

/** Document title of an event page: the seminar and its date ('Arbeitsrecht I, 24.03.2027 – 26.03.2027'). */
export function eventTitle(event: EventDetailResponse): string {
  return `${event.title}, ${formatDateRange(event.startDate, event.endDate)}`;
}

/** The event page's head; null (404) when the api does not know the date. */
export function eventHead(
  event: EventDetailResponse | undefined,
  failedStatus: number | undefined,
  origin: string,
): ServerHead | null {
  if (failedStatus === 404) return null;
  if (!event) return { title: PAGE_META.eventDetail.title };
  const place = isOnlineDate(event) ? MESSAGES.online : (event.city ?? 'Präsenz');
  return {
    title: eventTitle(event),
    description:
      `Seminar für Betriebsräte: ${event.title}, ${formatDateRange(event.startDate, event.endDate)}, ${place}. ` +
      `${event.priceLabel} ${netPriceText(event.prices.price)}`,
    canonical: `${origin}${event.url}`,
    jsonLd: [eventJsonLd(event, origin)],
  };
}
