// What the public tracking endpoints look up on every hit: the program by its public id and a
// referral link by its key. Both are remembered for TRACKING_CACHE_MS so that clicks cost no
// query each; a miss for one second only (a link created a moment ago works at once, and a
// flood of made-up keys costs at most one query per key and second).
import type { App } from "../../core/app.js";
import { queryRows } from "../../db/raw.js";
import type { Program } from "../../generated/prisma/client.js";

export interface TrackedLink {
  id: string;
  programId: number;
  key: string;
  partnerUid: string | null;
  customerUid: string | null;
  subscriberUid: string | null;
  destinationUrl: string | null;
  directTracking: boolean;
  directTrackingRedirect: boolean;
  directTrackingRedirectUrl: string | null;
  /** the cookie value: the partner's referral key (whichever of its links), the customer's key for refer-a-friend */
  cookieValue: string | null;
}

const MISS_MS = 1000;

/**
 * An id PostgreSQL can compare: one with a NUL fails the query, and a link query is shared by
 * the lookups of the moment (linkLoader), so one such key would fail everyone's. No id holds one.
 */
const comparable = (id: string) => !id.includes("\u0000");

class TtlCache<T> {
  private entries = new Map<string, { value: Promise<T>; until: number }>();
  constructor(private ms: number) {}
  /** concurrent misses of one key share one load */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const value = load();
    if (this.ms > 0) {
      if (this.entries.size > 50_000) this.entries.clear(); // bounded memory
      const entry = { value, until: now + this.ms };
      this.entries.set(key, entry);
      value.then(
        (v) => v === null && (entry.until = Math.min(entry.until, now + MISS_MS)),
        () => this.entries.get(key) === entry && this.entries.delete(key), // a failed load is not remembered
      );
    }
    return value;
  }
  delete(key: string): void {
    this.entries.delete(key);
  }
}

const linkEntry = (programId: number, key: string) => `${programId}\n${key}`;

type LinkRow = Omit<TrackedLink, "cookieValue"> & { partnerStatus: string | null; partnerKey: string | null; customerKey: string | null; customerDeletedAt: Date | null };

/** the links of one program's keys: the misses of the same moment share one round trip */
const LINKS_SQL = `SELECT l.id, l."programId", l.key, l."partnerUid", l."customerUid", l."subscriberUid", l."destinationUrl",
       l."directTracking", l."directTrackingRedirect", l."directTrackingRedirectUrl",
       p.status::text AS "partnerStatus", p.key AS "partnerKey", c.key AS "customerKey", c."deletedAt" AS "customerDeletedAt"
  FROM "ReferralLink" l
  LEFT JOIN "Partner" p ON p.uid = l."partnerUid"
  LEFT JOIN "Customer" c ON c.uid = l."customerUid"
 WHERE l."programId" = $1 AND l.key = ANY($2::text[])`;

function trackedLink(row: LinkRow | undefined): TrackedLink | null {
  // a deleted partner's or archived customer's link leads nowhere
  if (!row || row.partnerStatus === "deleted" || row.customerDeletedAt) return null;
  const { partnerStatus: _s, partnerKey, customerKey, customerDeletedAt: _gone, ...link } = row;
  return { ...link, cookieValue: partnerKey ?? customerKey };
}

interface LinkWanted {
  key: string;
  resolve: (link: TrackedLink | null) => void;
  reject: (err: unknown) => void;
}

/**
 * Link lookups gathered for one turn of the event loop, one query per program: a burst of
 * clicks on many links (a cold cache, or a campaign across many partners) costs a few
 * queries, not one per link.
 */
function linkLoader(db: App["database"]["prisma"]) {
  let wanted = new Map<number, LinkWanted[]>();
  let scheduled = false;
  async function load(programId: number, batch: LinkWanted[]) {
    try {
      const rows = await queryRows<LinkRow>(db, { text: LINKS_SQL, values: [programId, [...new Set(batch.map((w) => w.key))]] });
      const byKey = new Map(rows.map((r) => [r.key, r]));
      for (const w of batch) w.resolve(trackedLink(byKey.get(w.key)));
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
  }
  return (programId: number, key: string) =>
    new Promise<TrackedLink | null>((resolve, reject) => {
      let list = wanted.get(programId);
      if (!list) wanted.set(programId, (list = []));
      list.push({ key, resolve, reject });
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        const now = wanted;
        wanted = new Map();
        scheduled = false;
        for (const [id, batch] of now) void load(id, batch);
      });
    });
}

export interface TrackingLookup {
  program(publicId: string): Promise<Program | null>;
  link(programId: number, key: string): Promise<TrackedLink | null>;
  /** a program changed (its website, its settings): the next request reads it again */
  forgetProgram(publicId: string): void;
  /** links changed (a key, a deletion, their owner's key or deletion): the next request reads them again */
  forgetLinks(programId: number, keys: readonly string[]): void;
}

export function createTrackingLookup(app: Pick<App, "database" | "config">): TrackingLookup {
  const db = app.database.prisma;
  const programs = new TtlCache<Program | null>(app.config.TRACKING_CACHE_MS);
  const links = new TtlCache<TrackedLink | null>(app.config.TRACKING_CACHE_MS);
  const loadLink = linkLoader(db);
  return {
    program: (publicId) => (comparable(publicId) ? programs.get(publicId, () => db.program.findUnique({ where: { publicId } })) : Promise.resolve(null)),
    link: (programId, key) => (comparable(key) ? links.get(linkEntry(programId, key), () => loadLink(programId, key)) : Promise.resolve(null)),
    forgetProgram: (publicId) => programs.delete(publicId),
    forgetLinks: (programId, keys) => keys.forEach((key) => links.delete(linkEntry(programId, key))),
  };
}
