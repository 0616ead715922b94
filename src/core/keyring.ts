// The keys that seal secrets Rally keeps for itself (webhook signing secrets). The primary key
// is INTEGRATIONS_ENCRYPTION_KEY when it is set. Unset, webhooks must still work with no
// configuration, so a random key is generated on first start and kept in the database (table
// EncryptionKey): on the embedded database that is the data folder; on a PostgreSQL server it
// is shared by every instance, and a warning says that it sits beside the data it protects.
// The generated key stays known after a key is configured, so values sealed under it still
// open (and the start re-seals them under the configured one). Each sealed value names its
// key: enc1.<key id>.<iv>.<tag>.<data>.
import { createHash, randomBytes } from "node:crypto";
import type { Logger } from "pino";
import { encryptionKeyBytes, type Config } from "../config.js";
import type { PrismaClient } from "../generated/prisma/client.js";
import { decrypt, encrypt } from "./aead.js";

const PREFIX = "enc1";
const GENERATED = "generated";

export interface Keyring {
  /** the value sealed under the primary key, bound to aad (where it belongs) */
  seal(text: string, aad: string): string;
  /** the text, or undefined when it is not a sealed value or no known key opens it */
  open(value: string, aad: string): string | undefined;
  isSealed(value: string): boolean;
  /** how values sealed under the primary key begin (others are re-sealed at start) */
  readonly currentPrefix: string;
  /** the primary key was generated, not configured */
  readonly generated: boolean;
}

const keyId = (key: Buffer) => createHash("sha256").update(key).digest("hex").slice(0, 8);

export function keyring(primary: Buffer, others: Buffer[] = [], generated = false): Keyring {
  const keys = new Map<string, Buffer>([primary, ...others].map((k) => [keyId(k), k]));
  const primaryId = keyId(primary);
  return {
    generated,
    seal: (text, aad) => `${PREFIX}.${primaryId}.${encrypt(primary, aad, text)}`,
    open(value, aad) {
      const [prefix, id] = value.split(".", 2);
      const key = prefix === PREFIX && id ? keys.get(id) : undefined;
      return key ? decrypt(key, aad, value.slice(PREFIX.length + id!.length + 2)) : undefined;
    },
    isSealed: (value) => value.startsWith(`${PREFIX}.`),
    currentPrefix: `${PREFIX}.${primaryId}.`,
  };
}

/** the generated key, made on first use; instances starting at once agree on the first one written */
async function generatedKey(prisma: PrismaClient): Promise<Buffer> {
  await prisma.encryptionKey.createMany({ data: [{ name: GENERATED, key: randomBytes(32).toString("base64") }], skipDuplicates: true });
  const row = await prisma.encryptionKey.findUniqueOrThrow({ where: { name: GENERATED } });
  return Buffer.from(row.key, "base64");
}

export async function loadKeyring(config: Pick<Config, "INTEGRATIONS_ENCRYPTION_KEY" | "DATABASE_URL">, prisma: PrismaClient, logger: Logger): Promise<Keyring> {
  const configured = config.INTEGRATIONS_ENCRYPTION_KEY ? encryptionKeyBytes(config.INTEGRATIONS_ENCRYPTION_KEY) : undefined;
  if (configured) {
    const old = await prisma.encryptionKey.findUnique({ where: { name: GENERATED } });
    return keyring(configured, old ? [Buffer.from(old.key, "base64")] : []);
  }
  if (config.DATABASE_URL) {
    logger.warn("INTEGRATIONS_ENCRYPTION_KEY is not set: webhook signing secrets are encrypted under a key kept in the database itself; set it to keep the key apart from the data");
  }
  return keyring(await generatedKey(prisma), [], true);
}
