import { accountNavigation, normalisePath, type NavigationViewer } from './accountNavigation';

const member: NavigationViewer = { role: 'member', committeeId: null, committeeRole: null };
const committeeMember: NavigationViewer = { role: 'member', committeeId: 1, committeeRole: 'member' };
const manager: NavigationViewer = { role: 'member', committeeId: 1, committeeRole: 'manager' };
const admin: NavigationViewer = { role: 'admin', committeeId: null, committeeRole: null };

const visibleTitles = (viewer: NavigationViewer, impersonated = false) =>
  accountNavigation(viewer, undefined, impersonated)
    .filter((e) => e.visible)
    .map((e) => e.title);
const active = (path: string | undefined) =>
  accountNavigation(member, path)
    .filter((e) => e.active)
    .map((e) => e.title);

/** The member-service pages every member reaches (issue 12). */
const SERVICES = ['Fotos', 'Seminar bewerten', 'BR von A bis Z', 'Werbemittel'];

describe('accountNavigation', () => {
  it('lists every entry with title, uri, visible and active, in order', () => {
    expect(accountNavigation(member, '/kundenportal/meinamb')).toEqual([
      { title: 'Übersicht', uri: '/kundenportal/meinamb', visible: true, active: true },
      { title: 'Buchungen', uri: '/meinamb/buchungen', visible: true, active: false },
      { title: 'Unterlagen', uri: '/meinamb/unterlagen', visible: true, active: false },
      { title: 'Termine', uri: '/meinamb/termine', visible: true, active: false },
      { title: 'Angebote', uri: '/meinamb/angebote', visible: true, active: false },
      { title: 'Gremium', uri: '/meinamb/gremium-mitglieder', visible: false, active: false },
      { title: 'Gremium-Buchungen', uri: '/meinamb/gremium-buchungen', visible: false, active: false },
      { title: 'Gremium-Einstellungen', uri: '/meinamb/gremium-einstellungen', visible: false, active: false },
      { title: 'Schulungsplan', uri: '/personalisierter-schulungsplan/aktuell', visible: false, active: false },
      { title: 'Einstellungen', uri: '/meinamb/einstellungen', visible: true, active: false },
      { title: 'Merkliste', uri: '/meinamb/merkliste', visible: true, active: false },
      { title: 'Gemerkte Beiträge', uri: '/meinamb/gemerkte-beitraege', visible: true, active: false },
      { title: 'Fotos', uri: '/meinamb/fotos', visible: true, active: false },
      { title: 'Seminar bewerten', uri: '/kundenportal/send-feedback', visible: true, active: false },
      { title: 'BR von A bis Z', uri: '/kundenportal/br-a-z', visible: true, active: false },
      { title: 'Werbemittel', uri: '/meinamb/werbemittel', visible: true, active: false },
      { title: 'Mitglieder verwalten', uri: '/kundenportal/admin/mitglieder', visible: false, active: false },
      { title: 'Fotos hochladen', uri: '/kundenportal/admin/fotos', visible: false, active: false },
      { title: 'Anfragen', uri: '/kundenportal/admin/anfragen', visible: false, active: false },
      { title: 'Partner-Schnittstellen', uri: '/kundenportal/admin/partner', visible: false, active: false },
      { title: 'Angebote verwalten', uri: '/kundenportal/admin/angebote', visible: false, active: false },
      { title: 'Schulungspläne', uri: '/schulungsplan/admin', visible: false, active: false },
      { title: 'Postausgang', uri: '/kundenportal/admin/postausgang', visible: false, active: false },
    ]);
  });

  it.each([
    [
      'a member without committee',
      member,
      [
        'Übersicht',
        'Buchungen',
        'Unterlagen',
        'Termine',
        'Angebote',
        'Einstellungen',
        'Merkliste',
        'Gemerkte Beiträge',
        ...SERVICES,
      ],
    ],
    [
      'a committee member sees "Gremium"',
      committeeMember,
      [
        'Übersicht',
        'Buchungen',
        'Unterlagen',
        'Termine',
        'Angebote',
        'Gremium',
        'Schulungsplan',
        'Einstellungen',
        'Merkliste',
        'Gemerkte Beiträge',
        ...SERVICES,
      ],
    ],
    [
      'a committee manager also sees the committee bookings and settings',
      manager,
      [
        'Übersicht',
        'Buchungen',
        'Unterlagen',
        'Termine',
        'Angebote',
        'Gremium',
        'Gremium-Buchungen',
        'Gremium-Einstellungen',
        'Schulungsplan',
        'Einstellungen',
        'Merkliste',
        'Gemerkte Beiträge',
        ...SERVICES,
      ],
    ],
    [
      'an admin sees the member administration and the outbox',
      admin,
      [
        'Übersicht',
        'Buchungen',
        'Unterlagen',
        'Termine',
        'Angebote',
        'Einstellungen',
        'Merkliste',
        'Gemerkte Beiträge',
        ...SERVICES,
        'Mitglieder verwalten',
        'Fotos hochladen',
        'Anfragen',
        'Partner-Schnittstellen',
        'Angebote verwalten',
        'Schulungspläne',
        'Postausgang',
      ],
    ],
  ])('visibility: %s', (_name, viewer, titles) => {
    expect(visibleTitles(viewer)).toEqual(titles);
  });

  it('hides the member administration and the outbox while an admin acts as someone', () => {
    expect(visibleTitles(admin, true)).toEqual([
      'Übersicht',
      'Buchungen',
      'Unterlagen',
      'Termine',
      'Angebote',
      'Einstellungen',
      'Merkliste',
      'Gemerkte Beiträge',
      ...SERVICES,
    ]);
  });

  it('production mode lists no outbox (its page exists in development only)', () => {
    const titles = accountNavigation(admin, undefined, false, { development: false }).map((e) => e.title);
    expect(titles).toContain('Mitglieder verwalten');
    expect(titles).not.toContain('Postausgang');
  });

  it('marks the outbox active on its page', () => {
    expect(
      accountNavigation(admin, '/kundenportal/admin/postausgang')
        .filter((e) => e.active)
        .map((e) => e.title),
    ).toEqual(['Postausgang']);
  });

  it('marks the photo upload active on its page, for admins only', () => {
    expect(
      accountNavigation(admin, '/kundenportal/admin/fotos')
        .filter((e) => e.active)
        .map((e) => e.title),
    ).toEqual(['Fotos hochladen']);
    expect(visibleTitles(admin, true)).not.toContain('Fotos hochladen');
  });

  it('a committee role without a committee shows no committee entries', () => {
    expect(visibleTitles({ role: 'member', committeeId: null, committeeRole: 'manager' })).not.toContain('Gremium');
  });

  it.each([
    ['/kundenportal/meinamb', ['Übersicht']],
    ['/meinamb/meinambv2', ['Übersicht']],
    ['/meinamb', ['Übersicht']],
    ['/meinamb/', ['Übersicht']],
    ['/meinamb/buchungen', ['Buchungen']],
    ['/meinamb/einstellungen', ['Einstellungen']],
    ['/meinamb/einstellungen/', ['Einstellungen']],
    ['/meinamb/einstellungen?tab=2#x', ['Einstellungen']],
    ['http://localhost:8080/meinamb/merkliste', ['Merkliste']],
    ['/meinamb/gemerkte-beitraege', ['Gemerkte Beiträge']],
    ['/meinamb/termine', ['Termine']],
    ['/meinamb/angebote/12', ['Angebote']],
    ['/meinamb/angebot-anfordern', ['Angebote']],
    ['/personalisierter-schulungsplan/7', ['Schulungsplan']],
    ['/kundenportal/admin/angebote/3', ['Angebote verwalten']],
    ['/meinamb/gremium-mitglieder/12', ['Gremium']],
    ['/meinamb/wissen/br-a-z-content/arbeitszeit', ['BR von A bis Z']],
    ['/kundenportal/br-a-z', ['BR von A bis Z']],
    ['/meinamb/einstellungenX', []],
    ['/seminare', []],
    ['', []],
    [undefined, []],
    ['meinamb/einstellungen', []],
    ['http://[::1', []],
  ])('active entry for %p', (path, titles) => {
    expect(active(path)).toEqual(titles);
  });
});

describe('normalisePath', () => {
  it.each([
    ['/', '/'],
    ['/a//', '/a'],
    ['https://example.de/x/?y', '/x'],
    ['javascript:alert(1)', ''],
  ])('%p -> %p', (input, expected) => {
    expect(normalisePath(input)).toBe(expected);
  });
});
