// API keys: random, shown once, stored as SHA-256 hashes with a visible prefix. A key is
// looked up by its prefix and its hash compared in constant time; revoked keys never pass. A valid key is remembered for
// API_KEY_CACHE_MS so that most requests cost no statement for it; a revocation in this
// process forgets it at once, one elsewhere (the CLI, another instance) within that time.
import { hash, timingSafeEqual } from "node:crypto";
import type { ApiKeyCachePort, App, Authenticated } from "../../core/app.js";
import type { Db } from "../../db/client.js";
import { UnauthenticatedError } from "../../core/errors.js";
import { randomId } from "../../core/ids.js";

/** "rk_" + 12 characters: shown in listings, and what key:revoke takes */
export const PREFIX_LENGTH = 15;

export function hashKey(key: string): string {
  // the one-shot form (Node 20.12+): every request hashes its key to find it in the cache
  return hash("sha256", key, "hex");
}

export async function issueApiKey(db: Db, programId: number, name = "") {
  const key = `rk_${randomId(12)}_${randomId(32)}`;
  const apiKey = await db.apiKey.create({
    data: { programId, name, prefix: key.slice(0, PREFIX_LENGTH), hash: hashKey(key) },
  });
  return { key, apiKey };
}

/**
 * Revokes by id or by visible prefix (as key:list shows it, with or without its "…"); returns
 * how many keys were revoked. This process forgets them at once.
 */
export async function revokeApiKey(app: Pick<App, "database" | "apiKeys">, idOrPrefix: string): Promise<number> {
  const db = app.database.prisma;
  const value = idOrPrefix.trim().replace(/…$/, "");
  if (!value) return 0;
  const where = { OR: [{ id: value }, { prefix: value }], revokedAt: null };
  const keys = await db.apiKey.findMany({ where, select: { id: true } });
  if (!keys.length) return 0;
  const { count } = await db.apiKey.updateMany({ where: { id: { in: keys.map((k) => k.id) }, revokedAt: null }, data: { revokedAt: new Date() } });
  app.apiKeys.forget({ apiKeyIds: keys.map((k) => k.id) });
  return count;
}

export function listApiKeys(db: Db, programId?: number) {
  return db.apiKey.findMany({ where: programId ? { programId } : {}, orderBy: { createdAt: "asc" } });
}

export type { Authenticated };

interface Entry extends Authenticated {
  expires: number;
}

/** valid keys by hash, for a short time; one per app */
export class ApiKeyCache implements ApiKeyCachePort {
  private readonly entries = new Map<string, Entry>();
  private readonly lastTouched = new Map<string, number>();
  constructor(readonly ttlMs: number) {}

  get(hash: string, now: number): Authenticated | undefined {
    const e = this.entries.get(hash);
    if (e && e.expires > now) return e;
    if (e) this.entries.delete(hash);
    return undefined;
  }

  set(hash: string, value: Authenticated, now: number) {
    if (this.ttlMs <= 0) return;
    if (this.entries.size > 10_000) this.entries.clear(); // bounded; at worst a lookup more
    this.entries.set(hash, { ...value, expires: now + this.ttlMs });
  }

  /** forgets the keys (revoked) or every key of the program (its settings changed) */
  forget(match: { apiKeyIds?: string[]; programId?: number }) {
    for (const [hash, e] of this.entries) {
      if (match.apiKeyIds?.includes(e.apiKeyId) || e.program.id === match.programId) this.entries.delete(hash);
    }
  }

  /** lastUsedAt is informative: written at most once a minute a key */
  shouldTouch(id: string, now: number): boolean {
    if ((this.lastTouched.get(id) ?? 0) > now - 60_000) return false;
    if (this.lastTouched.size > 10_000) this.lastTouched.clear();
    this.lastTouched.set(id, now);
    return true;
  }
}

/**
 * lookups in flight, per cache: the requests that find one key missing from the cache at once
 * (all of a busy client's, each time the entry expires) share one statement
 */
const inFlight = new WeakMap<ApiKeyCachePort, Map<string, Promise<Authenticated>>>();

/** the program of a Bearer key; UnauthenticatedError for a missing, malformed, unknown or revoked key */
export async function authenticate(app: Pick<App, "database" | "apiKeys">, authorization: string | null | undefined): Promise<Authenticated> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  const key = match?.[1];
  if (!key || key.length < PREFIX_LENGTH + 2 || key.length > 200) throw new UnauthenticatedError();
  const hash = hashKey(key);
  const now = Date.now();
  const cached = app.apiKeys.get(hash, now);
  if (cached) return cached;
  let pending = inFlight.get(app.apiKeys);
  if (!pending) inFlight.set(app.apiKeys, (pending = new Map()));
  const shared = pending.get(hash);
  if (shared) return shared;
  const lookup = lookUp(app, key, hash, now).finally(() => pending.delete(hash));
  pending.set(hash, lookup);
  return lookup;
}

async function lookUp(app: Pick<App, "database" | "apiKeys">, key: string, hash: string, now: number): Promise<Authenticated> {
  const presented = Buffer.from(hash, "hex");
  const candidates = await app.database.prisma.apiKey.findMany({
    where: { prefix: key.slice(0, PREFIX_LENGTH), revokedAt: null },
    include: { program: true },
  });
  const found = candidates.find((c) => timingSafeEqual(Buffer.from(c.hash, "hex"), presented));
  if (!found) throw new UnauthenticatedError();
  const result = { program: found.program, apiKeyId: found.id, counterId: found.hash.slice(0, 32) };
  app.apiKeys.set(hash, result, now);
  if (app.apiKeys.shouldTouch(found.id, now)) {
    // off the request path
    app.database.prisma.apiKey.update({ where: { id: found.id }, data: { lastUsedAt: new Date(now) } }).catch(() => undefined);
  }
  return result;
}
