// Secrets at rest: AES-256-GCM with associated data naming where the value belongs (a program,
// a row), so a ciphertext copied onto another row does not open there. Provider credentials
// and webhook signing secrets both use it.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/** iv.tag.data, each base64url */
export function encrypt(key: Buffer, aad: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(aad));
  const data = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString("base64url")).join(".");
}

/** the text, or undefined when the payload is malformed or does not open with this key and aad */
export function decrypt(key: Buffer, aad: string, payload: string): string | undefined {
  const [iv, tag, data, extra] = payload.split(".");
  if (!iv || !tag || data === undefined || extra !== undefined) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}
