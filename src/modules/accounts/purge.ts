// Sessions, one-time credentials and failure counts are only needed while they can matter:
// once expired or ended for a day (kept that long for whoever looks into a sign-in), they
// are deleted, so failed sign-ins for made-up emails cannot pile up rows.
import type { App } from "../../core/app.js";
import type { RunningJob } from "../../core/module.js";
import { everyInterval } from "../../core/interval-job.js";

const KEEP_MS = 24 * 3_600_000;
const EVERY_MS = 3_600_000;

/** deletes what ended more than a day before app.now(); answers how many rows of each */
export async function purgeExpired(app: Pick<App, "database" | "now">) {
  const db = app.database.prisma;
  const now = app.now();
  const before = new Date(now.getTime() - KEEP_MS);
  const [sessions, tokens, throttles] = await db.$transaction([
    db.session.deleteMany({ where: { OR: [{ expiresAt: { lt: before } }, { revokedAt: { lt: before } }] } }),
    db.signInToken.deleteMany({ where: { expiresAt: { lt: before } } }),
    db.signInThrottle.deleteMany({ where: { updatedAt: { lt: before }, OR: [{ lockedUntil: null }, { lockedUntil: { lt: now } }] } }),
  ]);
  return { sessions: sessions.count, tokens: tokens.count, throttles: throttles.count };
}

/** purges every hour in a serving process; a pass never overlaps the previous one */
export function startPurge(app: App): RunningJob {
  return everyInterval(EVERY_MS, () => purgeExpired(app), (err) => app.logger.warn({ err }, "purging ended sessions failed; will retry"));
}
