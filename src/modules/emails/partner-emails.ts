// The emails the program settings name: a welcome to a new partner, with their referral link
// (welcome_email_enabled), and a notice to a partner of a new commission
// (partner_email_notifications_enabled, unless the partner turned its notices off). They follow the outbox: the dispatcher claims each
// event once across instances, and the mail goes out after that claim has committed, so a
// partner gets one email per event and none for a write that rolled back.
//
// A dispatched batch is mailed together: one read of its programs, one of the partners its
// commissions name, one call to the transport and one INSERT of the records. A mail per sale
// at 1,000 sales a second is otherwise three statements and a file append each, on the same
// thread that answers the sales.
import type { App } from "../../core/app.js";
import type { Prisma, Program } from "../../generated/prisma/client.js";
import { readProgramSettings } from "../programs/program-settings.js";
import { sendRecordedEmails, type RecordedEmail } from "./emails.service.js";

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
const viewOf = (e: MailedEvent) => (e.payload ?? {}) as Json;

interface Mailing {
  program: Program;
  welcome: boolean;
  notices: boolean;
}

/** a commission worth a notice, in a program that sends them: the partner's public id */
const noticed = (e: MailedEvent, m: Mailing | undefined) =>
  m?.notices && e.type === "reward.created" && text(viewOf(e).partner) && Number(viewOf(e).amount) > 0 ? text(viewOf(e).partner) : undefined;

/** after the dispatch committed: each event's email, in order, when its program's setting allows it; a failure is logged, never thrown */
export async function sendPartnerEmails(app: App, events: readonly MailedEvent[]): Promise<void> {
  if (!events.length) return;
  try {
    const prisma = app.database.prisma;
    const programs = await prisma.program.findMany({ where: { id: { in: [...new Set(events.map((e) => e.programId))] } } });
    const mailing = new Map<number, Mailing>(
      programs.map((program) => {
        const settings = readProgramSettings(program.settings);
        return [program.id, { program, welcome: settings.welcomeEmailEnabled, notices: settings.partnerEmailNotificationsEnabled }];
      }),
    );
    // the partners the notices go to, by program: read once for the batch
    const ids = new Map<number, Set<string>>();
    for (const e of events) {
      const id = noticed(e, mailing.get(e.programId));
      if (id) ids.set(e.programId, (ids.get(e.programId) ?? new Set()).add(id));
    }
    const named: Prisma.PartnerWhereInput[] = [...ids].map(([programId, set]) => ({ programId, id: { in: [...set] } }));
    const partners = named.length
      ? await prisma.partner.findMany({ where: { deletedAt: null, OR: named }, select: { programId: true, id: true, email: true, name: true, emailNotifications: true } })
      : [];
    const partnerOf = new Map(partners.map((p) => [`${p.programId}:${p.id}`, p]));

    const emails: RecordedEmail[] = [];
    for (const e of events) {
      const m = mailing.get(e.programId);
      if (!m) continue;
      const { program } = m;
      const view = viewOf(e);
      if (e.type === "partner.created" && m.welcome && text(view.email)) {
        const link = text(view.referral_link);
        const body = [
          `Hi ${text(view.name) || "there"},`,
          "",
          `Welcome to ${program.name}'s partner program.`,
          link ? `Your referral link: ${link}` : `${program.name} will send you your referral link.`,
          "Share it: sales and sign-ups that come through it earn you commissions.",
        ];
        emails.push({ programId: program.id, kind: "partner_welcome", to: text(view.email), subject: `Welcome to ${program.name}`, text: body.join("\n") });
        continue;
      }
      const id = noticed(e, m);
      const partner = id ? partnerOf.get(`${program.id}:${id}`) : undefined;
      // the partner turned these notices off on the portal's account page
      if (!partner?.email || !partner.emailNotifications) continue;
      const amount = `${view.amount} ${text(view.amount_units)}`.trim();
      const body = [
        `Hi ${partner.name || "there"},`,
        "",
        `You earned a new commission of ${amount} with ${program.name}${view.transaction ? ` (transaction ${text(view.transaction)})` : ""}.`,
        `Its status: ${text(view.status)}.`,
      ];
      emails.push({ programId: program.id, kind: "partner_notification", to: partner.email, subject: `New commission: ${amount}`, text: body.join("\n") });
    }
    await sendRecordedEmails(app, prisma, app.now(), emails);
  } catch (err) {
    app.logger.warn({ err, events: events.length }, "partner emails not sent");
  }
}
