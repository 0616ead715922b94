// The emails the program settings name: a welcome to a new partner, with their referral link
// (welcome_email_enabled), and a notice to a partner of a new commission
// (partner_email_notifications_enabled, unless the partner turned its notices off). They follow the outbox: the dispatcher claims each
// event once across instances, and the mail goes out after that claim has committed, so a
// partner gets one email per event and none for a write that rolled back.
//
// A dispatched batch is mailed together: one read of its programs with the partners its
// commissions name, one call to the transport and one INSERT of the records. A mail per sale
// at 1,000 sales a second is otherwise three statements and a file append each, on the same
// thread that answers the sales.
import type { App } from "../../core/app.js";
import { queryRows } from "../../db/raw.js";
import { Prisma } from "../../generated/prisma/client.js";
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
  program: { id: number; name: string };
  welcome: boolean;
  notices: boolean;
  /** the partners its commissions name, by public id */
  partners: Map<string, { email: string | null; name: string; emailNotifications: boolean }>;
}

/** a commission worth a notice: the partner's public id */
const noticed = (e: MailedEvent) => (e.type === "reward.created" && text(viewOf(e).partner) && Number(viewOf(e).amount) > 0 ? text(viewOf(e).partner) : undefined);

/** the batch's programs, each with the partners its commissions name (live ones), in one statement */
async function mailingOf(app: App, events: readonly MailedEvent[]): Promise<Map<number, Mailing>> {
  // each partner once, by program and public id
  const named = new Map<string, [number, string]>();
  for (const e of events) {
    const id = noticed(e);
    if (id) named.set(`${e.programId}:${id}`, [e.programId, id]);
  }
  const wanted = [...named.values()];
  type Row = { id: number; name: string; settings: unknown; partners: { id: string; email: string | null; name: string; emailNotifications: boolean }[] };
  const rows = await queryRows<Row>(app.database.prisma, Prisma.sql`
    SELECT pr.id, pr.name, pr.settings,
           COALESCE((SELECT json_agg(json_build_object('id', pa.id, 'email', pa.email, 'name', pa.name, 'emailNotifications', pa."emailNotifications"))
                       FROM unnest(${wanted.map(([programId]) => programId)}::int[], ${wanted.map(([, id]) => id)}::text[]) AS w(program, id)
                       JOIN "Partner" pa ON pa."programId" = w.program AND pa.id = w.id AND pa."deletedAt" IS NULL
                      WHERE w.program = pr.id), '[]'::json) AS partners
      FROM "Program" pr WHERE pr.id = ANY(${[...new Set(events.map((e) => e.programId))]}::int[])`);
  return new Map(
    rows.map((row) => {
      const settings = readProgramSettings(row.settings);
      const mailing: Mailing = {
        program: { id: row.id, name: row.name },
        welcome: settings.welcomeEmailEnabled,
        notices: settings.partnerEmailNotificationsEnabled,
        partners: new Map(row.partners.map(({ id, ...partner }) => [id, partner])),
      };
      return [row.id, mailing];
    }),
  );
}

/** after the dispatch committed: each event's email, in order, when its program's setting allows it; a failure is logged, never thrown */
export async function sendPartnerEmails(app: App, events: readonly MailedEvent[]): Promise<void> {
  if (!events.length) return;
  try {
    const mailing = await mailingOf(app, events);
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
      const id = m.notices ? noticed(e) : undefined;
      const partner = id ? m.partners.get(id) : undefined;
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
    await sendRecordedEmails(app, app.database.prisma, app.now(), emails);
  } catch (err) {
    app.logger.warn({ err, events: events.length }, "partner emails not sent");
  }
}
