import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@amb/shared-contracts/core';
import { trainingEntitlement, type PlanMember, type TrainingPlan } from '@amb/shared-contracts/services';
import { apiError, json, mockFetch, renderInRemote, visit, type Call } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { browser } from '../../components/actions/browser';
import { REMOTE } from '../../lifecycles';
import { makeStore } from '../../store';
import { withPagesLoaded } from '../../testing/pages';

withPagesLoaded();
const renderApp = () => renderInRemote(REMOTE, <App />, makeStore());
const term = { termStart: '2026-03-01', termEnd: '2030-02-28' };

const member = (userId: number, name: string, over: Partial<PlanMember> = {}): PlanMember => ({
  userId,
  name,
  function: 'member',
  firstTerm: false,
  workDaysPerWeek: 5,
  ...term,
  chosenTopics: [],
  doneThemeIds: [],
  note: '',
  trainings: [],
  entitlement: trainingEntitlement({ fn: 'member', firstTerm: false, workDaysPerWeek: 5, ...term, trainings: [] }),
  needs: [
    {
      theme: { themeId: 1, title: 'Betriebsverfassungsrecht Teil I', slug: 'betriebsverfassungsrecht-teil-i' },
      reason: 'basic',
      legalBasis: 'br37Abs6',
      state: 'booked',
      requiredFor: null,
      booked: {
        eventId: 11,
        startDate: '2026-04-13',
        endDate: '2026-04-15',
        city: 'Hamburg',
        isOnline: false,
        days: 3,
      },
      suggestion: null,
      preferred: false,
      noSuggestion: null,
    },
    {
      theme: { themeId: 2, title: 'Betriebsverfassungsrecht Teil II', slug: 'betriebsverfassungsrecht-teil-ii' },
      reason: 'basic',
      legalBasis: 'br37Abs6',
      state: 'open',
      requiredFor: null,
      booked: null,
      suggestion: { eventId: 12, startDate: '2026-06-08', endDate: '2026-06-10', city: null, isOnline: true, days: 3 },
      preferred: true,
      noSuggestion: null,
    },
    {
      theme: { themeId: 3, title: 'Betriebsverfassungsrecht Teil III', slug: 'betriebsverfassungsrecht-teil-iii' },
      reason: 'basic',
      legalBasis: 'br37Abs6',
      state: 'open',
      requiredFor: null,
      booked: null,
      suggestion: null,
      preferred: false,
      noSuggestion: 'noDate',
    },
  ],
  ...over,
});

const PLAN: TrainingPlan = {
  planId: 4,
  committee: { committeeId: 2, name: 'Betriebsrat Südstahl AG' },
  termStart: '2026-03-01',
  format: 'any',
  location: null,
  sharedAt: null,
  consultant: {
    consultantId: 5,
    name: 'Miriam Schulze',
    email: 'miriam.schulze@example.de',
    phone: '+49 30 2345 6750',
  },
  version: 1,
  updatedAt: '2026-01-05T09:00:00.000Z',
  editable: true,
  ownPartOnly: false,
  candidates: [],
  members: [
    member(7, 'Sabine Koch', { function: 'chair' }),
    member(8, 'Murat Yılmaz', {
      firstTerm: true,
      entitlement: trainingEntitlement({
        fn: 'member',
        firstTerm: true,
        workDaysPerWeek: 5,
        ...term,
        trainings: [{ startDate: '2026-06-08', days: 3, legalBasis: 'br37Abs7', state: 'planned' }],
      }),
    }),
  ],
};

