// Signing secrets at rest: sealed with the app's keyring (core/keyring.ts), bound to the
// program and the webhook's key (which never changes), so a value copied onto another webhook
// does not open there. Rows written before secrets were sealed hold them in the clear (whsec_…):
// they still sign, and every start seals them (sealStoredSecrets), as it re-seals values under
// a key that is no longer the primary one.
import type { Logger } from "pino";
import type { Keyring } from "../../core/keyring.js";
import type { PrismaClient } from "../../generated/prisma/client.js";
import type { WebhookRow } from "./webhook.view.js";

type Owner = Pick<WebhookRow, "programId" | "key">;

const aad = (w: Owner) => `rally:webhook-secret:${w.programId}:${w.key}`;

export function sealSecret(keys: Keyring, w: Owner, secret: string): string {
  return keys.seal(secret, aad(w));
}

/** the secret as the client knows it, or undefined when no known key opens it (the key was changed) */
export function openSecret(keys: Keyring, w: Owner, stored: string): string | undefined {
  return keys.isSealed(stored) ? keys.open(stored, aad(w)) : stored;
}

/** the secrets that sign an attempt at `at`: the current one first, then the previous one until it expires; undefined when the current cannot be opened */
export function signingSecrets(keys: Keyring, w: Pick<WebhookRow, "programId" | "key" | "secret" | "previousSecret" | "previousSecretExpiresAt">, at: Date): string[] | undefined {
  const current = openSecret(keys, w, w.secret);
  if (current === undefined) return undefined;
  const previous = w.previousSecret && w.previousSecretExpiresAt && w.previousSecretExpiresAt > at ? openSecret(keys, w, w.previousSecret) : undefined;
  return previous ? [current, previous] : [current];
}

/** seals every secret stored in the clear or under a key other than the primary; answers how many rows changed */
export async function sealStoredSecrets(prisma: PrismaClient, keys: Keyring, logger: Logger): Promise<number> {
  const current = { startsWith: keys.currentPrefix };
  const rows = await prisma.webhookSubscription.findMany({
    where: { OR: [{ NOT: { secret: current } }, { previousSecret: { not: null }, NOT: { previousSecret: current } }] },
    select: { uid: true, programId: true, key: true, secret: true, previousSecret: true },
  });
  let changed = 0;
  for (const row of rows) {
    const secret = openSecret(keys, row, row.secret);
    if (secret === undefined) {
      logger.warn({ webhook: row.key, programId: row.programId }, "a webhook signing secret does not open with any known key: rotate it");
      continue;
    }
    const previous = row.previousSecret ? openSecret(keys, row, row.previousSecret) : undefined;
    // only if unchanged meanwhile (another instance starting, a rotation)
    const { count } = await prisma.webhookSubscription.updateMany({
      where: { uid: row.uid, secret: row.secret, previousSecret: row.previousSecret },
      data: { secret: sealSecret(keys, row, secret), previousSecret: previous === undefined ? null : sealSecret(keys, row, previous) },
    });
    changed += count;
  }
  if (changed) logger.info({ webhooks: changed }, "webhook signing secrets sealed");
  return changed;
}
