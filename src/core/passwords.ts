// Passwords: Argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane) through @node-rs/argon2
// (prebuilt binaries, runs off the event loop). Hashes written before it (scrypt$salt$hash)
// still verify; a sign-in replaces them (needsRehash).
import { scrypt as scryptCb, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { Algorithm, hash, verify } from "@node-rs/argon2";
import { randomId } from "./ids.js";

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number) => Promise<Buffer>;

const ARGON2 = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** the partner password rule: at least 8 characters with a lowercase letter, an uppercase letter and a number */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;
export const PASSWORD_MESSAGE = "The password must be at least 8 characters with 1 lowercase letter, 1 uppercase letter and 1 number.";

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith("$argon2")) return verify(stored, password).catch(() => false);
  const [kind, salt, digest] = stored.split("$");
  if (kind !== "scrypt" || !salt || !digest) return false;
  const expected = Buffer.from(digest, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), expected.length);
  return timingSafeEqual(actual, expected);
}

/** a hash from before Argon2id, to replace once the password is known again */
export const needsRehash = (stored: string) => !stored.startsWith("$argon2id$");

/** a hash of no password, verified against when the account does not exist: the answer takes as long */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomId(24));
  return decoy;
}
