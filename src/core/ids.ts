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
