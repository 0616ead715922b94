// Provider credentials at rest: AES-256-GCM under INTEGRATIONS_ENCRYPTION_KEY, with the
// program and provider as associated data, so a ciphertext copied onto another program's
// row (or another provider's) does not decrypt there. Without the key nothing is stored.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { encryptionKeyBytes, type Config } from "../../config.js";
import { AppError } from "../../core/errors.js";

const VERSION = "v1";

/** what the credentials column holds: never the secrets themselves */
export interface SealedCredentials {
  sealed: string;
}

export class EncryptionKeyMissingError extends AppError {
  constructor() {
    super(
      "Provider credentials cannot be stored: INTEGRATIONS_ENCRYPTION_KEY is not set on this server (32 bytes, e.g. the output of `openssl rand -base64 32`).",
      "ENCRYPTION_KEY_MISSING",
      400,
    );
  }
}

function keyOf(config: Pick<Config, "INTEGRATIONS_ENCRYPTION_KEY">): Buffer {
  const key = config.INTEGRATIONS_ENCRYPTION_KEY ? encryptionKeyBytes(config.INTEGRATIONS_ENCRYPTION_KEY) : undefined;
  if (!key) throw new EncryptionKeyMissingError();
  return key;
}

const aad = (programId: number, provider: string) => Buffer.from(`rally:integration:${programId}:${provider}`);

export function seal(config: Pick<Config, "INTEGRATIONS_ENCRYPTION_KEY">, programId: number, provider: string, secrets: Record<string, string>): SealedCredentials {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(config), iv);
  cipher.setAAD(aad(programId, provider));
  const data = Buffer.concat([cipher.update(JSON.stringify(secrets), "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString("base64url"));
  return { sealed: [VERSION, ...parts].join(".") };
}

/** the secrets, or undefined when the row holds none or they do not open with this key (a changed key) */
export function unseal(config: Pick<Config, "INTEGRATIONS_ENCRYPTION_KEY">, programId: number, provider: string, stored: unknown): Record<string, string> | undefined {
  const sealed = (stored as Partial<SealedCredentials> | null)?.sealed;
  if (typeof sealed !== "string") return undefined;
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || data === undefined) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(config), Buffer.from(iv, "base64url"));
    decipher.setAAD(aad(programId, provider));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    const text = Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
    return JSON.parse(text) as Record<string, string>;
  } catch (err) {
    if (err instanceof EncryptionKeyMissingError) throw err;
    return undefined;
  }
}
