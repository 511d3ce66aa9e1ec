/**
 * A quote from request to booking in Chromium at 1440 and 375 px: the manager of a demo committee asks for a group
 * offer from a theme page („Angebot anfordern“), staff price it with a date of the theme and send it, the manager
 * opens it (its first opening recorded), accepts it and finds the booked seats among the committee's bookings.
 * Screenshots in artifacts/services.
 */
import { API_ROUTES, QUOTE_TEXTS, buildPath, type QuoteListResponse, type QuoteResponse } from '@amb/shared-contracts';
import { violations } from './axe';
import { mainButton, mainContains } from './booking';
import { browserOfFile, e2eContext, textOf } from './context';
import { capturedMails, waitForMail } from './mail';
import { daysFromToday, demoVisitor, firstOption, pageAs, setDate, shot } from './services/servicePages';

const { origins } = e2eContext();
const chromium = browserOfFile();
const MANAGER = 'sabine.koch@example.de';
const THEME = 'betriebsverfassungsrecht-teil-ii';

describe.each([1440, 375])('Angebot anfordern, versenden, annehmen bei %i px', (width) => {
  it('vom Seminar über das Angebot zur Buchung des Gremiums', async () => {
    const manager = await demoVisitor(MANAGER);
    const page = await pageAs(() => chromium.newPage(), manager, width);
    await page.goto(`${origins.main}/seminare/t/${THEME}`, { waitUntil: 'load' });
    const link = await page.waitForSelector(
      `::-p-xpath(//*[@id="amb-main"]//a[normalize-space(.)="${QUOTE_TEXTS.requestLink}"])`,
    );
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), link!.click()]);
    expect(new URL(page.url()).pathname).toBe('/meinamb/angebot-anfordern');
    await mainContains(page, 'Betriebsverfassungsrecht Teil II');
    await page.type('#quote-participants', '3');
    await page.click('#quote-format-presence');
    await setDate(page, '#quote-dateWindows-0-from', daysFromToday(30));
    await setDate(page, '#quote-dateWindows-0-to', daysFromToday(200));
    await page.type('#quote-remarks', 'Drei Mitglieder, gern in Süddeutschland.');
    expect(await violations(page)).toEqual([]);
    await shot(page, 'angebot-anfordern', width);
    const since = capturedMails().length;
    await page.click(mainButton(QUOTE_TEXTS.submit));
    await mainContains(page, 'ist bei uns eingegangen');
    const quotes = (await (await manager.fetch(API_ROUTES.quoteList.path)).json()) as QuoteListResponse;
    const quote = quotes.quotes[0]!;
    expect(quote).toMatchObject({ status: 'draft', participants: 3, themeTitle: 'Betriebsverfassungsrecht Teil II' });
    await waitForMail('miriam.schulze@example.de', since);

    // Staff price the draft with a date of the theme and send it.
    const admin = await demoVisitor('admin@example.de');
    const adminPage = await pageAs(() => chromium.newPage(), admin, width);
    await adminPage.goto(`${origins.main}/kundenportal/admin/angebote`, { waitUntil: 'load' });
    const open = await adminPage.waitForSelector(`#amb-main a[href="/kundenportal/admin/angebote/${quote.quoteId}"]`);
    await Promise.all([adminPage.waitForNavigation({ waitUntil: 'load' }), open!.click()]);
    await adminPage.select('#offer-eventId', await firstOption(adminPage, '#offer-eventId'));
    await adminPage.click('#offer-discountPercent', { count: 3 });
    await adminPage.type('#offer-discountPercent', '5');
    await adminPage.type('#offer-message', 'Gern halten wir Ihnen die Plätze frei.');
    await adminPage.click(mainButton(QUOTE_TEXTS.save));
    await mainContains(adminPage, 'Der Entwurf ist gespeichert.');
    await mainContains(adminPage, 'Rabatt 5 % auf die Seminargebühr');
    expect(await violations(adminPage)).toEqual([]);
    await shot(adminPage, 'angebot-staff', width);
    const sent = capturedMails().length;
    await adminPage.click(mainButton(QUOTE_TEXTS.send));
    await mainContains(adminPage, `ist an ${MANAGER} versendet`);
    const mail = await waitForMail(MANAGER, sent);
    expect(mail.text).toContain(`/meinamb/angebote/${quote.quoteId}`);
    await adminPage.close();

    // The manager opens it (recorded), accepts it and sees the booking.
    await page.goto(`${origins.main}${buildPath('/meinamb/angebote/:id', { id: quote.quoteId })}`, {
      waitUntil: 'load',
    });
    await mainContains(page, 'Gern halten wir Ihnen die Plätze frei.');
    await mainContains(page, 'Gesamtbetrag inkl. MwSt.');
    const opened = (await (
      await manager.fetch(buildPath(API_ROUTES.quoteGet.path, { id: quote.quoteId }))
    ).json()) as QuoteResponse;
    expect(opened.quote.status).toBe('opened');
    expect(opened.quote.openedAt).not.toBeNull();
    const pdf = await manager.fetch(buildPath(API_ROUTES.quoteReport.path, { id: quote.quoteId }));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    await page.click(mainButton(QUOTE_TEXTS.accept));
    await page.waitForSelector('dialog[open]');
    await shot(page, 'angebot-annehmen', width);
    await page.click(`::-p-xpath(//dialog//button[normalize-space(.)="${QUOTE_TEXTS.accept}"])`);
    await mainContains(page, 'Vielen Dank für Ihren Auftrag');
    const accepted = (await (
      await manager.fetch(buildPath(API_ROUTES.quoteGet.path, { id: quote.quoteId }))
    ).json()) as QuoteResponse;
    expect(accepted.quote).toMatchObject({
      status: 'accepted',
      order: { orderNumber: expect.stringMatching(/^AMB-/) },
    });
    expect(await violations(page)).toEqual([]);
    await shot(page, 'angebot-angenommen', width);

    await page.goto(`${origins.main}/meinamb/gremium-buchungen`, { waitUntil: 'load' });
    await mainContains(page, 'Betriebsverfassungsrecht Teil II');
    expect(await textOf(page, '#amb-main')).toContain('N. N.');
    await shot(page, 'angebot-buchung', width);
    await page.close();
  });
});
