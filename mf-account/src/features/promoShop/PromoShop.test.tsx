import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_REQUESTS, type PromoArticle, type PromoOrder } from '@amb/shared-contracts/core';
import { json, mockFetch, visit, type Call } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { browser } from '../../components/browser';
import { MEMBER } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';

const image = 'data:image/svg+xml,%3Csvg%2F%3E';
const ARTICLES: PromoArticle[] = [
  {
    articleId: 1,
    slug: 'flyer',
    name: 'Flyer „Programm“',
    category: 'flyer',
    description: 'Zum Auslegen.',
    format: 'DIN lang',
    maxPerOrder: 200,
    image,
    imageAlt: 'Ein Flyer',
  },
  {
    articleId: 2,
    slug: 'rollup',
    name: 'Roll-up „Betriebsrat“',
    category: 'rollup',
    description: 'Aufsteller.',
    format: '85 × 200 cm',
    maxPerOrder: 1,
    image,
    imageAlt: 'Ein Roll-up',
  },
];
const PERSONAL = {
  salutation: 'Frau',
  title: '',
  firstname: 'Anna',
  lastname: 'Schneider',
  phone: '',
  company: 'Nordwerk GmbH',
  street: 'Werkstraße',
  streetNumber: '5',
  postalCode: '20095',
  city: 'Hamburg',
};

function shop(user: unknown = MEMBER) {
  const calls = mockFetch({
    '/kundenportal/get-user': () => json({ user }),
    '/api-meinamb/account-navigation': () => json([]),
    '/api/werbemittel-artikel': () => json(ARTICLES),
    '/api-meinamb/personal-data': () => json(PERSONAL),
    'POST /api/werbemittel-shop-request': () => json({ requestId: 11, message: FORM_REQUESTS.promoShop.sent }, 201),
  });
  visit('/werbemittelshop-login');
  renderWithProviders(<App />);
  return calls;
}
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');

describe('Werbemittelshop (/werbemittelshop-login)', () => {
  it('shows the articles by category with image, format and limit; the address is the member’s', async () => {
    shop();
    expect(await screen.findByRole('heading', { level: 3, name: 'Flyer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Roll-ups' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ein Roll-up' })).toHaveAttribute('src', image);
    expect(screen.getByText('höchstens 1 je Bestellung, kostenlos')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Firma/ })).toHaveValue('Nordwerk GmbH');
    expect(screen.getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveValue(MEMBER.email);
  });

  it('an empty order gets the German message and is not sent; quantities stay within each limit', async () => {
    const user = userEvent.setup();
    const calls = shop();
    await user.click(await screen.findByRole('button', { name: 'Kostenlos bestellen' }));
    const summary = await screen.findByRole('alert', { name: 'Bitte prüfen Sie Ihre Angaben' });
    expect(
      within(summary).getByRole('link', { name: 'Bitte wählen Sie mindestens einen Artikel aus' }),
    ).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
    const rollup = screen.getAllByRole('spinbutton', { name: 'Anzahl' })[1]!;
    await user.type(rollup, '5');
    expect(rollup).toHaveValue(1);
  });

  it('sends the order with its articles and the delivery address, then thanks', async () => {
    const user = userEvent.setup();
    const calls = shop();
    const [flyer, rollup] = await screen.findAllByRole('spinbutton', { name: 'Anzahl' });
    await user.type(flyer!, '50');
    await user.type(rollup!, '1');
    expect(screen.getByRole('region', { name: 'Ihre Bestellung' })).toHaveTextContent(
      '50 × Flyer „Programm“1 × Roll-up „Betriebsrat“',
    );
    await user.click(screen.getByRole('button', { name: 'Kostenlos bestellen' }));
    expect(await screen.findByText(FORM_REQUESTS.promoShop.sent)).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toMatchObject({
      items: [
        { articleId: 1, quantity: 50 },
        { articleId: 2, quantity: 1 },
      ],
      company: 'Nordwerk GmbH',
      lastname: 'Schneider',
      postalCode: '20095',
    });
    expect(screen.getAllByRole('spinbutton', { name: 'Anzahl' })[0]).toHaveValue(null);
  });

  it('sends a logged-out visitor to the login and back', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const calls = shop(null);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/kundenportal/login?redirect=%2Fwerbemittelshop-login'));
    expect(calls.map((c) => c.path)).not.toContain('/api/werbemittel-artikel');
    assign.mockRestore();
  });
});

describe('Meine Werbemittel-Bestellungen (/meinamb/werbemittel)', () => {
  it('lists the member’s orders, newest first, with status and address', async () => {
    const orders: PromoOrder[] = [
      {
        requestId: 12,
        createdAt: '2026-11-30T09:00:00.000Z',
        status: 'in_progress',
        items: [{ articleId: 1, name: 'Flyer „Programm“', quantity: 50 }],
        deliveryAddress: ['Nordwerk GmbH', 'Anna Schneider', 'Werkstraße 5', '20095 Hamburg'],
      },
    ];
    mockFetch({
      '/kundenportal/get-user': () => json({ user: MEMBER }),
      '/api-meinamb/account-navigation': () => json([]),
      '/api-meinamb/werbemittel-bestellungen': () => json(orders),
    });
    visit('/meinamb/werbemittel');
    renderWithProviders(<App />);
    const order = await screen.findByRole('article', { name: 'Bestellung vom 30.11.2026' });
    expect(order).toHaveTextContent('Status: in Bearbeitung');
    expect(order).toHaveTextContent('50 × Flyer „Programm“');
    expect(order).toHaveTextContent('Lieferadresse: Nordwerk GmbH, Anna Schneider, Werkstraße 5, 20095 Hamburg');
  });
});
