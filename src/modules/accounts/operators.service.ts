// Operators: people who run programs in the console, each program through a membership with a
// role (owner: everything; admin: everything but members and keys; viewer: reads only). An
// operator signs in with a one-time link: the first start and `operator:invite` print one, so
// the first operator needs no email. A console request names its program (X-Rally-Program);
// the membership's role decides what the request may do.
import { z } from "zod";
import type { App } from "../../core/app.js";
import { AppError, ForbiddenError, NotFoundError, TooManyRequestsError } from "../../core/errors.js";
import { emailField } from "../../core/fields.js";
import { parseInput } from "../../core/input.js";
import type { DbTx } from "../../db/client.js";
import type { Operator, OperatorRole, Program } from "../../generated/prisma/client.js";
import { findProgram } from "../programs/programs.service.js";
import { newToken, tokenHash } from "./tokens.js";
import { limitCodes, TotpRequiredError, useTotpCode } from "./totp.service.js";

export const OPERATOR_ROLES = ["owner", "admin", "viewer"] as const satisfies readonly OperatorRole[];

const inviteSchema = z.object({
  email: z.string({ error: "The email field is required." }).pipe(emailField),
  role: z.enum(OPERATOR_ROLES, { error: "The role must be owner, admin or viewer." }).default("admin"),
});

/** where an operator's link lands: a page whose button POSTs the token */
export const operatorLinkUrl = (app: Pick<App, "config">, token: string) => `${app.config.publicUrl}/auth/operator/link?token=${token}`;

/** stores a one-time link for the operator, voiding its earlier ones: only the newest works */
export async function storeOperatorLink(db: DbTx, link: { operatorId: string; programId: number; token: string; now: Date; expiresAt: Date }) {
  await db.signInToken.updateMany({ where: { operatorId: link.operatorId, kind: "operator_link", usedAt: null, voidedAt: null }, data: { voidedAt: link.now } });
  await db.signInToken.create({
    data: { programId: link.programId, operatorId: link.operatorId, kind: "operator_link", tokenHash: tokenHash(link.token), createdAt: link.now, expiresAt: link.expiresAt },
  });
}

/**
 * Makes (or finds) the operator of the email a member of the program with the role, and answers
 * a one-time sign-in link (OPERATOR_LINK_HOURS), voiding the operator's earlier ones.
 */
export async function inviteOperator(app: App, input: { email?: string; program?: string; role?: string }): Promise<{ operator: Operator; program: Program; role: OperatorRole; url: string }> {
  const data = parseInput(inviteSchema, { email: input.email, role: input.role ?? undefined });
  const program = await findProgram(app.database.prisma, input.program ?? "");
  const db = app.database.prisma;
  const now = app.now();
  const token = newToken();
  const operator = await db.$transaction(async (tx) => {
    const op = await tx.operator.upsert({ where: { email: data.email }, create: { email: data.email, createdAt: now }, update: {} });
    await tx.membership.upsert({
      where: { operatorId_programId: { operatorId: op.id, programId: program.id } },
      create: { operatorId: op.id, programId: program.id, role: data.role, createdAt: now },
      update: { role: data.role },
    });
    await storeOperatorLink(tx, { operatorId: op.id, programId: program.id, token, now, expiresAt: new Date(now.getTime() + app.config.OPERATOR_LINK_HOURS * 3_600_000) });
    return op;
  });
  return { operator, program, role: data.role, url: operatorLinkUrl(app, token) };
}

/**
 * Uses an operator's link up, once; unknown, used, voided and expired links are refused alike.
 * An operator with an authenticator app also gives a right code (a wrong or missing one uses
 * nothing up); `totp` says it did.
 */
export async function consumeOperatorLink(app: App, token: unknown, ip: string, totpCode?: unknown): Promise<{ operator: Operator; totp: boolean }> {
  const { allowed, retryAfter } = await app.rateLimiter.hit(`signin-link:ip:${ip}`, app.config.SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_MINUTE);
  if (!allowed) throw new TooManyRequestsError(retryAfter);
  const refused = new AppError("This sign-in link is not valid: it was used, replaced by a newer one, or has expired.", "SIGN_IN_REFUSED", 401);
  if (typeof token !== "string" || token.length < 20 || token.length > 100) throw refused;
  const db = app.database.prisma;
  const row = await db.signInToken.findUnique({ where: { tokenHash: tokenHash(token) }, include: { operator: true } });
  if (!row?.operator || row.kind !== "operator_link" || row.usedAt || row.voidedAt || row.expiresAt <= app.now()) throw refused;
  const totp = Boolean(row.operator.totpEnabledAt);
  if (totp) {
    await limitCodes(app, row.operator.id);
    if (!(await useTotpCode(app, row.operator, totpCode))) throw new TotpRequiredError("Enter the code your authenticator app shows now.", 401);
  }
  const { count } = await db.signInToken.updateMany({ where: { id: row.id, usedAt: null, voidedAt: null }, data: { usedAt: app.now() } });
  if (count !== 1) throw refused;
  return { operator: row.operator, totp };
}

/**
 * The program a console request works on and the operator's role in it: the program it names
 * (public id or number), else the operator's first. Refused, alike, for a program that does not
 * exist and one the operator is no member of.
 */
export async function operatorProgram(app: Pick<App, "database">, operatorId: string, programRef: string | undefined | null): Promise<{ program: Program; role: OperatorRole }> {
  const db = app.database.prisma;
  let membership;
  if (programRef) {
    const program = await findProgram(db, programRef).catch((err: unknown) => {
      if (err instanceof AppError) return null;
      throw err;
    });
    membership = program ? await db.membership.findUnique({ where: { operatorId_programId: { operatorId, programId: program.id } }, include: { program: true } }) : null;
    if (!membership) throw new ForbiddenError("This operator is no member of that program.");
  } else {
    membership = await db.membership.findFirst({ where: { operatorId }, orderBy: [{ createdAt: "asc" }, { programId: "asc" }], include: { program: true } });
    if (!membership) throw new NotFoundError("Program");
  }
  return { program: membership.program, role: membership.role };
}

/** the operator's programs with its role in each, oldest membership first */
export function operatorMemberships(app: Pick<App, "database">, operatorId: string) {
  return app.database.prisma.membership.findMany({ where: { operatorId }, orderBy: [{ createdAt: "asc" }, { programId: "asc" }], include: { program: true } });
}
