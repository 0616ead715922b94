// Partner invitations: an email with a sign-up link to the partner portal.
import type { ServiceContext } from "../../core/context.js";
import { sendRecordedEmail } from "../emails/emails.service.js";
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

  const { sent, sentAt } = await sendRecordedEmail(ctx, { kind: "partner_invite", to: invite.email, subject, text });
  return { ...invite, surname: invite.surname ?? "", signupUrl: signupUrl.toString(), sent, sentAt };
}
