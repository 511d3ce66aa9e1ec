import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with scrypt and a per-user random salt', async () => {
    const a = await hashPassword('Mitbestimmung2026!');
    const b = await hashPassword('Mitbestimmung2026!');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Mitbestimmung');
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Grüße an alle 🎉');
    expect(await verifyPassword('Grüße an alle 🎉', stored)).toBe(true);
    expect(await verifyPassword('Grüße an alle', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it.each([
    [''],
    ['plain'],
    ['scrypt$1$2$3'],
    ['bcrypt$16384$8$1$c2FsdA$aGFzaA'],
    ['scrypt$abc$8$1$c2FsdA$aGFzaA'],
    ['scrypt$16384$8$1$c2FsdA$'],
  ])('rejects a malformed stored value %p without throwing', async (stored) => {
    expect(await verifyPassword('x', stored)).toBe(false);
  });
});
