// API keys: random, shown once, stored as SHA-256 hashes with a visible prefix. A key is
// looked up by its prefix and its hash compared in constant time; revoked keys never pass.
import { createHash, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/client.js";
import type { Program } from "../../generated/prisma/client.js";
import { UnauthenticatedError } from "../../graphql/errors.js";
import { randomId } from "../../lib/ids.js";

const PREFIX_LENGTH = 15; // "rk_" + 12 characters

export function hashKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export async function issueApiKey(db: Db, programId: number, name = "") {
  const key = `rk_${randomId(12)}_${randomId(32)}`;
  const apiKey = await db.apiKey.create({
    data: { programId, name, prefix: key.slice(0, PREFIX_LENGTH), hash: hashKey(key) },
  });
  return { key, apiKey };
}

/** revokes by id or by visible prefix; returns how many keys were revoked */
export async function revokeApiKey(db: Db, idOrPrefix: string): Promise<number> {
  const { count } = await db.apiKey.updateMany({
    where: { OR: [{ id: idOrPrefix }, { prefix: idOrPrefix }], revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return count;
}

export function listApiKeys(db: Db, programId?: number) {
  return db.apiKey.findMany({ where: programId ? { programId } : {}, orderBy: { createdAt: "asc" } });
}

const lastTouched = new Map<string, number>();

/** the program of a Bearer key; UnauthenticatedError for a missing, malformed, unknown or revoked key */
export async function authenticate(db: Db, authorization: string | null | undefined): Promise<{ program: Program; apiKeyId: string }> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  const key = match?.[1];
  if (!key || key.length < PREFIX_LENGTH + 2) throw new UnauthenticatedError();
  const presented = Buffer.from(hashKey(key), "hex");
  const candidates = await db.apiKey.findMany({
    where: { prefix: key.slice(0, PREFIX_LENGTH), revokedAt: null },
    include: { program: true },
  });
  const found = candidates.find((c) => timingSafeEqual(Buffer.from(c.hash, "hex"), presented));
  if (!found) throw new UnauthenticatedError();
  touch(db, found.id);
  return { program: found.program, apiKeyId: found.id };
}

// lastUsedAt is informative: written at most once a minute a key, off the request path
function touch(db: Db, id: string) {
  const now = Date.now();
  if ((lastTouched.get(id) ?? 0) > now - 60_000) return;
  lastTouched.set(id, now);
  db.apiKey.update({ where: { id }, data: { lastUsedAt: new Date(now) } }).catch(() => lastTouched.delete(id));
}
