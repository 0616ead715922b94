// Provider credentials at rest: AES-256-GCM under INTEGRATIONS_ENCRYPTION_KEY, with the
// program and provider as associated data, so a ciphertext copied onto another program's
// row (or another provider's) does not decrypt there. On the embedded database without that
// key they are sealed by the keyring's generated key (core/keyring.ts), kept in the data folder
// with the data; on PostgreSQL without it nothing is stored (the key would sit on the same
// server as what it protects).
import { encryptionKeyBytes, type Config } from "../../config.js";
import { AppError } from "../../core/errors.js";
import { decrypt, encrypt } from "../../core/aead.js";
import type { Keyring } from "../../core/keyring.js";

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

const aad = (programId: number, provider: string) => `rally:integration:${programId}:${provider}`;

export function seal(config: Pick<Config, "INTEGRATIONS_ENCRYPTION_KEY">, programId: number, provider: string, secrets: Record<string, string>): SealedCredentials {
  return { sealed: `${VERSION}.${encrypt(keyOf(config), aad(programId, provider), JSON.stringify(secrets))}` };
}

/** the secrets, or undefined when the row holds none or they do not open with this key (a changed key) */
export function unseal(config: Pick<Config, "INTEGRATIONS_ENCRYPTION_KEY">, programId: number, provider: string, stored: unknown): Record<string, string> | undefined {
  const sealed = (stored as Partial<SealedCredentials> | null)?.sealed;
  if (typeof sealed !== "string" || !sealed.startsWith(`${VERSION}.`)) return undefined;
  const text = decrypt(keyOf(config), aad(programId, provider), sealed.slice(VERSION.length + 1));
  return text === undefined ? undefined : (JSON.parse(text) as Record<string, string>);
}

/** what sealing needs of the app: its configuration and its keyring */
export interface SecretKeys {
  config: Pick<Config, "INTEGRATIONS_ENCRYPTION_KEY" | "DATABASE_URL">;
  keyring: () => Promise<Keyring>;
}

/** the embedded database without a configured key: the generated key seals */
export const generatedKeySeals = (config: SecretKeys["config"]) => !config.INTEGRATIONS_ENCRYPTION_KEY && !config.DATABASE_URL;

/** seal, under the generated key on the embedded database without a configured one */
export async function sealWith(keys: SecretKeys, programId: number, provider: string, secrets: Record<string, string>): Promise<SealedCredentials> {
  if (!generatedKeySeals(keys.config)) return seal(keys.config, programId, provider, secrets);
  return { sealed: (await keys.keyring()).seal(JSON.stringify(secrets), aad(programId, provider)) };
}

/** unseal, also what the generated key sealed (it stays in the keyring once a key is configured) */
export async function unsealWith(keys: SecretKeys, programId: number, provider: string, stored: unknown): Promise<Record<string, string> | undefined> {
  const sealed = (stored as Partial<SealedCredentials> | null)?.sealed;
  if (typeof sealed !== "string") return undefined;
  if (sealed.startsWith(`${VERSION}.`)) return unseal(keys.config, programId, provider, stored);
  const ring = await keys.keyring();
  const text = ring.isSealed(sealed) ? ring.open(sealed, aad(programId, provider)) : undefined;
  return text === undefined ? undefined : (JSON.parse(text) as Record<string, string>);
}
