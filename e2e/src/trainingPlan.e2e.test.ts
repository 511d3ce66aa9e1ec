/**
 * The personalised training plan in Chromium at 1440 and 375 px: the manager of a demo committee builds the plan of
 * the current term for the committee's three members (a first-time deputy with a chosen topic), puts each member's
 * suggested dates into the cart with one click, finds them there with the member as participant, and downloads the
 * plan as a PDF. The cart is emptied afterwards (other files book through it). Screenshots in artifacts/services.
 */
import {
  API_ROUTES,
  TRAINING_PLAN_TEXTS,
  type ShoppingCartResponse,
  type TrainingPlanListResponse,
  type TrainingPlanResponse,
} from '@amb/shared-contracts';
import type { HttpVisitor } from './http';
import { violations } from './axe';
import { mainButton, mainContains } from './booking';
import { browserOfFile, e2eContext } from './context';
import { pdfText } from './pdf';
import { daysFromToday, demoVisitor, pageAs, setDate, shot } from './services/servicePages';

const { origins } = e2eContext();
const chromium = browserOfFile();
const MANAGER = 'sabine.koch@example.de';
const MEMBERS = ['Sabine Koch', 'Murat Yılmaz', 'Julia Richter'];

async function emptyCart(visitor: HttpVisitor): Promise<void> {
  const cart = (await (await visitor.fetch(API_ROUTES.cartGet.path)).json()) as ShoppingCartResponse;
  for (const item of cart.items) {
    await visitor.fetch(API_ROUTES.cartDeleteItem.path, {
      method: 'POST',
      csrf: true,
      body: { cartItemId: item.cartItemId },
    });
  }
}

/** No plan of the committee and an empty cart: each width builds from the start. */
async function fromScratch(visitor: HttpVisitor): Promise<void> {
  const list = (await (await visitor.fetch(API_ROUTES.trainingPlanGet.path)).json()) as TrainingPlanListResponse;
  for (const plan of list.plans) {
    await visitor.fetch(API_ROUTES.trainingPlanDelete.path, {
      method: 'POST',
      csrf: true,
      body: { planId: plan.planId },
    });
  }
  await emptyCart(visitor);
}

let manager: HttpVisitor;
beforeAll(async () => {
  manager = await demoVisitor(MANAGER);
});
afterAll(async () => {
  await emptyCart(manager);
});

describe.each([1440, 375])('Schulungsplan bei %i px', (width) => {
  it('legt den Plan für drei Mitglieder an, legt die Vorschläge in den Warenkorb und lädt das PDF', async () => {
    await fromScratch(manager);
    const page = await pageAs(() => chromium.newPage(), manager, width);
    await page.goto(`${origins.main}/personalisierter-schulungsplan/aktuell`, { waitUntil: 'load' });
    await mainContains(page, TRAINING_PLAN_TEXTS.createHeading);
    await setDate(page, '#plan-create-termStart', daysFromToday(-60));
    await page.click(mainButton(TRAINING_PLAN_TEXTS.create));
    await page.waitForFunction(() => /\/personalisierter-schulungsplan\/\d+$/.test(window.location.pathname));
    for (const name of MEMBERS) await mainContains(page, name);

    // Murat: deputy, elected for the first time, with "Die Einigungsstelle" under § 37 Abs. 7.
    await page.click(mainButton('Plan bearbeiten'));
    const murat = await page.waitForSelector(`::-p-xpath(//fieldset[legend[normalize-space(.)="Murat Yılmaz"]])`);
    const selectId = await murat!.$eval('select[id$="-function"]', (s) => s.id);
    await page.select(`#${selectId}`, 'deputy');
    await (await murat!.$('input[type="checkbox"][id$="-firstTerm"]'))!.click();
    const topicId = await murat!.$eval('select[id$="-addTopic"]', (s) => s.id);
    const topic = await page.$eval(
      `#${topicId}`,
      (select) =>
        [...(select as HTMLSelectElement).options].find((o) => o.text.endsWith(': Die Einigungsstelle'))!.value,
    );
    await page.select(`#${topicId}`, topic);
    await shot(page, 'plan-bearbeiten', width);
    await page.click(mainButton(TRAINING_PLAN_TEXTS.save));
    await mainContains(page, 'Der Schulungsplan ist gespeichert.');
    await mainContains(page, '4 Wochen = 20 Arbeitstage je Amtszeit');
    await mainContains(page, 'Die Einigungsstelle');
    expect(await violations(page)).toEqual([]);
    await shot(page, 'plan', width);

    const planId = Number(new URL(page.url()).pathname.split('/').at(-1));
    const plan = (await (
      await manager.fetch(`${API_ROUTES.trainingPlanGet.path}?id=${planId}`)
    ).json()) as TrainingPlanResponse;
    expect(plan.plan.members.map((m) => m.name).sort()).toEqual([...MEMBERS].sort());
    let expected = 0;
    for (const member of plan.plan.members) {
      const suggested = member.needs.filter((n) => n.suggestion).length;
      if (suggested === 0) continue;
      expected += suggested;
      await page.click(mainButton(TRAINING_PLAN_TEXTS.addToCart(member.name)));
      await mainContains(page, `für ${member.name} lieg`);
    }
    expect(expected).toBeGreaterThan(0);
    const cart = (await (await manager.fetch(API_ROUTES.cartGet.path)).json()) as ShoppingCartResponse;
    const people = cart.items.flatMap((item) => item.participants.map((p) => `${p.firstname} ${p.lastname}`));
    expect(people).toHaveLength(expected);
    for (const member of plan.plan.members.filter((m) => m.needs.some((n) => n.suggestion))) {
      expect(people).toContain(member.name);
    }
    await shot(page, 'plan-warenkorb', width);

    const pdf = await manager.fetch(`/schulungsplan/pdf/${planId}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    for (const name of MEMBERS) expect(text).toContain(name);
    expect(text).toContain('Beschluss des Betriebsrats');
    await page.close();
  });
});
