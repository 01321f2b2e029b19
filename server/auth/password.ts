import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard, in node's crypto, no native add-on).
 * Stored form: `scrypt$<log2 N>$<r>$<p>$<salt base64url>$<hash base64url>`, so the cost can be
 * raised later without breaking existing hashes: verification reads the parameters from the string.
 */
const DEFAULT_LOG2_N = 15;
/**
 * The cost of new hashes: 2^15 unless PASSWORD_HASH_COST (log2 N, 10-20) says otherwise. The tests
 * set 10 (their thousands of sign-ins and seeded accounts would otherwise spend minutes of CPU in
 * scrypt); verification always reads the cost from the stored hash, so nothing else changes.
 */
const SCRYPT_LOG2_N = hashCostFromEnv(process.env.PASSWORD_HASH_COST);
const SCRYPT_R = 8;
const SCRYPT_P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
// N=2^15, r=8 needs 128*N*r = 32 MiB, exactly node's default limit; leave headroom.
const SCRYPT_MAXMEM_BYTES = 64 * 1024 * 1024;
const PREFIX = 'scrypt';

export function hashCostFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_LOG2_N;
  const cost = Number(value);
  if (!Number.isInteger(cost) || cost < 10 || cost > 20) throw new Error(`PASSWORD_HASH_COST must be a whole number from 10 to 20, not "${value}".`);
  return cost;
}

function deriveKey(plain: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, keyLength, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(
    plain,
    salt,
    { N: 2 ** SCRYPT_LOG2_N, r: SCRYPT_R, p: SCRYPT_P, maxmem: SCRYPT_MAXMEM_BYTES },
    KEY_BYTES,
  );
  return [PREFIX, SCRYPT_LOG2_N, SCRYPT_R, SCRYPT_P, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** False (never throws) for a wrong password or a hash string this module did not write. */
export async function verifyPassword(plain: string, hash: string): Promise<boolean> {
  const parts = hash.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return false;
  const [, log2N, r, p, saltText, keyText] = parts as [string, string, string, string, string, string];
  const cost = { log2N: Number(log2N), r: Number(r), p: Number(p) };
  if (![cost.log2N, cost.r, cost.p].every((n) => Number.isInteger(n) && n > 0) || cost.log2N > 20) return false;
  const expected = Buffer.from(keyText, 'base64url');
  if (expected.length === 0) return false;
  const memoryBytes = 128 * 2 ** cost.log2N * cost.r;
  try {
    const actual = await deriveKey(
      plain,
      Buffer.from(saltText, 'base64url'),
      { N: 2 ** cost.log2N, r: cost.r, p: cost.p, maxmem: Math.max(SCRYPT_MAXMEM_BYTES, memoryBytes * 2) },
      expected.length,
    );
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}
