// Visitors' IP addresses are never stored (GDPR): a click keeps a keyed HMAC-SHA256 of the
// address, enough to tell one visitor from another and to match a later order from the same
// address, useless to recover the address without the key.
//
// The key: TRACKING_HASH_SECRET; unset, it is derived from a secret the service already keeps
// (INTEGRATIONS_ENCRYPTION_KEY, else DATABASE_URL with its password), else a random secret
// written once to DATA_DIR/tracking-secret. Each stays the same across restarts, so the hashes
// of one address match from one run to the next. Changing it starts new visitors' hashes.
import { createHash, createHmac, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { join } from "node:path";
import type { Config } from "../../config.js";
import type { IpHasher } from "../../core/app.js";

type SecretSources = Pick<Config, "TRACKING_HASH_SECRET" | "INTEGRATIONS_ENCRYPTION_KEY" | "DATABASE_URL" | "DATA_DIR">;

function derive(label: string, secret: string): Buffer {
  return createHmac("sha256", `rally tracking ip hash: ${label}`).update(secret).digest();
}

function embeddedSecret(dataDir: string): string {
  const file = join(dataDir, "tracking-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("hex");
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return secret;
}

/** the HMAC key from the configuration, as the comment above says */
export function ipHashKey(config: SecretSources): Buffer {
  if (config.TRACKING_HASH_SECRET) return derive("TRACKING_HASH_SECRET", config.TRACKING_HASH_SECRET);
  if (config.INTEGRATIONS_ENCRYPTION_KEY) return derive("INTEGRATIONS_ENCRYPTION_KEY", config.INTEGRATIONS_ENCRYPTION_KEY);
  if (config.DATABASE_URL) return derive("DATABASE_URL", config.DATABASE_URL);
  return derive("DATA_DIR", embeddedSecret(config.DATA_DIR));
}

/**
 * One spelling per address, so that the same visitor hashes alike whoever reports it: IPv6 in
 * its shortest lower-case form, an IPv4-mapped IPv6 address (how a dual-stack socket shows an
 * IPv4 client) as the IPv4 address a shop platform would record.
 */
export function canonicalIp(ip: string): string {
  const a = ip.trim();
  if (isIP(a) !== 6) return a;
  const host = new URL(`http://[${a}]/`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (!mapped) return host;
  const [hi, lo] = [parseInt(mapped[1]!, 16), parseInt(mapped[2]!, 16)];
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

export type { IpHasher };

/**
 * The app's address hasher, under the key its configuration gives (read on first use: the
 * embedded secret file is written only when something is hashed).
 */
export function createIpHasher(config: SecretSources): IpHasher {
  let key: Buffer | undefined;
  /** recent addresses' hashes: a busy page's clicks come from few addresses, and an HMAC costs more than a lookup */
  const recent = new Map<string, string>();
  return (ip) => {
    let hash = recent.get(ip);
    if (hash === undefined) {
      key ??= ipHashKey(config);
      hash = createHmac("sha256", key).update(canonicalIp(ip)).digest("hex");
      if (recent.size >= 10_000) recent.clear(); // bounded memory
      recent.set(ip, hash);
    }
    return hash;
  };
}

/**
 * one visitor: the hashed address with the user agent (the dedup key of clicks). A plain hash
 * is enough: the keyed part is the address hash, stored beside it anyway.
 */
export function visitorId(ipHash: string, userAgent: string): string {
  return createHash("sha256").update(`${ipHash}\n${userAgent}`).digest("base64url").slice(0, 22);
}
