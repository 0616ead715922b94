// Sends emails through the configured transport and records each (EmailMessage), whether the
// transport accepted it or not, so an operator can see what was sent and what failed. A batch
// (the partner emails of one dispatch) is one call to the transport and one INSERT.
import type { App } from "../../core/app.js";
import type { ServiceContext } from "../../core/context.js";
import { cuid } from "../../core/ids.js";
import { executeStatement, type RawClient } from "../../db/raw.js";
import type { EmailKind } from "../../generated/prisma/client.js";

export interface RecordedEmail {
  programId: number;
  kind: EmailKind;
  to: string;
  subject: string;
  text: string;
}

// one statement whatever the batch's size, each column an array (Prisma's createMany cost
// 0.3 ms of CPU a row, more than the sale that caused the email)
const RECORD = `INSERT INTO "EmailMessage" (id, "programId", kind, "to", subject, body, status, error, "createdAt")
  SELECT i.*, $9::timestamp(3) FROM unnest($1::text[], $2::int[], $3::text[]::"EmailKind"[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[]) AS i`;

/** sends the emails in order and records them in one statement; answers for each whether the transport took it */
export async function sendRecordedEmails(app: Pick<App, "mailer" | "logger">, db: RawClient, at: Date, emails: readonly RecordedEmail[]): Promise<boolean[]> {
  if (!emails.length) return [];
  const failures = await app.mailer.sendAll(emails.map(({ to, subject, text }) => ({ to, subject, text })));
  failures.forEach((err, i) => err && app.logger.warn({ err, to: emails[i]!.to, kind: emails[i]!.kind }, "email not sent"));
  await executeStatement(db, {
    text: RECORD,
    values: [
      emails.map(() => cuid()),
      emails.map((m) => m.programId),
      emails.map((m) => m.kind),
      emails.map((m) => m.to),
      emails.map((m) => m.subject),
      emails.map((m) => m.text),
      failures.map((err) => (err ? "failed" : "sent")),
      failures.map((err) => err?.message ?? null),
      at.toISOString(),
    ],
  });
  return failures.map((err) => !err);
}

export async function sendRecordedEmail(ctx: ServiceContext, msg: Omit<RecordedEmail, "programId">) {
  const sentAt = ctx.now();
  const [sent] = await sendRecordedEmails(ctx.app, ctx.db, sentAt, [{ programId: ctx.program.id, ...msg }]);
  return { sent: sent!, sentAt };
}
