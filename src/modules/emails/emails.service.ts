// Sends an email through the configured transport and records it (EmailMessage), whether the
// transport accepted it or not, so an operator can see what was sent and what failed.
import type { ServiceContext } from "../../core/context.js";
import type { EmailKind } from "../../generated/prisma/client.js";

export async function sendRecordedEmail(ctx: ServiceContext, msg: { kind: EmailKind; to: string; subject: string; text: string }) {
  let status = "sent";
  let error: string | null = null;
  try {
    await ctx.app.mailer.send({ to: msg.to, subject: msg.subject, text: msg.text });
  } catch (err) {
    status = "failed";
    error = err instanceof Error ? err.message : String(err);
    ctx.app.logger.warn({ err, to: msg.to, kind: msg.kind }, "email not sent");
  }
  const record = await ctx.db.emailMessage.create({
    data: { programId: ctx.program.id, kind: msg.kind, to: msg.to, subject: msg.subject, body: msg.text, status, error, createdAt: ctx.now() },
  });
  return { sent: status === "sent", sentAt: record.createdAt };
}
