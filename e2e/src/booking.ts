/** What the booking e2e files share: the demo password, free seats and bookable dates from the api, form filling. */
import type { Page } from 'puppeteer-core';
import {
  API_ROUTES,
  berlinDateKey,
  type BookingStatesResponse,
  type Paginated,
  type SeminarListItem,
} from '@amb/shared-contracts';
import { e2eContext } from './context';

/** The seed's password of every demo member. */
export const DEMO_PASSWORD = 'Mitbestimmung2026!';

async function bookingStates(eventIds: number[]): Promise<BookingStatesResponse> {
  const response = await fetch(`${e2eContext().apiUrl}${API_ROUTES.bookingStates.path}?eventIds=${eventIds.join(',')}`);
  return (await response.json()) as BookingStatesResponse;
}

export async function seatsLeft(eventId: number): Promise<number> {
  const [state] = await bookingStates([eventId]);
  return state!.seatsLeft;
}

/**
 * A single date (no series) at least `daysAhead` days ahead with more than `seats` seats left; the latest of the
 * first 50 when `latest` (other files take the early ones).
 */
export async function bookableDate({
  daysAhead,
  seats,
  latest = false,
}: {
  daysAhead: number;
  seats: number;
  latest?: boolean;
}): Promise<SeminarListItem> {
  const from = berlinDateKey(Date.now() + daysAhead * 86_400_000);
  const response = await fetch(`${e2eContext().apiUrl}${API_ROUTES.seminars.path}?from=${from}&pageSize=50`);
  const items = ((await response.json()) as Paginated<SeminarListItem>).items.filter((item) => !item.isSeries);
  const states = await bookingStates(items.map((item) => item.eventId));
  const candidates = latest ? [...items].reverse() : items;
  const date = candidates.find(
    (item) => (states.find((state) => state.eventId === item.eventId)?.seatsLeft ?? 0) > seats,
  );
  if (!date) throw new Error('Kein buchbarer Termin im Seed');
  return date;
}

/** Replaces the value of a visible field by typing, as a user does. */
export async function fill(page: Page, selector: string, value: string): Promise<void> {
  const field = await page.waitForSelector(selector, { visible: true });
  await field!.click({ count: 3 });
  await field!.type(value);
}

export async function mainContains(page: Page, text: string): Promise<void> {
  await page.waitForFunction((t) => document.querySelector('#amb-main')?.textContent?.includes(t), {}, text);
}
