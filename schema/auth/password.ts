// Password hashing with scrypt, a memory-hard KDF built into Node (no native add-on to install).
// Format: scrypt$N$r$p$salt(base64)$hash(base64), so parameters can be raised later.
//
// Every scrypt call goes through one small pool: each call takes ~100 ms of a core and 32 MiB, so
// a flood of requests that hash (sign-ups, logins with wrong passwords, set-password links) must
// queue instead of running all at once and starving the sign-ins of everyone else.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** The scrypt cost of every new hash: N = 2^15 (32 MiB with r = 8). A check uses the cost stored in the hash. */
export const PASSWORD_COST = { N: 1 << 15, r: 8, p: 1 } as const;
export type PasswordCost = { N: number; r: number; p: number };
const KEYLEN = 32;

/** How many scrypt computations may run at once by default (the rest wait in line, in order). */
export const DEFAULT_HASH_CONCURRENCY = 2;

/** A counting semaphore with a first-come, first-served queue. */
export class HashPool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Statistics for monitoring and tests. */
  readonly stats = { started: 0, maxRunning: 0 };

  constructor(private size: number) {
    this.resize(size);
  }

  resize(size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`Invalid password hashing concurrency: ${size}`);
    this.size = size;
    while (this.running < this.size && this.waiting.length) this.waiting.shift()!();
  }

  get capacity() {
    return this.size;
  }

  get active() {
    return this.running;
  }

  get queued() {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running++;
    this.stats.started++;
    this.stats.maxRunning = Math.max(this.stats.maxRunning, this.running);
    try {
      return await task();
    } finally {
      this.running--;
      const next = this.waiting.shift();
      if (next) next();
    }
  }
}

/** The process-wide pool (scrypt runs on libuv's threads, which the whole process shares). */
export const hashPool = new HashPool(DEFAULT_HASH_CONCURRENCY);

function scrypt(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return hashPool.run(
    () =>
      new Promise((resolve, reject) =>
        scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );
}

/** A new hash at the product's cost. Only test fixtures pass another cost. */
export async function hashPassword(password: string, cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const { N, r, p } = cost;
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEYLEN, { N, r, p, maxmem: 256 * N * r });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) {
    // Spend the same time as a real check so timing does not tell whether the account exists.
    await hashPassword(password);
    return false;
  }
  const [scheme, n, rr, pp, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const params = { N: Number(n), r: Number(rr), p: Number(pp) };
  const key = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    ...params,
    maxmem: 256 * params.N * params.r,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
