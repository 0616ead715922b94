// What the webhook receivers share: constant-time comparison of the URL's secret or of a
// signature, and reading a header however Node gave it.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { InboundRequest } from "../esp.js";

export function sameSecret(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function header(req: InboundRequest, name: string): string | undefined {
  const h = req.headers[name.toLowerCase()];
  return (Array.isArray(h) ? h[0] : h)?.trim() || undefined;
}

/** the hex HMAC-SHA256 of the raw body under the secret */
export const hmacHex = (secret: string, body: Buffer) => createHmac("sha256", secret).update(body).digest("hex");

export function jsonBody(req: InboundRequest): unknown {
  try {
    return JSON.parse(req.body.toString("utf8"));
  } catch {
    return undefined;
  }
}
