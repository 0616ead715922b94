// How an operator signs in besides the printed or invited link: with a password it set in the
// console, or with a one-time link it asks for by email. Both share the partners' limits
// (sign-in-limits.ts): attempts per address and per email, a lock-out after repeated failures,
// sends per address and per hour; neither answer tells a known email from an unknown one. An
// operator with an authenticator app gives its code with the password.
import { z } from "zod";
import type { App } from "../../core/app.js";
import { ValidationError } from "../../core/errors.js";
import { emailField } from "../../core/fields.js";
import { parseInput } from "../../core/input.js";
import { decoyHash, hashPassword, needsRehash, PASSWORD_MESSAGE, PASSWORD_RULE, verifyPassword } from "../../core/passwords.js";
import type { Operator } from "../../generated/prisma/client.js";
import { operatorLinkUrl, storeOperatorLink } from "./operators.service.js";
import { SIGN_IN_CODE_MINUTES, SignInRefusedError } from "./partner-sign-in.service.js";
import { admitAttempt, limitSends, OPERATOR_REALM, recordFailure, recordSuccess } from "./sign-in-limits.js";
import { newToken } from "./tokens.js";
import { limitCodes, useTotpCode } from "./totp.service.js";

const emailRequired = z.string({ error: "The email field is required." }).pipe(emailField);
const signInSchema = z.object({
  email: emailRequired,
  password: z.string({ error: "The password field is required." }).min(1, "The password field is required.").max(200, "The password must be at most 200 characters."),
  totp_code: z.string().max(20, "The totp code must be the 6 digits your authenticator app shows.").optional(),
});
const linkRequestSchema = z.object({ email: emailRequired });
const passwordSetSchema = z.object({
  currentPassword: z.string().max(200, "The current password must be at most 200 characters.").optional(),
  password: z.string({ error: "The password field is required." }).max(200, "The password must be at most 200 characters.").regex(PASSWORD_RULE, PASSWORD_MESSAGE),
});

/**
 * Password sign-in: refused alike (401) for an unknown email and a wrong password, and counted
 * toward the lock-out; a right password of an operator with an authenticator app also needs its
 * code (a field error on totp_code otherwise). `totp`: the code was proved.
 */
export async function signInOperatorWithPassword(app: App, input: unknown, ip: string): Promise<{ operator: Operator; totp: boolean }> {
  const data = parseInput(signInSchema, input);
  await admitAttempt(app, OPERATOR_REALM, data.email, ip);
  const found = await app.database.prisma.operator.findUnique({ where: { email: data.email } });
  const good = await verifyPassword(data.password, found?.passwordHash ?? (await decoyHash()));
  if (!found || !good) {
    await recordFailure(app, OPERATOR_REALM, data.email);
    throw new SignInRefusedError();
  }
  const totp = Boolean(found.totpEnabledAt);
  if (totp) {
    await limitCodes(app, found.id);
    if (!(await useTotpCode(app, found, data.totp_code))) {
      throw ValidationError.field("totp_code", data.totp_code ? "The code is not right: enter the 6 digits your authenticator app shows now." : "Enter the code your authenticator app shows now.");
    }
  }
  await recordSuccess(app, OPERATOR_REALM, data.email);
  const operator = needsRehash(found.passwordHash!)
    ? await app.database.prisma.operator.update({ where: { id: found.id }, data: { passwordHash: await hashPassword(data.password) } })
    : found;
  return { operator, totp };
}

/**
 * Emails the operator of the address a one-time sign-in link (15 minutes, once, voiding its
 * earlier ones); answers alike whether the address is an operator's or not, and sends nothing
 * past SIGN_IN_CODES_PER_HOUR.
 */
export async function sendOperatorLink(app: App, input: unknown, ip: string): Promise<void> {
  const data = parseInput(linkRequestSchema, input);
  await limitSends(app, ip);
  const db = app.database.prisma;
  const operator = await db.operator.findUnique({ where: { email: data.email } });
  if (!operator) return;
  const now = app.now();
  // the links it asked for (OPERATOR_REALM), not the invitations owners sent it
  const sent = await db.signInToken.count({ where: { operatorId: operator.id, kind: "operator_link", programId: OPERATOR_REALM, createdAt: { gt: new Date(now.getTime() - 3_600_000) } } });
  if (sent >= app.config.SIGN_IN_CODES_PER_HOUR) return; // silently: the answer must not differ from an unknown email's
  const token = newToken();
  // the link is Rally's, not one program's: its row names no program (OPERATOR_REALM)
  await storeOperatorLink(db, { operatorId: operator.id, programId: OPERATOR_REALM, token, now, expiresAt: new Date(now.getTime() + SIGN_IN_CODE_MINUTES * 60_000) });
  const text = [
    "Open this link to sign in to the Rally console:",
    operatorLinkUrl(app, token),
    "",
    `The link works once, within ${SIGN_IN_CODE_MINUTES} minutes. If you did not ask to sign in, ignore this email.`,
  ].join("\n");
  try {
    await app.mailer.send({ to: operator.email, subject: "Your sign-in link for Rally", text });
  } catch (err) {
    app.logger.warn({ err, kind: "operator_sign_in" }, "email not sent");
  }
}

/**
 * Sets the operator's password. One set already must be given as currentPassword (a wrong one
 * counts toward the lock-out, as a sign-in does); every other session of the operator ends.
 */
export async function setOperatorPassword(app: App, who: { operatorId: string; sessionId: string }, input: { currentPassword?: string | null; password?: string | null }): Promise<Operator> {
  const data = parseInput(passwordSetSchema, { currentPassword: input.currentPassword ?? undefined, password: input.password ?? undefined });
  const db = app.database.prisma;
  const operator = await db.operator.findUniqueOrThrow({ where: { id: who.operatorId } });
  if (operator.passwordHash) {
    await admitAttempt(app, OPERATOR_REALM, operator.email);
    if (!data.currentPassword) throw ValidationError.field("currentPassword", "Give the current password to change it.");
    if (!(await verifyPassword(data.currentPassword, operator.passwordHash))) {
      await recordFailure(app, OPERATOR_REALM, operator.email);
      throw ValidationError.field("currentPassword", "The current password is not right.");
    }
    await recordSuccess(app, OPERATOR_REALM, operator.email);
  }
  const passwordHash = await hashPassword(data.password);
  const [updated] = await db.$transaction([
    db.operator.update({ where: { id: operator.id }, data: { passwordHash } }),
    db.session.updateMany({ where: { operatorId: operator.id, revokedAt: null, id: { not: who.sessionId } }, data: { revokedAt: app.now() } }),
  ]);
  return updated;
}
