/** Settings of sessions, rate limits, redirects, tokens and mail; from the environment or test options. */

export interface SiteOrigins {
  main: string;
  newer: string;
  worksCouncil: string;
}

/** Limits (requests per window) of every named rate limit; tests may lower or raise them. */
export interface RateLimitSettings {
  /** Failed logins per account from unknown devices and addresses (sliding 15 minutes). */
  loginAccount: number;
  /** Failed logins per client address, known devices excepted. */
  loginIp: number;
  /** Failed logins per known device (device cookie) and account. */
  loginDevice: number;
  /** Failed logins per account from an address it recently logged in from. */
  loginKnownAddress: number;
  emailAvailability: number;
  registration: number;
  passwordReset: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginAccount: 5,
  loginIp: 30,
  loginDevice: 20,
  loginKnownAddress: 10,
  emailAvailability: 30,
  registration: 10,
  passwordReset: 5,
};

export interface AuthConfig {
  now: () => Date;
  idleTimeoutMs: number;
  absoluteTimeoutMs: number;
  origins: SiteOrigins;
  /** HMAC key of /kundenportal/get-token; when unset a generated one is kept in the meta table. */
  tokenSecret?: string;
  limits: RateLimitSettings;
}

export const DEFAULT_ORIGINS: SiteOrigins = {
  main: 'http://localhost:8080',
  newer: 'http://localhost:8081',
  worksCouncil: 'http://localhost:8082',
};

function origin(value: string | undefined, fallback: string, name: string): string {
  const raw = value?.trim();
  if (!raw) return fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} muss eine URL sein (http(s)://host[:port]) / ${name} must be a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} muss mit http:// oder https:// beginnen / ${name} must start with http(s)://`);
  }
  return url.origin;
}

/** `RATE_LIMITS=loginIp=100,registration=50`: overrides of the default limits (e.g. for e2e runs). */
export function parseRateLimits(value: string | undefined): Partial<RateLimitSettings> {
  const limits: Partial<RateLimitSettings> = {};
  for (const part of (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, count] = part.split('=').map((p) => p.trim());
    const n = Number(count);
    if (!name || !(name in DEFAULT_RATE_LIMITS) || !Number.isInteger(n) || n < 1) {
      throw new Error(
        `RATE_LIMITS: "${part}" ist ungültig (Name=Zahl, Namen: ${Object.keys(DEFAULT_RATE_LIMITS).join(', ')}) / invalid entry`,
      );
    }
    limits[name as keyof RateLimitSettings] = n;
  }
  return limits;
}

/**
 * Account settings from the environment: ORIGIN_MAIN, ORIGIN_NEWER, ORIGIN_WORKS_COUNCIL, TOKEN_SECRET,
 * RATE_LIMITS. Throws a German/English message for a bad value.
 */
export function authConfigFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): Partial<Omit<AuthConfig, 'limits'>> & { limits: Partial<RateLimitSettings> } {
  const secret = env.TOKEN_SECRET?.trim();
  return {
    limits: parseRateLimits(env.RATE_LIMITS),
    origins: {
      main: origin(env.ORIGIN_MAIN, DEFAULT_ORIGINS.main, 'ORIGIN_MAIN'),
      newer: origin(env.ORIGIN_NEWER, DEFAULT_ORIGINS.newer, 'ORIGIN_NEWER'),
      worksCouncil: origin(env.ORIGIN_WORKS_COUNCIL, DEFAULT_ORIGINS.worksCouncil, 'ORIGIN_WORKS_COUNCIL'),
    },
    ...(secret ? { tokenSecret: secret } : {}),
  };
}

export function resolveAuthConfig(
  partial: Partial<Omit<AuthConfig, 'limits'>> & { limits?: Partial<RateLimitSettings> } = {},
): AuthConfig {
  return {
    now: partial.now ?? (() => new Date()),
    idleTimeoutMs: partial.idleTimeoutMs ?? 30 * 60 * 1000,
    absoluteTimeoutMs: partial.absoluteTimeoutMs ?? 12 * 60 * 60 * 1000,
    origins: partial.origins ?? DEFAULT_ORIGINS,
    ...(partial.tokenSecret ? { tokenSecret: partial.tokenSecret } : {}),
    limits: { ...DEFAULT_RATE_LIMITS, ...partial.limits },
  };
}
