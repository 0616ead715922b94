// How a partner gets a session: sign-up on the program's portal (its portal settings decide
// whether that is open and whether it waits for approval), then a password, or a six-digit
// code or a link sent by email, or a sign-in URL an integration minted with its API key.
// Every credential is single use and stored hashed; the answers never tell a known email from
// an unknown one; attempts are limited per email and per address, and repeated failures lock
// the email out for a time that doubles with each further failure.
import { z } from "zod";
import type { App } from "../../core/app.js";
import { inTransaction, serviceContext, type ServiceContext } from "../../core/context.js";
import { AppError, ForbiddenError, NotFoundError, ValidationError } from "../../core/errors.js";
import { requireFeature } from "../../core/features.js";
import { emailField, personNameField } from "../../core/fields.js";
import { parseInput } from "../../core/input.js";
import { decoyHash, hashPassword, needsRehash, PASSWORD_MESSAGE, PASSWORD_RULE, verifyPassword } from "../../core/passwords.js";
import type { Partner, Program, SignInTokenKind } from "../../generated/prisma/client.js";
import { sendRecordedEmail } from "../emails/emails.service.js";
import { createPartner, findPartner } from "../partners/partners.service.js";
import { rejectionMessage } from "../partners/partner-approval.js";
import { readPortalSettings } from "../programs/program-settings.js";
import { findProgram } from "../programs/programs.service.js";
import { admitAttempt, limit, limitSends, recordFailure, recordSuccess } from "./sign-in-limits.js";
import { codeHash, newCode, newToken, tokenHash } from "./tokens.js";

/** how long an emailed code or link stays good */
export const SIGN_IN_CODE_MINUTES = 15;
/** how long an email-verification link stays good */
const VERIFY_HOURS = 48;

export class SignInRefusedError extends AppError {
  constructor(message = "The email or password is not right.") {
    super(message, "SIGN_IN_REFUSED", 401);
  }
}

/**
 * A partner the program turned down, told so (with the program's reason) only once it proved
 * who it is: a right password, code or link. Before that, it is refused like anyone else.
 */
export class PartnerRejectedError extends AppError {
  constructor(partner: Pick<Partner, "rejectionReason">) {
    super(rejectionMessage(partner), "PARTNER_REJECTED", 403);
  }
}

function refuseRejected(partner: Partner): Partner {
  if (partner.rejectedAt) throw new PartnerRejectedError(partner);
  return partner;
}

const programField = z.string({ error: "The program field is required." }).trim().min(1, "The program field is required.").max(64);
const emailRequired = z.string({ error: "The email field is required." }).pipe(emailField);

const signUpSchema = z.object({
  program: programField,
  email: emailRequired,
  password: z.string().regex(PASSWORD_RULE, PASSWORD_MESSAGE).max(200).optional(),
  name: personNameField("name").optional(),
  surname: personNameField("surname").optional(),
  tos: z.boolean().optional(),
});
const passwordSignInSchema = z.object({
  program: programField,
  email: emailRequired,
  password: z.string({ error: "The password field is required." }).min(1, "The password field is required.").max(200),
});
const codeRequestSchema = z.object({ program: programField, email: emailRequired });
const codeSignInSchema = z.object({
  program: programField,
  email: emailRequired,
  code: z.string({ error: "The code field is required." }).trim().regex(/^\d{6}$/, "The code must be the 6 digits from the email."),
});

/** the program a public request names by its public id (or number): only affiliate programs have partners */
async function programOf(app: App, ref: string): Promise<Program> {
  const program = await findProgram(app.database.prisma, ref).catch((err: unknown) => {
    throw err instanceof AppError ? new NotFoundError("Program") : err;
  });
  requireFeature(program, "partners");
  return program;
}

/** partners who may sign in: neither archived nor deleted */
async function signInCandidate(app: App, programId: number, email: string): Promise<Partner | null> {
  return app.database.prisma.partner.findFirst({ where: { programId, email, status: { in: ["active", "pending"] } } });
}

/** voids the partner's unused credentials of these kinds: only the newest one works */
async function voidOlder(ctx: ServiceContext, partnerUid: string, kinds: SignInTokenKind[]) {
  await ctx.db.signInToken.updateMany({ where: { partnerUid, kind: { in: kinds }, usedAt: null, voidedAt: null }, data: { voidedAt: ctx.now() } });
}

/** a one-time link token of this kind for the partner, valid for `seconds`; older ones of the kind are void */
async function issueLinkToken(ctx: ServiceContext, partner: Partner, kind: SignInTokenKind, seconds: number): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(ctx.now().getTime() + seconds * 1000);
  await voidOlder(ctx, partner.uid, [kind]);
  await ctx.db.signInToken.create({ data: { programId: partner.programId, partnerUid: partner.uid, kind, tokenHash: tokenHash(token), createdAt: ctx.now(), expiresAt } });
  return { token, expiresAt };
}

/** the landing page a link opens: it shows a button, and only its POST uses the token up (mail scanners fetch links) */
export const linkUrl = (app: Pick<App, "config">, token: string) => `${app.config.publicUrl}/auth/partner/link?token=${token}`;

