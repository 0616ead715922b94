// Partner invitations: an email inviting someone to become a partner, with a sign-up link to
// the program's partner portal where one is configured (Rally has no portal of its own, so
// without one the email points to the program's website and makes up no link).
import type { ServiceContext } from "../../core/context.js";
import { sendRecordedEmail } from "../emails/emails.service.js";
import { partnerPortalUrl } from "../programs/program.view.js";

export async function sendPartnerInvitation(ctx: ServiceContext, invite: { email: string; name: string; surname?: string }) {
  const portal = partnerPortalUrl(ctx.app, ctx.program);
  let signupUrl: string | null = null;
  if (portal) {
    const url = new URL(`${portal}/${ctx.program.publicId}/signup`);
    url.searchParams.set("email", invite.email);
    signupUrl = url.toString();
  }
  const subject = `You're invited to join ${ctx.program.name}`;
  const next = signupUrl
    ? `Sign up here: ${signupUrl}`
    : ctx.program.website
      ? `Learn more at ${ctx.program.website}; ${ctx.program.name} will send you your partner access.`
      : `${ctx.program.name} will send you your partner access.`;
  const text = [`Hi ${invite.name},`, "", `You have been invited to become a partner of ${ctx.program.name}.`, next].join("\n");

  const { sent, sentAt } = await sendRecordedEmail(ctx, { kind: "partner_invite", to: invite.email, subject, text });
  return { ...invite, surname: invite.surname ?? "", signupUrl, sent, sentAt };
}
