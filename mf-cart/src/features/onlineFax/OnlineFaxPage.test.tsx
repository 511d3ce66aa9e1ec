import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_LIMIT_MESSAGES, STORAGE_KEYS, type ShoppingCartResponse } from '@amb/shared-contracts/core';
import { CANCELLATION_TERMS_LINES } from '@amb/shared-contracts/booking';
import {
  FAX_QUERY_PARAM,
  ONLINE_FAX_MESSAGES,
  ORDER_MESSAGES,
  VALIDATION_MESSAGES as M,
} from '@amb/shared-contracts/schemas';
import {
  apiError,
  findErrorSummary,
  findFieldError,
  json,
  mockFetch,
  renderInRemote,
  visit,
} from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../lifecycles';
import { makeStore } from '../../store';
import { costEvent } from '../../testing/cartFixtures';
import { withPagesLoaded } from '../../testing/pages';

withPagesLoaded();
beforeEach(() => window.sessionStorage.clear());

const renderApp = () => renderInRemote(REMOTE, <App />, makeStore());

const EVENT = costEvent({
  hotel: { hotelId: 31, name: 'Hotel Alster', street: null, postalCode: null, city: 'Hamburg', rates: null },
});

const PERSON = {
  salutation: 'Frau',
  title: '',
  firstname: 'Erika',
  lastname: 'Muster',
  email: 'erika@example.de',
  brFunction: 'Betriebsratsmitglied',
  hotelOverNightOption: 'overnight' as const,
  kind: 'booking' as const,
};
const OPTIONS = {
  company: 'Nordwerk GmbH',
  street: 'Hafenstraße',
  streetNumber: '12a',
  postalCode: '20457',
  city: 'Hamburg',
  purchaseOrderNumber: 'PO-4711',
  costCentre: '',
  remarks: '',
};
const CART = {
  items: [
    {
      cartItemId: 41,
      eventId: 1203,
      participants: [{ ...PERSON, recipientId: 5, position: 1, label: '1. Teilnehmer', price: 1190 }],
    },
  ],
  options: OPTIONS,
  totals: { participants: 1, total: 1190 },
  cancellationTerms: CANCELLATION_TERMS_LINES,
} as unknown as ShoppingCartResponse;

const ORDER = {
  orderId: 17,
  orderNumber: 'AMB-000017',
  createdAt: '',
  total: 1190,
  options: OPTIONS,
  items: [],
  history: [],
};

function routes(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    '/order-api/cost-calculator/1203': () => json(EVENT),
    '/order-api/get-shopping-cart': () => json(CART),
    ...extra,
  });
}

async function openPage() {
  visit('/seminare/warenkorb/online-fax/1203');
  renderApp();
  return screen.findByLabelText('Vorname');
}

/** The form the button "Fax-Formular als PDF" submits: POST into a new tab, the entries in one field. */
function pdfForm() {
  const button = screen.getByRole('button', { name: 'Fax-Formular als PDF' });
  const form = document.getElementById(button.getAttribute('form')!) as HTMLFormElement;
  expect(form.getAttribute('method')).toBe('post');
  expect(form.getAttribute('target')).toBe('_blank');
  const field = form.elements.namedItem(FAX_QUERY_PARAM) as HTMLInputElement;
  return { action: form.getAttribute('action'), entries: field.value };
}