async function sendVerification(ctx: ServiceContext, partner: Partner) {
  const { token } = await issueLinkToken(ctx, partner, "verify_email", VERIFY_HOURS * 3600);
  const text = [
    `Hi ${partner.name || partner.email},`,
    "",
    `Confirm your email address to finish signing up as a partner of ${ctx.program.name}:`,
    linkUrl(ctx.app, token),
    "",
    `The link works once, within ${VERIFY_HOURS} hours.`,
  ].join("\n");
  await sendRecordedEmail(ctx, { kind: "partner_email_verification", to: partner.email, subject: `Confirm your email for ${ctx.program.name}`, text });
}

export interface SignUpResult {
  /** pending: the program approves partners who sign up */
  status: "active" | "pending";
}

/**
 * A partner signs up on the portal. The address is confirmed by a link sent to it; until then
 * the partner cannot sign in with the password. An address already signed up gets the same
 * answer and nothing changes, so sign-up tells no one which addresses are partners.
 */
export async function signUpPartner(app: App, input: unknown, ip: string): Promise<SignUpResult> {
  const data = parseInput(signUpSchema, input);
  await limit(app, `signup:ip:${ip}`, app.config.PARTNER_SIGNUPS_PER_MINUTE);
  const program = await programOf(app, data.program);
  const portal = readPortalSettings(program.portalSettings);
  if (portal.registrationDisabled) throw new ForbiddenError("Sign-up is closed for this program.");
  // a program with terms (portal_settings.terms_url) takes only partners who accepted them
  if (portal.termsUrl && data.tos !== true) throw ValidationError.field("tos", "Accept the program's terms to sign up.");
  const status = portal.approvalRequired ? "pending" : "active";
  const ctx = serviceContext({ app, program });
  const existing = await ctx.db.partner.findFirst({ where: { programId: program.id, email: data.email }, select: { uid: true } });
  if (existing) return { status };
  let partner: Partner;
  try {
    // created unconfirmed in one transaction: never a confirmed partner nobody confirmed
    partner = await inTransaction(ctx, async (tx) => {
      const made = await createPartner(tx, {
        email: data.email,
        name: data.name,
        surname: data.surname,
        password: data.password,
        tos: data.tos,
        approved: !portal.approvalRequired,
      });
      return tx.db.partner.update({ where: { uid: made.uid }, data: { emailVerified: false } });
    });
  } catch (err) {
    // a sign-up of the same address at the same moment: the same answer
    if (err instanceof ValidationError && err.fieldErrors?.email) return { status };
    throw err;
  }
  await sendVerification(ctx, partner);
  return { status };
}

/** password sign-in; refused alike for an unknown email, a wrong password and an archived partner */
export async function signInWithPassword(app: App, input: unknown, ip: string): Promise<Partner> {
  const data = parseInput(passwordSignInSchema, input);
  const program = await programOf(app, data.program);
  await admitAttempt(app, program.id, data.email, ip);
  const partner = await signInCandidate(app, program.id, data.email);
  const good = await verifyPassword(data.password, partner?.passwordHash ?? (await decoyHash()));
  if (!partner || !good) {
    await recordFailure(app, program.id, data.email);
    throw new SignInRefusedError();
  }
  await recordSuccess(app, program.id, data.email);
  refuseRejected(partner);
  if (!partner.emailVerified) {
    await sendVerification(serviceContext({ app, program }), partner);
    throw new ForbiddenError("Confirm your email address first: a new link is on its way to it.");
  }
  if (partner.passwordHash && needsRehash(partner.passwordHash)) {
    return app.database.prisma.partner.update({ where: { uid: partner.uid }, data: { passwordHash: await hashPassword(data.password) } });
  }
  return partner;
}

/**
 * Emails a six-digit code and a link, both good for 15 minutes and once, voiding the partner's
 * earlier ones. Answers alike whether the email is a partner's or not.
 */
export async function sendSignInCode(app: App, input: unknown, ip: string): Promise<void> {
  const data = parseInput(codeRequestSchema, input);
  const program = await programOf(app, data.program);
  await limitSends(app, ip);
  const partner = await signInCandidate(app, program.id, data.email);
  if (!partner) return;
  const ctx = serviceContext({ app, program });
  const since = new Date(ctx.now().getTime() - 3_600_000);
  const sent = await ctx.db.signInToken.count({ where: { partnerUid: partner.uid, kind: "code", createdAt: { gt: since } } });
  if (sent >= app.config.SIGN_IN_CODES_PER_HOUR) return; // silently: the answer must not differ from an unknown email's
  const code = newCode();
  const expiresAt = new Date(ctx.now().getTime() + SIGN_IN_CODE_MINUTES * 60_000);
  await voidOlder(ctx, partner.uid, ["code", "link"]);
  await ctx.db.signInToken.create({ data: { programId: program.id, partnerUid: partner.uid, kind: "code", tokenHash: codeHash(partner.uid, code), createdAt: ctx.now(), expiresAt } });
  const token = newToken();
  await ctx.db.signInToken.create({ data: { programId: program.id, partnerUid: partner.uid, kind: "link", tokenHash: tokenHash(token), createdAt: ctx.now(), expiresAt } });
  const text = [
    `Hi ${partner.name || partner.email},`,
    "",
    `Your sign-in code for ${program.name}: ${code}`,
    "",
    `Or open this link to sign in: ${linkUrl(app, token)}`,
    "",
    `The code and the link work once, within ${SIGN_IN_CODE_MINUTES} minutes. If you did not ask to sign in, ignore this email.`,
  ].join("\n");
  await sendRecordedEmail(ctx, { kind: "partner_sign_in", to: partner.email, subject: `Your sign-in code for ${program.name}`, text });
}

