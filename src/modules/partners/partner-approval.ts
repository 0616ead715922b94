// Approving and rejecting a partner's application (portal sign-ups of a program that approves
// partners). A rejection carries a reason the partner is told: by email at once, and whenever
// it tries to sign in. A rejected partner's sessions and unused sign-in credentials end with it.
// Approving (here, or `approved: true` on an update) clears a rejection.
import { z } from "zod";
import type { ServiceContext } from "../../core/context.js";
import { parseInput } from "../../core/input.js";
import { transition } from "../../core/transition.js";
import { recordEvent } from "../../events/outbox.js";
import type { Partner } from "../../generated/prisma/client.js";
import { endPartnerSessions } from "../accounts/sessions.service.js";
import { sendRecordedEmail } from "../emails/emails.service.js";
import type { PartnerRef } from "./partner-input.js";
import { partnerEvent } from "./partner.view.js";
import { findPartner } from "./partners.service.js";

const rejectSchema = z.object({
  reason: z
    .string({ error: "The reason field is required." })
    .trim()
    .min(1, "The reason field is required: the partner is told it.")
    .max(1000, "The reason must be at most 1000 characters.")
    .refine((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s), "The reason must be plain text."),
});

/** what a rejected partner is told when it signs in (the reason is the program's own words) */
export const rejectionMessage = (p: Pick<Partner, "rejectionReason">) =>
  `The program turned down your application${p.rejectionReason ? `: ${p.rejectionReason}` : "."}`;

/** turns a partner's application down: approved false, the reason kept, its sessions ended, the partner told by email */
export async function rejectPartner(ctx: ServiceContext, ref: PartnerRef, input: { reason?: string | null }): Promise<Partner> {
  const { reason } = parseInput(rejectSchema, { reason: input.reason ?? undefined });
  const partner = await findPartner(ctx, ref);
  const now = ctx.now();
  const rejected = await transition(ctx, {
    // archived partners are set aside already; restore first
    claim: (db) => db.partner.updateMany({ where: { uid: partner.uid, status: { in: ["active", "pending"] } }, data: { approved: false, rejectedAt: now, rejectionReason: reason } }),
    reload: (db) => db.partner.findUniqueOrThrow({ where: { uid: partner.uid } }),
    refused: "Only an active or pending partner can be rejected.",
    then: async (tx, row) => {
      await endPartnerSessions(tx.db, row.uid, now);
      await tx.db.signInToken.updateMany({ where: { partnerUid: row.uid, usedAt: null, voidedAt: null }, data: { voidedAt: now } });
      await recordEvent(tx, "partner.updated", await partnerEvent(tx, row));
    },
  });
  // after the commit: a slow mailer never holds the transaction, and a failed send is recorded
  await sendRecordedEmail(ctx, {
    kind: "partner_rejected",
    to: rejected.email,
    subject: `Your application to ${ctx.program.name}`,
    text: [`Hi ${rejected.name || rejected.email},`, "", `${rejectionMessage(rejected)}`, "", `${ctx.program.name}`].join("\n"),
  });
  return rejected;
}

/** approves a partner (clearing a rejection): it may sign in and earn */
export async function approvePartner(ctx: ServiceContext, ref: PartnerRef): Promise<Partner> {
  const partner = await findPartner(ctx, ref);
  return transition(ctx, {
    claim: (db) =>
      db.partner.updateMany({
        where: { uid: partner.uid, status: { in: ["active", "pending"] }, OR: [{ approved: false }, { rejectedAt: { not: null } }] },
        data: { approved: true, rejectedAt: null, rejectionReason: null, ...(partner.status === "pending" ? { status: "active" as const } : {}) },
      }),
    reload: (db) => db.partner.findUniqueOrThrow({ where: { uid: partner.uid } }),
    refused: "The partner is approved already, or archived.",
    then: async (tx, row) => {
      const event = await partnerEvent(tx, row);
      await recordEvent(tx, "partner.updated", event);
      await recordEvent(tx, "partner.approved", event);
    },
  });
}
