// The emails the program settings name: a welcome to a new partner, with their referral link
// (welcome_email_enabled), and a notice to a partner of a new commission
// (partner_email_notifications_enabled, unless the partner turned its notices off). They follow the outbox: the dispatcher claims each
// event once across instances, and the mail goes out after that claim has committed, so a
// partner gets one email per event and none for a write that rolled back.
import type { App } from "../../core/app.js";
import { serviceContext } from "../../core/context.js";
import type { Program } from "../../generated/prisma/client.js";
import { readProgramSettings } from "../programs/program-settings.js";
import { sendRecordedEmail } from "./emails.service.js";

/** the events that send mail */
const MAILED = ["partner.created", "reward.created"];

export interface MailedEvent {
  programId: number;
  type: string;
  payload: unknown;
}

/** which of the claimed events send mail */
export function mailedEvents(claimed: readonly MailedEvent[]): MailedEvent[] {
  return claimed.filter((e) => MAILED.includes(e.type)).map(({ programId, type, payload }) => ({ programId, type, payload }));
}

type Json = Record<string, unknown>;
const text = (v: unknown) => (typeof v === "string" ? v : "");

/** after the dispatch committed: each event's email, when its program's setting allows it; a failure is recorded, never thrown */
export async function sendPartnerEmails(app: App, events: MailedEvent[]): Promise<void> {
  // a dispatched batch is mostly one program's events (a sale each): its row is read once
  const programs = new Map<number, Promise<Program | null>>();
  const programOf = (id: number) => {
    let found = programs.get(id);
    if (!found) {
      found = app.database.prisma.program.findUnique({ where: { id } });
      programs.set(id, found);
      // a failed read is not kept: the next event of the program tries again
      found.catch(() => programs.delete(id));
    }
    return found;
  };
  for (const event of events) {
    try {
      const program = await programOf(event.programId);
      if (!program) continue;
      const settings = readProgramSettings(program.settings);
      const ctx = serviceContext({ app, program });
      const view = (event.payload ?? {}) as Json;
      if (event.type === "partner.created" && settings.welcomeEmailEnabled && text(view.email)) {
        const link = text(view.referral_link);
        const body = [
          `Hi ${text(view.name) || "there"},`,
          "",
          `Welcome to ${program.name}'s partner program.`,
          link ? `Your referral link: ${link}` : `${program.name} will send you your referral link.`,
          "Share it: sales and sign-ups that come through it earn you commissions.",
        ];
        await sendRecordedEmail(ctx, { kind: "partner_welcome", to: text(view.email), subject: `Welcome to ${program.name}`, text: body.join("\n") });
      } else if (event.type === "reward.created" && settings.partnerEmailNotificationsEnabled && text(view.partner) && Number(view.amount) > 0) {
        const partner = await app.database.prisma.partner.findFirst({ where: { programId: program.id, id: text(view.partner), deletedAt: null }, select: { email: true, name: true, emailNotifications: true } });
        // the partner turned these notices off on the portal's account page
        if (!partner?.email || !partner.emailNotifications) continue;
        const amount = `${view.amount} ${text(view.amount_units)}`.trim();
        const body = [
          `Hi ${partner.name || "there"},`,
          "",
          `You earned a new commission of ${amount} with ${program.name}${view.transaction ? ` (transaction ${text(view.transaction)})` : ""}.`,
          `Its status: ${text(view.status)}.`,
        ];
        await sendRecordedEmail(ctx, { kind: "partner_notification", to: partner.email, subject: `New commission: ${amount}`, text: body.join("\n") });
      }
    } catch (err) {
      app.logger.warn({ err, type: event.type, programId: event.programId }, "partner email not sent");
    }
  }
}
