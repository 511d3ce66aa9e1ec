import type { PageGlobals, PageUser } from '@amb/shared-contracts';
import { identityOf } from '../src/http/pieces';
import type { Generation } from '../src/rendering/generation';
import { MemberHeaders, escapeLikeReact, type MemberHeaderKey } from '../src/rendering/memberHeader';

/** A header as mf_navigation draws it: greeting, the impersonation bar, the cart badge with its spoken count. */
function header(globals: PageGlobals): string {
  const user = globals.user;
  if (!user) return '<div>Anmelden</div>';
  const name = escapeLikeReact(user.firstname);
  const count = user.cartCount ?? 0;
  return (
    (user.impersonated ? `<div class="bar">Sie handeln als ${name}.</div>` : '') +
    `<div data-site="${globals.site}"><span title="${name}">Hallo, ${name}</span><a href="/seite-7">7 Tipps</a>` +
    (count > 0
      ? `<span class="nav-badge">${count}</span><span>${count} ${count === 1 ? 'Seminar' : 'Seminare'} im Warenkorb</span>`
      : '') +
    '</div>'
  );
}

function fakeGeneration(render: (globals: PageGlobals) => string | undefined = header) {
  const calls: PageGlobals[] = [];
  const generation = {
    id: 1,
    versions: { mf_navigation: 'bbbbbbbbbbbb' },
    renderChrome: (globals: PageGlobals) => {
      calls.push(globals);
      const html = render(globals);
      return Promise.resolve(
        html === undefined
          ? { html: {}, failures: { header: 'Render-Thread: weg' }, transient: true }
          : { html: { header: html }, failures: {}, transient: false },
      );
    },
  } as unknown as Generation;
  return { generation, calls };
}

const globals = { site: 'main', user: null } as unknown as PageGlobals;

function keyOf(generation: Generation): MemberHeaderKey {
  return { generation, site: 'main', navigationVersion: 'n1', globals: () => globals };
}

const NAMES = ['Anna', "O'Brien & <Söhne>", 'Zoë "Z"', 'Yılmaz', 'a'];
const COUNTS = [undefined, 0, 1, 2, 37, 918_273_645];

describe("a member's header, filled in", () => {
  it('is byte for byte the header rendered for them, whatever their name, count and role', async () => {
    const { generation, calls } = fakeGeneration();
    const headers = new MemberHeaders(() => undefined);
    for (const firstname of NAMES) {
      for (const cartCount of COUNTS) {
        for (const impersonated of [false, true]) {
          const user: PageUser = { firstname, impersonated, ...(cartCount === undefined ? {} : { cartCount }) };
          const filled = identityOf(await headers.header(keyOf(generation), user)).toString('utf8');
          expect(filled).toBe(header({ ...globals, user }));
        }
      }
    }
    // Two renders per shape (impersonated or not × count unknown, 0, 1, more), none per member.
    expect(calls).toHaveLength(2 * 2 * 4);
    expect(calls.every((call) => !NAMES.includes(call.user!.firstname))).toBe(true);
  });

  it('renders it for each member where the header is no substitution of the name (and says so once)', async () => {
    const shouting = (g: PageGlobals) => `<div>HALLO, ${g.user!.firstname.toUpperCase()}</div>`;
    const { generation, calls } = fakeGeneration(shouting);
    const log = jest.fn();
    const headers = new MemberHeaders(log);
    const anna = { firstname: 'Anna', impersonated: false };
    expect(identityOf(await headers.header(keyOf(generation), anna)).toString()).toBe('<div>HALLO, ANNA</div>');
    expect(identityOf(await headers.header(keyOf(generation), { ...anna, firstname: 'Ben' })).toString()).toBe(
      '<div>HALLO, BEN</div>',
    );
    expect(calls.map((call) => call.user!.firstname).filter((name) => ['Anna', 'Ben'].includes(name))).toEqual([
      'Anna',
      'Ben',
    ]);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('renders a member without a first name for them, and tries the template again after a failed render', async () => {
    let fail = true;
    const { generation, calls } = fakeGeneration((g) => (fail ? undefined : header(g)));
    const headers = new MemberHeaders(() => undefined);
    const anna = { firstname: 'Anna', impersonated: false, cartCount: 2 };
    // The thread died: the browser renders the header, and the next member gets a new try.
    expect(identityOf(await headers.header(keyOf(generation), anna)).toString()).toBe('');
    fail = false;
    expect(identityOf(await headers.header(keyOf(generation), anna)).toString()).toBe(
      header({ ...globals, user: anna }),
    );
    const before = calls.length;
    const nameless = { firstname: ' ', impersonated: false };
    expect(identityOf(await headers.header(keyOf(generation), nameless)).toString()).toBe(
      header({ ...globals, user: nameless }),
    );
    expect(calls.slice(before).map((call) => call.user)).toEqual([nameless]);
  });

  it('builds a new template for another generation or navigation', async () => {
    const { generation, calls } = fakeGeneration();
    const headers = new MemberHeaders(() => undefined);
    const anna = { firstname: 'Anna', impersonated: false };
    await headers.header(keyOf(generation), anna);
    await headers.header({ ...keyOf(generation), navigationVersion: 'n2' }, anna);
    await headers.header({ ...keyOf(generation), navigationVersion: 'n2' }, anna);
    expect(calls).toHaveLength(4);
  });
});