describe('online fax (/seminare/warenkorb/online-fax/:id)', () => {
  it('prefills the participants and billing address from the cart and posts them to the fax PDF', async () => {
    routes();
    expect(await openPage()).toHaveValue('Erika');
    expect(screen.getByRole('heading', { level: 1, name: 'Anmeldung per Fax' })).toBeInTheDocument();
    expect(screen.getByLabelText('Anrede')).toHaveValue('Frau');
    expect(screen.getByLabelText('Übernachtung und Verpflegung')).toHaveValue('overnight');
    expect(screen.getByLabelText('Firma')).toHaveValue('Nordwerk GmbH');
    expect(screen.getByLabelText('Bestellnummer (optional)')).toHaveValue('PO-4711');
    for (const line of CANCELLATION_TERMS_LINES) expect(screen.getByText(line)).toBeInTheDocument();
    const carried = JSON.parse(pdfForm().entries) as { participants: unknown[]; options: object };
    expect(carried.participants).toEqual([PERSON]);
    expect(carried.options).toMatchObject({ company: 'Nordwerk GmbH', postalCode: '20457' });
  });

  it('shows the shared messages at the fields and sends nothing on bad input', async () => {
    const user = userEvent.setup();
    const calls = routes();
    await openPage();
    await user.clear(screen.getByLabelText('E-Mail-Adresse'));
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'keine-adresse');
    await user.click(screen.getByRole('button', { name: 'Fax-Formular als PDF' }));
    // The error summary on top has the focus and leads to the field.
    expect(await findFieldError(M.emailInvalid)).toBe(screen.getByLabelText('E-Mail-Adresse'));
    expect(await findErrorSummary()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Online absenden' }));
    expect(await findFieldError(ORDER_MESSAGES.acceptTerms)).toBe(
      screen.getByLabelText('Ich akzeptiere die AGB und die Stornobedingungen.'),
    );
    await waitFor(async () => expect(await findErrorSummary()).toHaveFocus());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('submits online with an Idempotency-Key and shows the order number', async () => {
    const user = userEvent.setup();
    const calls = routes({ 'POST /order-api/online-fax/checkout': () => json({ order: ORDER }, 201) });
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Weiteren Teilnehmer hinzufügen' }));
    const second = screen.getByRole('group', { name: '2. Teilnehmer' });
    await user.selectOptions(within(second).getByLabelText('Anrede'), 'Herr');
    await user.type(within(second).getByLabelText('Vorname'), 'Jörg');
    await user.type(within(second).getByLabelText('Nachname'), 'Beispiel');
    await user.type(within(second).getByLabelText('E-Mail-Adresse'), 'joerg@example.de');
    await user.selectOptions(within(second).getByLabelText('Übernachtung und Verpflegung'), 'dayRate');
    await user.selectOptions(within(second).getByLabelText('Buchung oder Reservierung'), 'reservation');
    await user.click(screen.getByLabelText('Ich akzeptiere die AGB und die Stornobedingungen.'));
    await user.click(screen.getByRole('button', { name: 'Online absenden' }));

    expect(await screen.findByText(ONLINE_FAX_MESSAGES.confirmed)).toBeInTheDocument();
    expect(screen.getByText('AMB-000017')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST' && call.path === '/order-api/online-fax/checkout')!;
    expect(post.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(post.body).toMatchObject({
      eventId: 1203,
      acceptTerms: true,
      waitlist: false,
      participants: [
        PERSON,
        { salutation: 'Herr', firstname: 'Jörg', kind: 'reservation', hotelOverNightOption: 'dayRate' },
      ],
    });
  });

  it('asks a logged-out visitor to log in and keeps the input for the way back', async () => {
    const user = userEvent.setup();
    routes({ 'POST /order-api/online-fax/checkout': () => apiError(401, 'Bitte melden Sie sich an.') });
    await openPage();
    await user.clear(screen.getByLabelText('Vorname'));
    await user.type(screen.getByLabelText('Vorname'), 'Eva');
    await user.click(screen.getByLabelText('Ich akzeptiere die AGB und die Stornobedingungen.'));
    await user.click(screen.getByRole('button', { name: 'Online absenden' }));
    expect(await screen.findByText(ONLINE_FAX_MESSAGES.loginRequired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute(
      'href',
      '/kundenportal/login?redirect=%2Fseminare%2Fwarenkorb%2Fonline-fax%2F1203',
    );
    expect(screen.getByLabelText('Vorname')).toHaveValue('Eva');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.onlineFaxDraft)).toContain('"firstname":"Eva"');
  });

  it('offers the waiting list on 409 and sends again with waitlist: true', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const calls = routes({
      'POST /order-api/online-fax/checkout': () => {
        attempt += 1;
        return attempt === 1
          ? apiError(
              409,
              'Der Termin ist inzwischen ausgebucht. Sie können Ihre Gruppe auf die Warteliste setzen lassen.',
              undefined,
              'EVENT_FULL',
            )
          : json({ order: ORDER }, 201);
      },
    });
    await openPage();
    await user.click(screen.getByLabelText('Ich akzeptiere die AGB und die Stornobedingungen.'));
    await user.click(screen.getByRole('button', { name: 'Online absenden' }));
    expect(await screen.findByText(/inzwischen ausgebucht/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Auf die Warteliste setzen' }));
    expect(await screen.findByText('AMB-000017')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => (call.body as { waitlist: boolean }).waitlist)).toEqual([false, true]);
    expect(posts[0]!.headers['Idempotency-Key']).toBe(posts[1]!.headers['Idempotency-Key']);
  });

  it('shows a booking limit (409 BOOKING_LIMIT) as its German message, without the waiting-list offer', async () => {
    const user = userEvent.setup();
    const message = BOOKING_LIMIT_MESSAGES.reservationsPerDate('Betriebsverfassungsrecht Teil I', 4, 4);
    routes({ 'POST /order-api/online-fax/checkout': () => apiError(409, message, undefined, 'BOOKING_LIMIT') });
    await openPage();
    await user.click(screen.getByLabelText('Ich akzeptiere die AGB und die Stornobedingungen.'));
    await user.click(screen.getByRole('button', { name: 'Online absenden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('alert')).toHaveTextContent(/höchstens 4 Plätze reservieren/);
    expect(screen.queryByRole('button', { name: 'Auf die Warteliste setzen' })).not.toBeInTheDocument();
  });

  it('posts the entries to the PDF, never in its address (no names in logs or history, no length limit)', async () => {
    const long = 'Wolfeschlegelsteinhausenbergerdorff-Müller';
    const many = Array.from({ length: 20 }, (_, i) => ({
      ...PERSON,
      firstname: long,
      lastname: long,
      email: `teilnehmer.${i}.${long.slice(0, 30).toLowerCase()}@example.de`,
      recipientId: i + 1,
      position: i + 1,
      label: `${i + 1}. Teilnehmer`,
      price: 1190,
    }));
    routes({
      '/order-api/get-shopping-cart': () => json({ ...CART, items: [{ ...CART.items[0], participants: many }] }),
    });
    visit('/seminare/warenkorb/online-fax/1203');
    renderApp();
    await screen.findAllByLabelText('Vorname');
    const form = pdfForm();
    expect(form.action).toBe('/seminare/warenkorb/fax-pdf/1203');
    // As a query the entries would pass the site's URL limit (MAX_URL_LENGTH, 8 KB).
    expect(encodeURIComponent(form.entries).length).toBeGreaterThan(8 * 1024);
    expect((JSON.parse(form.entries) as { participants: unknown[] }).participants).toHaveLength(20);
  });
});
