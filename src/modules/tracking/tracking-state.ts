// The tracking endpoints' per-app state: lookups and the click writer, made on first use so the
// app needs to know nothing of them.
import type { App } from "../../core/app.js";
import type { DbTx } from "../../db/client.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { createClickWriter, type ClickWriter } from "./click-writer.js";
import { withClickPings } from "./click-pings.js";
import { createTrackingLookup, type TrackingLookup } from "./tracking-lookup.js";

export interface Tracking {
  lookup: TrackingLookup;
  clicks: ClickWriter;
}

const PROGRAM_CHANGED = "tracking:program";
const LINKS_CHANGED = "tracking:links";

const states = new WeakMap<App, Tracking>();

export function trackingOf(app: App): Tracking {
  let state = states.get(app);
  if (!state) {
    const lookup = createTrackingLookup(app);
    state = { lookup, clicks: withClickPings(app, createClickWriter(app)) };
    states.set(app, state);
    // a program or links changed on another instance: read them again here at once too
    app.events.onBroadcast(PROGRAM_CHANGED, (publicId) => lookup.forgetProgram(publicId));
    app.events.onBroadcast(LINKS_CHANGED, (message) => {
      const changed = parseLinksChanged(message);
      if (changed) lookup.forgetLinks(changed.programId, changed.keys);
    });
  }
  return state;
}

/**
 * a program changed: the tracking endpoints read it again at once, here and on every other
 * instance (Redis, else PostgreSQL NOTIFY); one that misses the broadcast (Redis away) within
 * TRACKING_CACHE_MS
 */
export function forgetTrackedProgram(app: App, publicId: string): void {
  states.get(app)?.lookup.forgetProgram(publicId);
  app.events.broadcast(PROGRAM_CHANGED, publicId);
}

/** a NOTIFY payload must stay under 8000 bytes: keys go in messages of at most this many characters */
const MAX_MESSAGE_CHARS = 6000;

/**
 * links of a program changed (a key, a deletion, or their owner's key or deletion, which the
 * cookie and the redirect follow): the tracking endpoints read them again at once, here and on
 * every other instance, as for a program. Call it after the change has committed.
 */
export function forgetTrackedLinks(app: App, programId: number, keys: readonly string[]): void {
  if (keys.length === 0) return;
  states.get(app)?.lookup.forgetLinks(programId, keys);
  let batch: string[] = [];
  let size = 0;
  const send = () => batch.length && app.events.broadcast(LINKS_CHANGED, JSON.stringify({ programId, keys: batch }));
  for (const key of new Set(keys)) {
    if (size + key.length > MAX_MESSAGE_CHARS) {
      send();
      batch = [];
      size = 0;
    }
    batch.push(key);
    size += JSON.stringify(key).length + 1;
  }
  send();
}

function parseLinksChanged(message: string): { programId: number; keys: string[] } | undefined {
  try {
    const parsed: unknown = JSON.parse(message);
    if (typeof parsed !== "object" || parsed === null) return undefined;
    const { programId, keys } = parsed as { programId?: unknown; keys?: unknown };
    if (!Number.isInteger(programId) || !Array.isArray(keys)) return undefined;
    return { programId: programId as number, keys: keys.filter((k): k is string => typeof k === "string") };
  } catch {
    return undefined;
  }
}

/** the keys of an owner's links (read before a change that deletes them or changes what they carry) */
export async function linkKeysOf(db: DbTx, owner: Prisma.ReferralLinkWhereInput): Promise<string[]> {
  return (await db.referralLink.findMany({ where: owner, select: { key: true } })).map((l) => l.key);
}
