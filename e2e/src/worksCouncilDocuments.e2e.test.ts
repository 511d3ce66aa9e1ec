import {
  API_ROUTES,
  LEGAL_BASES,
  berlinDateKey,
  type AddCartItemResponse,
  type CheckoutResponse,
  type Paginated,
  type SeminarListItem,
  type ShoppingCartResponse,
} from '@amb/shared-contracts';
import { e2eContext } from './context';
import { HttpVisitor } from './http';
import { pdfText } from './pdf';

const { origins } = e2eContext();
const DEMO_PASSWORD = 'Mitbestimmung2026!';
/** A member no other e2e file uses, so the cart and order are this file's alone. */
const MEMBER = 'tobias.becker@example.de';

async function pdfOf(visitor: HttpVisitor, path: string): Promise<string> {
  const response = await visitor.fetch(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return pdfText(Buffer.from(await response.arrayBuffer()));
}

describe('Dokumente für den Betriebsrat und Bestellbestätigung', () => {
  it('druckt den Entsendebeschluss mit dem Teilnehmer und der im Warenkorb gewählten Rechtsgrundlage, nach der Bestellung die Bestätigung', async () => {
    const visitor = new HttpVisitor(origins.main);
    await visitor.login(MEMBER, DEMO_PASSWORD);

    const from = berlinDateKey(Date.now() + 60 * 86_400_000);
    const list = (await (
      await visitor.fetch(`${API_ROUTES.seminars.path}?from=${from}&pageSize=20`)
    ).json()) as Paginated<SeminarListItem>;
    const event = list.items.find((item) => !item.isSeries) ?? list.items[0]!;
    const added = await visitor.fetch(API_ROUTES.cartAddItem.path, {
      method: 'POST',
      body: { eventId: event.eventId },
      csrf: true,
    });
    expect(added.status).toBe(201);
    const { item } = (await added.json()) as AddCartItemResponse;
    const person = {
      salutation: 'Frau',
      title: '',
      firstname: 'Wiebke',
      lastname: 'Ostermann',
      email: 'wiebke.ostermann@example.de',
      brFunction: 'Betriebsratsmitglied',
      hotelOverNightOption: 'overnight',
      kind: 'booking',
    };
    const withPerson = await visitor.fetch(API_ROUTES.cartAddRecipient.path, {
      method: 'POST',
      body: { cartItemId: item.cartItemId, ...person },
      csrf: true,
    });
    expect(withPerson.status).toBe(201);
    const cart = (await withPerson.json()) as ShoppingCartResponse;
    const participant = cart.items.find((i) => i.cartItemId === item.cartItemId)!.participants[0]!;
    expect(participant.legalBasis).toBe('br37Abs6');

    // What the cart's legal-basis select sends: the participant again with § 37 Abs. 7 BetrVG.
    const chosen = await visitor.fetch(API_ROUTES.cartEditRecipient.path, {
      method: 'POST',
      body: { recipientId: participant.recipientId, ...person, legalBasis: 'br37Abs7' },
      csrf: true,
    });
    expect(chosen.status).toBe(200);

    const resolution = await pdfOf(visitor, '/seminare/warenkorb/dokumente/entsendebeschluss');
    expect(resolution).toContain('Beschluss des Betriebsrats über die Entsendung');
    expect(resolution).toContain(`Frau Wiebke Ostermann (Betriebsratsmitglied), gemäß ${LEGAL_BASES.br37Abs7.label}`);
    expect(resolution).toContain(event.title);
    expect(resolution).toContain(LEGAL_BASES.br37Abs7.sentence.slice(0, 60));
    const letter = await pdfOf(visitor, '/seminare/warenkorb/dokumente/anschreiben-arbeitgeber');
    expect(letter).toContain('Wiebke Ostermann');
    expect(letter).toContain('§ 40 Abs. 1 BetrVG');

    // Another visitor's session has no cart: no document.
    const stranger = new HttpVisitor(origins.main);
    expect((await stranger.fetch('/seminare/warenkorb/dokumente/entsendebeschluss')).status).toBe(404);

    const options = await visitor.fetch(API_ROUTES.cartUpdateOrderOptions.path, {
      method: 'POST',
      body: { company: 'Werk Süd GmbH', street: 'Lindenallee', streetNumber: '4', postalCode: '50667', city: 'Köln' },
      csrf: true,
    });
    expect(options.status).toBe(200);
    const placed = await visitor.fetch(API_ROUTES.cartCheckout.path, {
      method: 'POST',
      body: { acceptTerms: true },
      csrf: true,
      headers: { 'Idempotency-Key': 'e2e-betriebsratsdokumente-1' },
    });
    expect(placed.status).toBe(201);
    const { order } = (await placed.json()) as CheckoutResponse;
    const confirmation = await pdfOf(visitor, `/seminare/warenkorb/checkout-pdf?bestellung=${order.orderId}`);
    for (const expected of [order.orderNumber, 'Werk Süd GmbH', 'Wiebke Ostermann', 'Stornobedingungen'])
      expect(confirmation).toContain(expected);
    expect((await stranger.fetch(`/seminare/warenkorb/checkout-pdf?bestellung=${order.orderId}`)).status).toBe(401);
  });
});
