import { randomFillSync } from "node:crypto";

// Random bytes from a pool refilled 4 KiB at a time, as Node's randomUUID does: one call into
// the CSPRNG per few hundred ids instead of one or two per id (2.4 % of a sale's CPU). Each
// byte is handed out once.
const pool = Buffer.alloc(4096);
let used = pool.length;

/** the pool's offset of n fresh random bytes (n at most the pool's size) */
function take(n: number): number {
  if (used + n > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += n;
  return used - n;
}

const randomByte = () => pool[take(1)]!;
const randomUInt32 = () => pool.readUInt32BE(take(4));
const randomUInt16 = () => pool.readUInt16BE(take(2));

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** a random URL-safe identifier of the given length (base62, unbiased) */
export function randomId(length = 16): string {
  let out = "";
  while (out.length < length) {
    const byte = randomByte();
    // 248 = 4 x 62: the bytes above it are dropped, so that each character is equally likely
    if (byte < 248) out += ALPHABET[byte % 62];
  }
  return out;
}

/** a lower-case readable key, e.g. for referral links and customer keys */
export function randomKey(length = 10): string {
  return randomId(length).toLowerCase();
}

// cuid (v1 layout, what Prisma's @default(cuid()) makes): rows written by raw SQL get ids of the
// same shape, made here so that a writer knows them before the row exists (its events carry them)
const BASE = 36;
const pad = (s: string, n: number) => s.padStart(n, "0").slice(-n);
const block = () => pad(randomUInt32().toString(BASE), 4 * 2).slice(-4);
const fingerprint = pad((process.pid % 1296).toString(BASE), 2) + pad(randomUInt16().toString(BASE), 2);
let counter = randomUInt16() % BASE ** 4;

/** a collision-resistant id: c, the time, a per-process counter, a process fingerprint and 8 random characters (25 in all) */
export function cuid(): string {
  counter = (counter + 1) % BASE ** 4;
  return "c" + pad(Date.now().toString(BASE), 8) + pad(counter.toString(BASE), 4) + fingerprint + block() + block();
}
