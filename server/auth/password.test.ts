import { describe, expect, it } from 'vitest';
import { hashCostFromEnv, hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(new RegExp(`^scrypt\\$${hashCostFromEnv(process.env.PASSWORD_HASH_COST)}\\$8\\$1\\$[\\w-]+\\$[\\w-]+$`));
    expect(hash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });

  it('hashes at cost 2^15 unless PASSWORD_HASH_COST names another from 10 to 20', () => {
    expect(hashCostFromEnv(undefined)).toBe(15);
    expect(hashCostFromEnv('')).toBe(15);
    expect(hashCostFromEnv('12')).toBe(12);
    for (const wrong of ['9', '21', '12.5', 'fast']) expect(() => hashCostFromEnv(wrong)).toThrow(/PASSWORD_HASH_COST/);
  });

  it('verifies a stored hash by the cost it carries, whatever the cost of new hashes', async () => {
    const storedAt15 = 'scrypt$15$8$1$JHbxoCsMCWj7hTx39QzCgQ$FXZcgzqOaF5iJRlUcy5OWgo03cuPepGiYENCxsejTiQ';
    expect(await verifyPassword('stored at 2^15', storedAt15)).toBe(true);
    expect(await verifyPassword('stored at 2^14', storedAt15)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same-password')).not.toBe(await hashPassword('same-password'));
  });

  it('answers false for a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$99$8$1$abc$def')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$15$8$1$abc$')).toBe(false);
  });
});
