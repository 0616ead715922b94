// The limits every sign-in path shares, partners' and operators' alike: attempts per minute per
// address and per email, and a lock-out of the email after repeated failures that doubles with
// each further one. Failures are counted per realm and email, known or not, so an unknown email
// is answered exactly as a known one. Operators belong to no one program: their realm is
// OPERATOR_REALM (0, no program's id).
import type { App } from "../../core/app.js";
import { TooManyRequestsError } from "../../core/errors.js";

/** the "program" an operator's failures are counted under: operators sign in to Rally, not to a program */
export const OPERATOR_REALM = 0;
/** the longest lock-out, however many failures */
const MAX_LOCK_SECONDS = 3600;

export async function limit(app: App, bucket: string, perMinute: number) {
  const { allowed, retryAfter } = await app.rateLimiter.hit(bucket, perMinute);
  if (!allowed) throw new TooManyRequestsError(retryAfter);
}

/** refuses an attempt over the per-minute limits, or while the email is locked out (no address: a signed-in session's attempt) */
export async function admitAttempt(app: App, realm: number, email: string, ip?: string) {
  if (ip !== undefined) await limit(app, `signin:ip:${ip}`, app.config.SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_MINUTE);
  await limit(app, `signin:email:${realm}:${email}`, app.config.SIGN_IN_ATTEMPTS_PER_MINUTE);
  const throttle = await app.database.prisma.signInThrottle.findUnique({ where: { programId_email: { programId: realm, email } } });
  const now = app.now().getTime();
  if (throttle?.lockedUntil && throttle.lockedUntil.getTime() > now) {
    throw new TooManyRequestsError(Math.ceil((throttle.lockedUntil.getTime() - now) / 1000));
  }
}

/** a failed attempt: past SIGN_IN_LOCK_AFTER in a row, the email is locked for 1, 2, 4 ... minutes (at most an hour) */
export async function recordFailure(app: App, realm: number, email: string) {
  const db = app.database.prisma;
  const row = await db.signInThrottle.upsert({
    where: { programId_email: { programId: realm, email } },
    create: { programId: realm, email, failures: 1 },
    update: { failures: { increment: 1 } },
  });
  const over = row.failures - app.config.SIGN_IN_LOCK_AFTER;
  if (over >= 0) {
    const seconds = Math.min(60 * 2 ** Math.min(over, 10), MAX_LOCK_SECONDS);
    await db.signInThrottle.update({ where: { programId_email: { programId: realm, email } }, data: { lockedUntil: new Date(app.now().getTime() + seconds * 1000) } });
  }
}

export const recordSuccess = (app: App, realm: number, email: string) => app.database.prisma.signInThrottle.deleteMany({ where: { programId: realm, email } });

/** code and link sends per address: the same bucket for both realms */
export const limitSends = (app: App, ip: string) => limit(app, `signin-code:ip:${ip}`, app.config.SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_MINUTE);
