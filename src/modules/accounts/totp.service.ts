// Authenticator apps (TOTP, RFC 6238: 6 digits, 30 s, SHA-1, as every app reads an otpauth://
// URI). An operator turns it on in two steps: setup answers a new secret (sealed at rest), and
// a first right code turns it on. From then on, sign-in asks for a code, and so do the
// sensitive actions, unless the session proved one within TOTP_FRESH_MINUTES. A code works
// once: the last accepted time step is kept, and an older or equal one is refused.
import { Secret, TOTP } from "otpauth";
import type { App } from "../../core/app.js";
import { AppError, BadRequestError, ValidationError } from "../../core/errors.js";
import type { Operator } from "../../generated/prisma/client.js";

const PERIOD = 30;
const aad = (operatorId: string) => `operator:${operatorId}:totp`;

/** a request the operator must confirm with a fresh authenticator code */
export class TotpRequiredError extends AppError {
  constructor(message = "Confirm with a code from your authenticator app first (operatorTotpVerify).", status = 403) {
    super(message, "TOTP_REQUIRED", status);
  }
}

const totpOf = (email: string, base32: string) => new TOTP({ issuer: "Rally", label: email, algorithm: "SHA1", digits: 6, period: PERIOD, secret: Secret.fromBase32(base32) });

async function secretOf(app: App, operator: Operator): Promise<string | undefined> {
  if (!operator.totpSecret) return undefined;
  return (await app.keyring()).open(operator.totpSecret, aad(operator.id));
}

/**
 * Whether the code is right for the operator's secret now (one step either side, for clocks a
 * little apart) and newer than the last one used; a right code is used up.
 */
export async function useTotpCode(app: App, operator: Operator, code: unknown): Promise<boolean> {
  if (typeof code !== "string" || !/^\d{6}$/.test(code.trim())) return false;
  const base32 = await secretOf(app, operator);
  if (!base32) return false;
  const now = app.now().getTime();
  const delta = totpOf(operator.email, base32).validate({ token: code.trim(), timestamp: now, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  const { count } = await app.database.prisma.operator.updateMany({
    where: { id: operator.id, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
    data: { totpLastStep: step },
  });
  return count === 1;
}

/** a new secret for the operator's app (replacing one not yet turned on); answered once */
export async function setUpTotp(app: App, operatorId: string): Promise<{ secret: string; uri: string }> {
  const db = app.database.prisma;
  const operator = await db.operator.findUniqueOrThrow({ where: { id: operatorId } });
  if (operator.totpEnabledAt) throw new BadRequestError("The authenticator app is on already: turn it off first to set up another.");
  const secret = new Secret({ size: 20 }).base32;
  await db.operator.update({ where: { id: operatorId }, data: { totpSecret: (await app.keyring()).seal(secret, aad(operatorId)), totpLastStep: null } });
  return { secret, uri: totpOf(operator.email, secret).toString() };
}

const wrongCode = () => ValidationError.field("totpCode", "The code is not right: enter the 6 digits your authenticator app shows now.");

/** the first right code turns the app on; the session counts as confirmed now */
export async function enableTotp(app: App, operatorId: string, sessionId: string, code: unknown): Promise<Operator> {
  const db = app.database.prisma;
  const operator = await db.operator.findUniqueOrThrow({ where: { id: operatorId } });
  if (operator.totpEnabledAt) throw new BadRequestError("The authenticator app is on already.");
  if (!operator.totpSecret) throw new BadRequestError("Set the authenticator app up first (operatorTotpSetup).");
  await limitCodes(app, operatorId);
  if (!(await useTotpCode(app, operator, code))) throw wrongCode();
  await db.session.update({ where: { id: sessionId }, data: { totpAt: app.now() } });
  return db.operator.update({ where: { id: operatorId }, data: { totpEnabledAt: app.now() } });
}

/** a right code turns the app off (a stolen session alone cannot) */
export async function disableTotp(app: App, operatorId: string, code: unknown): Promise<Operator> {
  const db = app.database.prisma;
  const operator = await db.operator.findUniqueOrThrow({ where: { id: operatorId } });
  if (!operator.totpEnabledAt) throw new BadRequestError("The authenticator app is not on.");
  await limitCodes(app, operatorId);
  if (!(await useTotpCode(app, operator, code))) throw wrongCode();
  return db.operator.update({ where: { id: operatorId }, data: { totpEnabledAt: null, totpSecret: null, totpLastStep: null } });
}

/** a right code confirms the session for the sensitive actions, for TOTP_FRESH_MINUTES */
export async function verifyTotp(app: App, operatorId: string, sessionId: string, code: unknown): Promise<Date> {
  const db = app.database.prisma;
  const operator = await db.operator.findUniqueOrThrow({ where: { id: operatorId } });
  if (!operator.totpEnabledAt) throw new BadRequestError("The authenticator app is not on.");
  await limitCodes(app, operatorId);
  if (!(await useTotpCode(app, operator, code))) throw wrongCode();
  const at = app.now();
  await db.session.update({ where: { id: sessionId }, data: { totpAt: at } });
  return at;
}

/** six digits are guessable: attempts per operator are limited as sign-in attempts are */
export async function limitCodes(app: App, operatorId: string) {
  const { allowed, retryAfter } = await app.rateLimiter.hit(`totp:${operatorId}`, app.config.SIGN_IN_ATTEMPTS_PER_MINUTE || 5);
  if (!allowed) throw new AppError("Too many codes tried: wait a minute.", "RATE_LIMITED", 429, undefined, { "Retry-After": String(retryAfter) });
}

/** whether the session proved a code recently enough for a sensitive action */
export const totpFresh = (app: Pick<App, "config" | "now">, totpAt: Date | null | undefined) =>
  Boolean(totpAt && app.now().getTime() - totpAt.getTime() <= app.config.TOTP_FRESH_MINUTES * 60_000);