const posts = (calls: Call[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

describe('Personalisierter Schulungsplan', () => {
  it('zeigt je Mitglied Funktion, Anspruch und Bedarf mit gebuchten und vorgeschlagenen Terminen', async () => {
    mockFetch({
      '/schulungsplan/get': () => json({ plan: PLAN }),
      '/schulungsplan/get-options': () => json({ topics: [], locations: [] }),
    });
    visit('/personalisierter-schulungsplan/4');
    renderApp();
    const murat = await screen.findByRole('article', { name: /^Murat Yılmaz/ });
    expect(within(murat).getByText('4 Wochen = 20 Arbeitstage je Amtszeit')).toBeInTheDocument();
    expect(within(murat).getByText('geplant 3')).toBeInTheDocument();
    expect(within(murat).getByText('13.04.2026 – 15.04.2026, Hamburg (3 Tage)')).toBeInTheDocument();
    expect(within(murat).getByText(/08\.06\.2026 – 10\.06\.2026, online \(3 Tage\)/)).toBeInTheDocument();
    expect(
      within(murat).getByText('Kein passender Termin in der Amtszeit – wir beraten Sie gern.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schulungsplan als PDF' })).toHaveAttribute('href', '/schulungsplan/pdf/4');
  });

  it('legt die Vorschläge eines Mitglieds mit einem Klick in den Warenkorb und zählt ihn neu', async () => {
    const calls = mockFetch({
      '/schulungsplan/get': () => json({ plan: PLAN }),
      '/schulungsplan/get-options': () => json({ topics: [], locations: [] }),
      'POST /schulungsplan/add-to-cart': () =>
        json({ message: 'Ein Termin für Murat Yılmaz liegt im Warenkorb.', added: 1, count: 3 }, 201),
    });
    visit('/personalisierter-schulungsplan/4');
    renderApp();
    const murat = await screen.findByRole('article', { name: /^Murat Yılmaz/ });
    await userEvent.click(within(murat).getByRole('button', { name: 'Vorschläge für Murat Yılmaz in den Warenkorb' }));
    expect(await within(murat).findByText(/Ein Termin für Murat Yılmaz liegt im Warenkorb\./)).toBeInTheDocument();
    expect(posts(calls, '/schulungsplan/add-to-cart')[0]?.body).toEqual({ planId: 4, userId: 8 });
    expect(window.localStorage.getItem(STORAGE_KEYS.cartCount)).toBe('3');
  });

  it('ein Mitglied liest nur seinen Teil, ohne Warenkorb und ohne Bearbeiten', async () => {
    mockFetch({
      '/schulungsplan/get': () =>
        json({ plan: { ...PLAN, editable: false, ownPartOnly: true, members: [PLAN.members[1]] } }),
    });
    visit('/personalisierter-schulungsplan/aktuell');
    renderApp();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ihr Schulungsbedarf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /in den Warenkorb/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Plan bearbeiten' })).not.toBeInTheDocument();
  });

  it('ohne Plan legt die Verwaltung ihn an; abgemeldet geht es zur Anmeldung', async () => {
    const calls = mockFetch({
      '/schulungsplan/get': (call) =>
        call.query.id === '4'
          ? json({ plan: PLAN })
          : 'id' in call.query
            ? apiError(404, 'Diesen Schulungsplan gibt es nicht.', undefined, 'NOT_FOUND')
            : json({ committee: { committeeId: 2, name: 'Betriebsrat Südstahl AG' }, manager: true, plans: [] }),
      '/schulungsplan/get-options': () => json({ topics: [], locations: [{ locationId: 3, name: 'Hamburg' }] }),
      'POST /schulungsplan/create': () => json({ plan: PLAN }, 201),
    });
    visit('/personalisierter-schulungsplan/aktuell');
    renderApp();
    expect(await screen.findByRole('heading', { level: 2, name: 'Schulungsplan anlegen' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Beginn der Amtszeit'), '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Schulungsplan anlegen' }));
    expect(await screen.findByRole('article', { name: /^Sabine Koch/ })).toBeInTheDocument();
    expect(posts(calls, '/schulungsplan/create')[0]?.body).toEqual({
      termStart: '2026-03-01',
      format: 'any',
      locationId: null,
    });
    expect(window.location.pathname).toBe('/personalisierter-schulungsplan/4');

    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => {});
    mockFetch({ '/schulungsplan/get': () => apiError(401, 'Bitte melden Sie sich an.', undefined, 'LOGIN_REQUIRED') });
    visit('/personalisierter-schulungsplan/aktuell');
    renderApp();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringContaining('/kundenportal/login?redirect=')));
  });
});
