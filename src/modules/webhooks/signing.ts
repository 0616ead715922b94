// Signing secrets and signatures. A secret is Standard Webhooks' form, whsec_ and 32 random
// bytes in base64. `Signature` is the hex HMAC-SHA256 of the raw body keyed by the secret as
// shown (the whole string, as integrations of the public API compute it); `webhook-signature`
// is Standard Webhooks': v1,<base64 HMAC-SHA256 of "id.timestamp.body"> keyed by the secret's
// decoded bytes, one entry per secret that signs (the new and, for 24 h after a rotation, the
// old), separated by spaces.
import { createHmac, randomBytes } from "node:crypto";

export const SECRET_PREFIX = "whsec_";

export function newSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString("base64");
}

const keyBytes = (secret: string) => Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, "base64");

export function bodySignature(secret: string, body: string): string {
  return createHmac("sha256", secret).update(body).digest("hex");
}

export function standardSignature(secret: string, id: string, timestamp: number, body: string): string {
  return "v1," + createHmac("sha256", keyBytes(secret)).update(`${id}.${timestamp}.${body}`).digest("base64");
}

/** the headers of one attempt; secrets: the current one first */
export function signedHeaders(secrets: string[], id: string, timestamp: number, body: string): Record<string, string> {
  return {
    "content-type": "application/json",
    "user-agent": "Rally-Webhooks/1",
    Signature: bodySignature(secrets[0]!, body),
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": secrets.map((s) => standardSignature(s, id, timestamp, body)).join(" "),
  };
}
