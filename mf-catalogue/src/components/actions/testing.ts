import { PAGE_GLOBALS_ELEMENT_ID, serialisePageGlobals, type PageGlobals } from '@amb/shared-contracts/core';
import type { AnalyticsSource } from '@amb/shared-contracts/analytics';
import { testPageGlobals } from '@amb/shared-contracts/testing';

export const DATE: AnalyticsSource = {
  eventId: 101,
  title: 'Arbeitsrecht I',
  price: 1450,
  rubric: 'Arbeitsrecht',
  isOnlineEvent: false,
  city: 'Hamburg',
  startDate: '2027-03-24T09:00:00+01:00',
  endDate: '2027-03-26T16:00:00+01:00',
};

/** The page globals as the bff embeds them, logged in or not. */
export function embedPageGlobals(overrides: Partial<PageGlobals> = {}): void {
  document.getElementById(PAGE_GLOBALS_ELEMENT_ID)?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_GLOBALS_ELEMENT_ID;
  script.textContent = serialisePageGlobals(testPageGlobals(overrides));
  document.body.append(script);
}

export const MEMBER = { firstname: 'Anna', impersonated: false };
