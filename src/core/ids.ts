import { randomBytes } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** a random URL-safe identifier of the given length (base62, unbiased) */
export function randomId(length = 16): string {
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
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
const block = () => pad(randomBytes(4).readUInt32BE(0).toString(BASE), 4 * 2).slice(-4);
const fingerprint = pad((process.pid % 1296).toString(BASE), 2) + pad(randomBytes(2).readUInt16BE(0).toString(BASE), 2);
let counter = randomBytes(2).readUInt16BE(0) % (BASE ** 4);

/** a collision-resistant id: c, the time, a per-process counter, a process fingerprint and 8 random characters (25 in all) */
export function cuid(): string {
  counter = (counter + 1) % BASE ** 4;
  return "c" + pad(Date.now().toString(BASE), 8) + pad(counter.toString(BASE), 4) + fingerprint + block() + block();
}
