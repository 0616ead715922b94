// Partner invitations: an email with a sign-up link, sent through the mail transport and
// recorded (EmailMessage) whether the transport accepted it or not.
import type { ServiceContext } from "../../context.js";
import { readPortalSettings } from "../programs/program-settings.js";

export async function sendPartnerInvitation(ctx: ServiceContext, invite: { email: string; name: string; surname?: string }) {
  const portal = readPortalSettings(ctx.program.portalSettings).partnerPortalUrl || ctx.app.config.PORTAL_URL || `${ctx.app.config.publicUrl}/portal`;
  const signupUrl = new URL(`${portal.replace(/\/$/, "")}/${ctx.program.publicId}/signup`);
  signupUrl.searchParams.set("email", invite.email);
  const subject = `You're invited to join ${ctx.program.name}`;
  const text = [
    `Hi ${invite.name},`,
    "",
    `You have been invited to become a partner of ${ctx.program.name}.`,
    `Sign up here: ${signupUrl.toString()}`,
  ].join("\n");

  let status = "sent";
  let error: string | null = null;
  try {
    await ctx.app.mailer.send({ to: invite.email, subject, text });
  } catch (err) {
    status = "failed";
    error = err instanceof Error ? err.message : String(err);
    ctx.app.logger.warn({ err, to: invite.email }, "partner invitation not sent");
  }
  const message = await ctx.db.emailMessage.create({
    data: { programId: ctx.program.id, kind: "partner_invite", to: invite.email, subject, body: text, status, error, createdAt: ctx.now() },
  });
  return { ...invite, surname: invite.surname ?? "", signupUrl: signupUrl.toString(), sent: status === "sent", sentAt: message.createdAt };
}
