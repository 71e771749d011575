import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const maxmem = 256 * params.N * params.r + 1024 * 1024;
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...params, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * scrypt with a per-user random salt. The cost (log2 N) is configurable: 15 (32 MiB, ~80 ms here)
 * by default; each hash records its own parameters so the cost can rise without breaking old hashes.
 */
export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;
  private readonly params: ScryptParams;

  constructor(costLog2: number) {
    this.params = { N: 2 ** costLog2, r: BLOCK_SIZE, p: PARALLELISM };
  }

  /** `scrypt$N$r$p$salt$hash` */
  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const key = await derive(password, salt, this.params, KEY_LENGTH);
    const { N, r, p } = this.params;
    return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  /** Constant-time comparison; a malformed stored hash simply does not match. */
  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, n, r, p, saltText, keyText] = stored.split('$');
    if (scheme !== 'scrypt' || !saltText || !keyText) return false;
    const expected = Buffer.from(keyText, 'base64');
    const params = { N: Number(n), r: Number(r), p: Number(p) };
    if (![params.N, params.r, params.p].every(Number.isInteger) || expected.length === 0) return false;
    const actual = await derive(password, Buffer.from(saltText, 'base64'), params, expected.length);
    return timingSafeEqual(actual, expected);
  }

  /**
   * A real hash of a random password: checking an unknown email against it costs the same scrypt
   * work as a known one, so response time does not reveal which emails have accounts.
   */
  dummy(): Promise<string> {
    this.dummyHash ??= this.hash(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }
}
