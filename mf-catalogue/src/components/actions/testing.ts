import type { AnalyticsSource } from '@amb/shared-contracts/analytics';

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

export { embedPageGlobals, TEST_PAGE_USER as MEMBER } from '@amb/shared-contracts/testing';
