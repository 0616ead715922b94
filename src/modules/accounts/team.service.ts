// What only a program's owners do: its members (invite by email, change a role, remove) and its
// API keys (create, shown once; revoke). A program always keeps an owner: the last one can be
// neither demoted nor removed.
import { z } from "zod";
import type { ServiceContext } from "../../core/context.js";
import { BadRequestError, NotFoundError, ValidationError } from "../../core/errors.js";
import { emailField } from "../../core/fields.js";
import { parseInput } from "../../core/input.js";
import type { OperatorRole } from "../../generated/prisma/client.js";
import { issueApiKey, revokeApiKey } from "../auth/api-keys.service.js";
import { sendRecordedEmail } from "../emails/emails.service.js";
import { inviteOperator, OPERATOR_ROLES } from "./operators.service.js";

const emailRequired = z.string({ error: "The email field is required." }).pipe(emailField);
const role = z.enum(OPERATOR_ROLES, { error: "The role must be owner, admin or viewer." });

/** the program's members with their operators, oldest first */
export function listMembers(ctx: ServiceContext) {
  return ctx.db.membership.findMany({ where: { programId: ctx.program.id }, include: { operator: true, program: true }, orderBy: [{ createdAt: "asc" }, { operatorId: "asc" }] });
}

async function findMember(ctx: ServiceContext, email: string) {
  const member = await ctx.db.membership.findFirst({ where: { programId: ctx.program.id, operator: { email } }, include: { operator: true, program: true } });
  if (!member) throw new NotFoundError("Member");
  return member;
}

/** refuses a change that would leave the program without an owner */
async function keepAnOwner(ctx: ServiceContext, member: { operatorId: string; role: OperatorRole }, next: OperatorRole | null) {
  if (member.role !== "owner" || next === "owner") return;
  const owners = await ctx.db.membership.count({ where: { programId: ctx.program.id, role: "owner" } });
  if (owners <= 1) throw new BadRequestError("A program keeps at least one owner: make another member owner first.");
}

/**
 * Makes the address a member with the role and emails it a one-time sign-in link
 * (OPERATOR_LINK_HOURS). An address that is a member already is refused: change its role instead.
 */
export async function inviteMember(ctx: ServiceContext, input: { email?: string | null; role?: string | null }) {
  const data = parseInput(z.object({ email: emailRequired, role }), { email: input.email ?? undefined, role: input.role ?? undefined });
  const exists = await ctx.db.membership.count({ where: { programId: ctx.program.id, operator: { email: data.email } } });
  if (exists) throw ValidationError.field("email", "This address is a member already: change its role instead.");
  const { url } = await inviteOperator(ctx.app, { email: data.email, program: String(ctx.program.id), role: data.role });
  const hours = ctx.app.config.OPERATOR_LINK_HOURS;
  const sent = await sendRecordedEmail(ctx, {
    kind: "operator_invitation",
    to: data.email,
    subject: `You are invited to run ${ctx.program.name}`,
    text: [`You are now ${data.role} of ${ctx.program.name} on Rally.`, "", "Sign in to the console with this link:", url, "", `The link works once, within ${hours} hours.`].join("\n"),
  });
  return { member: await findMember(ctx, data.email), sent: sent.sent };
}

export async function changeMemberRole(ctx: ServiceContext, input: { email?: string | null; role?: string | null }) {
  const data = parseInput(z.object({ email: emailRequired, role }), { email: input.email ?? undefined, role: input.role ?? undefined });
  const member = await findMember(ctx, data.email);
  await keepAnOwner(ctx, member, data.role);
  await ctx.db.membership.update({ where: { operatorId_programId: { operatorId: member.operatorId, programId: ctx.program.id } }, data: { role: data.role } });
  return findMember(ctx, data.email);
}

/** the member leaves the program: its requests and open streams no longer reach it */
export async function removeMember(ctx: ServiceContext, input: { email?: string | null }) {
  const data = parseInput(z.object({ email: emailRequired }), { email: input.email ?? undefined });
  const member = await findMember(ctx, data.email);
  await keepAnOwner(ctx, member, null);
  await ctx.db.membership.delete({ where: { operatorId_programId: { operatorId: member.operatorId, programId: ctx.program.id } } });
  return member;
}

export const listProgramApiKeys = (ctx: ServiceContext) => ctx.db.apiKey.findMany({ where: { programId: ctx.program.id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });

/** a new key of the program; the key itself is answered once and never stored */
export async function createProgramApiKey(ctx: ServiceContext, input: { name?: string | null }) {
  const { name } = parseInput(z.object({ name: z.string().trim().max(100, "The name must be at most 100 characters.").default("") }), { name: input.name ?? undefined });
  return issueApiKey(ctx.app.database.prisma, ctx.program.id, name);
}

/** revokes one of the program's keys (another program's is "not found"); its open streams end */
export async function revokeProgramApiKey(ctx: ServiceContext, id: string) {
  const key = await ctx.db.apiKey.findFirst({ where: { id, programId: ctx.program.id } });
  if (!key) throw new NotFoundError("API key");
  if (key.revokedAt) throw new BadRequestError("The key is revoked already.");
  await revokeApiKey(ctx.app, key.id);
  return ctx.db.apiKey.findUniqueOrThrow({ where: { id: key.id } });
}
