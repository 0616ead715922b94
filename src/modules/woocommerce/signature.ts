// WooCommerce signs each delivery: X-WC-Webhook-Signature is the base64 HMAC-SHA256 of the raw
// body under the webhook's secret. Compared in constant time, on the bytes as they arrived.
import { createHmac, timingSafeEqual } from "node:crypto";

export function wooSignature(body: Buffer | string, secret: string): string {
  return createHmac("sha256", secret).update(body).digest("base64");
}

export function validWooSignature(body: Buffer, header: string | undefined, secret: string): boolean {
  if (!header) return false;
  const want = Buffer.from(wooSignature(body, secret), "base64");
  const got = Buffer.from(header.trim(), "base64");
  return got.length === want.length && timingSafeEqual(got, want);
}