/** marks a credential used, once: of two requests with it, one wins */
async function useOnce(app: App, id: string): Promise<boolean> {
  const { count } = await app.database.prisma.signInToken.updateMany({ where: { id, usedAt: null, voidedAt: null }, data: { usedAt: app.now() } });
  return count === 1;
}

/** sign-in with the emailed code; a wrong, used, voided or expired code counts as a failure */
export async function signInWithCode(app: App, input: unknown, ip: string): Promise<Partner> {
  const data = parseInput(codeSignInSchema, input);
  const program = await programOf(app, data.program);
  await admitAttempt(app, program.id, data.email, ip);
  const partner = await signInCandidate(app, program.id, data.email);
  const row = partner
    ? await app.database.prisma.signInToken.findUnique({ where: { tokenHash: codeHash(partner.uid, data.code) } })
    : null;
  const fresh = row && row.kind === "code" && !row.usedAt && !row.voidedAt && row.expiresAt > app.now();
  if (!partner || !row || !fresh || !(await useOnce(app, row.id))) {
    await recordFailure(app, program.id, data.email);
    throw new SignInRefusedError("The code is not right, or no longer valid.");
  }
  await voidOlder(serviceContext({ app, program }), partner.uid, ["link"]);
  await recordSuccess(app, program.id, data.email);
  refuseRejected(partner);
  // the code came to the address: it is confirmed
  return partner.emailVerified ? partner : app.database.prisma.partner.update({ where: { uid: partner.uid }, data: { emailVerified: true } });
}

/**
 * Uses a link token up (an emailed link, a sign-in URL, an email-verification link) and answers
 * its partner. Unknown, used, voided and expired tokens are refused alike.
 */
export async function consumeLink(app: App, token: unknown, ip: string): Promise<Partner> {
  await limit(app, `signin-link:ip:${ip}`, app.config.SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_MINUTE);
  const refused = new SignInRefusedError("This sign-in link is not valid: it was used, replaced by a newer one, or has expired.");
  if (typeof token !== "string" || token.length < 20 || token.length > 100) throw refused;
  const db = app.database.prisma;
  const row = await db.signInToken.findUnique({ where: { tokenHash: tokenHash(token) }, include: { partner: true } });
  // a partner's link only: an operator's is used up at /auth/operator/link
  const partner = row?.partner;
  if (!row || !partner || row.kind === "code" || row.usedAt || row.voidedAt || row.expiresAt <= app.now()) throw refused;
  if (!["active", "pending"].includes(partner.status)) throw refused;
  if (!(await useOnce(app, row.id))) throw refused;
  refuseRejected(partner);
  if (row.kind === "link") await db.signInToken.updateMany({ where: { partnerUid: partner.uid, kind: "code", usedAt: null, voidedAt: null }, data: { voidedAt: app.now() } });
  // every link arrived by email (or was handed over by the program's own integration)
  return partner.emailVerified ? partner : db.partner.update({ where: { uid: partner.uid }, data: { emailVerified: true } });
}

const signInUrlSchema = z
  .object({
    id: z.string().trim().min(1).max(200).optional(),
    key: z.string().trim().min(1).max(200).optional(),
    email: z.string().trim().toLowerCase().min(1).max(254).optional(),
    expires_in: z.coerce
      .number({ error: "The expires in must be a number of seconds." })
      .int("The expires in must be a whole number of seconds.")
      .min(30, "The expires in must be at least 30 seconds.")
      .max(900, "The expires in must be at most 900 seconds.")
      .default(120),
  })
  .refine((r) => r.id || r.key || r.email, { message: "One of id, key or email is required.", path: ["id"] });

/** a single-use URL that signs the partner in (the program's API key asks for it); valid 30 to 900 seconds */
export async function issueSignInUrl(ctx: ServiceContext, input: { id?: string | null; key?: string | null; email?: string | null; expiresIn?: unknown }) {
  requireFeature(ctx.program, "partners");
  const data = parseInput(signInUrlSchema, {
    id: input.id ?? undefined,
    key: input.key ?? undefined,
    email: input.email ?? undefined,
    expires_in: input.expiresIn ?? undefined,
  });
  const partner = await findPartner(ctx, { id: data.id, key: data.key, email: data.email });
  if (!["active", "pending"].includes(partner.status)) throw new NotFoundError("Partner");
  const { token, expiresAt } = await issueLinkToken(ctx, partner, "api_link", data.expires_in);
  return { url: linkUrl(ctx.app, token), expiresAt, expiresIn: data.expires_in };
}
