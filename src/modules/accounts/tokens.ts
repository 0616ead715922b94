// One-time credentials and session tokens: random, shown once (a cookie, an email, a URL), and
// kept only as a SHA-256, so the database alone signs nobody in.
import { hash, randomBytes, randomInt } from "node:crypto";

/** 32 random bytes, URL-safe: session cookies and sign-in links */
export const newToken = (): string => randomBytes(32).toString("base64url");

/** six digits for a person to type */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, "0");

export const tokenHash = (token: string): string => hash("sha256", token, "hex");

/**
 * A code is short, so its hash is bound to its partner: the same six digits sent to two
 * partners are two rows, and a code is only ever compared with its own partner's.
 */
export const codeHash = (partnerUid: string, code: string): string => tokenHash(`${partnerUid}:${code}`);
