import path from 'node:path';
import { DEFAULT_ORIGINS } from './auth/config';
import { ConfigError, DEFAULT_DATABASE_FILE, DEFAULT_PHOTO_DIR, ENV_VARIABLES, loadConfig } from './config';

describe('loadConfig', () => {
  it('validates every variable the api reads, in one schema', () => {
    expect([...ENV_VARIABLES].sort()).toEqual(
      [
        'PORT',
        'HOST',
        'DATABASE_URL',
        'DATABASE_FILE',
        'SEED_BASE_DATE',
        'SEED_EVENTS',
        'ORIGIN_MAIN',
        'ORIGIN_NEWER',
        'ORIGIN_WORKS_COUNCIL',
        'TOKEN_SECRET',
        'RATE_LIMITS',
        'TRUSTED_PROXY',
        'NODE_ENV',
        'SMTP_URL',
        'MAIL_FROM',
        'RESERVATION_DAYS',
        'PHOTO_DIR',
        'PHOTO_STORAGE',
        'DATABASE_POOL_SIZE',
        'RESERVATION_RELEASE_BATCH',
      ].sort(),
    );
  });

  it('has defaults: port 3001 on 127.0.0.1, SQLite under <repo>/data', () => {
    expect(loadConfig({})).toEqual({
      port: 3001,
      host: '127.0.0.1',
      database: { dialect: 'sqlite', file: DEFAULT_DATABASE_FILE },
      trustedProxies: ['loopback'],
      mode: 'development',
      reservationDays: 14,
      photoDir: DEFAULT_PHOTO_DIR,
      photoStorage: 'folder',
      releaseBatchSize: 100,
      mail: {},
      auth: { origins: DEFAULT_ORIGINS, limits: {} },
    });
    expect(DEFAULT_DATABASE_FILE).toBe(path.resolve(__dirname, '../../data/amb.sqlite'));
    expect(DEFAULT_PHOTO_DIR).toBe(path.resolve(__dirname, '../../data/photos'));
  });

  it('on PostgreSQL keeps uploads in the database unless PHOTO_STORAGE says folder; reads the pool size', () => {
    const postgres = { DATABASE_URL: 'postgres://a:b@localhost/db' };
    expect(loadConfig(postgres).photoStorage).toBe('database');
    expect(loadConfig({ ...postgres, PHOTO_STORAGE: 'folder' }).photoStorage).toBe('folder');
    expect(loadConfig({ PHOTO_STORAGE: 'database' }).photoStorage).toBe('database');
    expect(() => loadConfig({ PHOTO_STORAGE: 's3' })).toThrow(/PHOTO_STORAGE muss database oder folder sein/);
    expect(loadConfig({ ...postgres, DATABASE_POOL_SIZE: '20' }).database).toMatchObject({ maxConnections: 20 });
    for (const bad of ['0', '101', 'viele']) {
      expect(() => loadConfig({ ...postgres, DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE muss/);
    }
    expect(loadConfig({ RESERVATION_RELEASE_BATCH: '5' }).releaseBatchSize).toBe(5);
    expect(() => loadConfig({ RESERVATION_RELEASE_BATCH: '0' })).toThrow(/RESERVATION_RELEASE_BATCH muss/);
  });

  it('reads RESERVATION_DAYS (1 to 60 days, default 14) and names a bad value', () => {
    expect(loadConfig({ RESERVATION_DAYS: '7' }).reservationDays).toBe(7);
    for (const bad of ['0', '61', '2.5', 'zwei']) {
      expect(() => loadConfig({ RESERVATION_DAYS: bad })).toThrow(
        /RESERVATION_DAYS muss eine ganze Zahl von 1 bis 60 sein/,
      );
    }
  });

  it('reads PORT, HOST, DATABASE_FILE, DATABASE_URL, SEED_BASE_DATE and PHOTO_DIR', () => {
    expect(
      loadConfig({
        PORT: '3901',
        HOST: '0.0.0.0',
        DATABASE_FILE: '/tmp/x.sqlite',
        SEED_BASE_DATE: '2026-02-02',
        PHOTO_DIR: '/tmp/fotos/',
      }),
    ).toEqual({
      port: 3901,
      host: '0.0.0.0',
      database: { dialect: 'sqlite', file: '/tmp/x.sqlite' },
      trustedProxies: ['loopback'],
      mode: 'development',
      reservationDays: 14,
      photoDir: '/tmp/fotos',
      photoStorage: 'folder',
      releaseBatchSize: 100,
      mail: {},
      auth: { origins: DEFAULT_ORIGINS, limits: {} },
      seedBaseDate: '2026-02-02',
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://a:b@localhost/db', DATABASE_FILE: '/tmp/x' }).database).toEqual({
      dialect: 'postgres',
      url: 'postgres://a:b@localhost/db',
      maxConnections: 10,
      applicationName: 'amb-api-3001',
    });
    expect(loadConfig({ PORT: '' }).port).toBe(3001);
  });

  it('reads SEED_EVENTS (the demo data scaled for benchmarks) and refuses what is no count', () => {
    expect(loadConfig({ SEED_EVENTS: '10000' }).seedEventCount).toBe(10000);
    expect(loadConfig({}).seedEventCount).toBeUndefined();
    for (const bad of ['0', 'viele', '1.5', '200000']) {
      expect(() => loadConfig({ SEED_EVENTS: bad })).toThrow(/SEED_EVENTS/);
    }
  });

  it('production mode (NODE_ENV=production) with SMTP_URL and MAIL_FROM', () => {
    const config = loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'a@b.de' });
    expect(config.mode).toBe('production');
    expect(config.mail).toEqual({ smtpUrl: 'smtp://127.0.0.1:2525', from: 'a@b.de' });
    expect(loadConfig({ NODE_ENV: 'test' }).mode).toBe('development');
  });

  it('reads TRUSTED_PROXY as a list of addresses and ranges (default loopback)', () => {
    expect(loadConfig({ TRUSTED_PROXY: ' 10.0.0.5, 192.168.0.0/16 ' }).trustedProxies).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
    ]);
  });

  it.each([
    [
      { PORT: 'abc' },
      'PORT muss eine ganze Zahl zwischen 0 und 65535 sein / PORT must be an integer between 0 and 65535',
    ],
    [
      { PORT: '70000' },
      'PORT muss eine ganze Zahl zwischen 0 und 65535 sein / PORT must be an integer between 0 and 65535',
    ],
    [
      { DATABASE_URL: 'mysql://x' },
      'DATABASE_URL muss eine PostgreSQL-URL sein (postgres://…) / DATABASE_URL must be a PostgreSQL URL (postgres://…)',
    ],
    [
      { SEED_BASE_DATE: '2026-13-01' },
      'SEED_BASE_DATE muss ein Datum im Format JJJJ-MM-TT sein / SEED_BASE_DATE must be a date YYYY-MM-DD',
    ],
    [
      { TRUSTED_PROXY: 'bff.intern' },
      'TRUSTED_PROXY muss eine durch Kommas getrennte Liste von IP-Adressen, CIDR-Bereichen oder loopback sein / TRUSTED_PROXY must be a comma-separated list of IP addresses, CIDR ranges or loopback',
    ],
    [
      { NODE_ENV: 'production' },
      'SMTP_URL fehlt: im Produktionsmodus (NODE_ENV=production) verschickt die API E-Mails per SMTP und speichert keine Links zum Zurücksetzen des Passworts / SMTP_URL is missing: in production mode (NODE_ENV=production) the api sends mail through SMTP and stores no password-reset links',
    ],
    [
      { NODE_ENV: 'production', SMTP_URL: '  ' },
      'SMTP_URL fehlt: im Produktionsmodus (NODE_ENV=production) verschickt die API E-Mails per SMTP und speichert keine Links zum Zurücksetzen des Passworts / SMTP_URL is missing: in production mode (NODE_ENV=production) the api sends mail through SMTP and stores no password-reset links',
    ],
    [
      { SMTP_URL: 'http://mail.example' },
      'SMTP_URL muss eine SMTP-URL sein (smtp://… oder smtps://…) / SMTP_URL must be an SMTP URL (smtp://… or smtps://…)',
    ],
  ])('refuses %j with a clear German/English message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([message]);
      expect((error as Error).message).toContain('Ungültige Konfiguration / Invalid configuration');
    }
  });

  it('auth defaults: localhost origins, no secret, no limit overrides', () => {
    expect(loadConfig({}).auth).toEqual({ origins: DEFAULT_ORIGINS, limits: {} });
  });

  it('reads origins (normalised), TOKEN_SECRET and RATE_LIMITS', () => {
    expect(
      loadConfig({
        ORIGIN_MAIN: 'https://www.amb.example/',
        ORIGIN_NEWER: 'https://neu.amb.example',
        ORIGIN_WORKS_COUNCIL: 'https://betriebsrat.example:8443/x',
        TOKEN_SECRET: ' s3cret ',
        RATE_LIMITS: 'loginIp=100, registration=5',
      }).auth,
    ).toEqual({
      origins: {
        main: 'https://www.amb.example',
        newer: 'https://neu.amb.example',
        worksCouncil: 'https://betriebsrat.example:8443',
      },
      tokenSecret: 's3cret',
      limits: { loginIp: 100, registration: 5 },
    });
  });

  it.each([
    ['ORIGIN_MAIN', 'ftp://x'],
    ['ORIGIN_NEWER', 'kein url'],
    ['RATE_LIMITS', 'loginIp=0'],
    ['RATE_LIMITS', 'gibtsnicht=3'],
  ])('%s=%p is rejected', (key, value) => {
    expect(() => loadConfig({ [key]: value })).toThrow(key);
  });

  it('RATE_LIMITS ignores empty entries', () => {
    expect(loadConfig({ RATE_LIMITS: ' , ' }).auth.limits).toEqual({});
  });
});
