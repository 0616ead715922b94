// The emails welcome_email_enabled and partner_email_notifications_enabled name, through the
// file mail transport: a new partner gets a welcome with their referral link (the test follows
// every link in it), a partner gets a notice of each new commission, and neither is sent when
// its setting is false. Concurrent sales are mailed in batches: each earning partner still gets
// one notice per commission, and a transport that fails records each message of its batch as
// failed.
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOk, mailLines } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { testTempDir } from "../helpers/temp.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;
const mailTo = (to: string) => mailLines(server.mailFile).filter((m) => m.to === to);
/** mail goes out after the event's dispatch: wait for it (bounded) */
async function mailArrives(to: string, count = 1) {
  await expect.poll(() => mailTo(to).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return mailTo(to);
}
const linksIn = (text: string) => text.match(/https?:\/\/[^\s)]+/g) ?? [];

describe("partner emails", () => {
  it("welcomes a new partner with their referral link, and every link in it answers", async () => {
    // the program's website is Rally's own address, so the referral link can be followed here
    const s = await seed(server).program("Affiliate", { website: server.url, name: "Welcome Shop" });
    const email = unique("wendy");
    const partner = await expectOk(s.api, "POST", "/v1/partners", { email, name: "Wendy", key: "wendy-key" });
    const [mail, ...more] = await mailArrives(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Welcome to Welcome Shop");
    expect(mail!.text).toContain("Hi Wendy,");
    expect(mail!.text).toContain(`Your referral link: ${partner.referral_link}`);
    const links = linksIn(mail!.text);
    expect(links).toEqual([partner.referral_link]);
    for (const link of links) expect((await fetch(link)).status, link).toBe(200);
    const recorded = async () => (await s.prisma.emailMessage.findMany({ where: { programId: s.program.id, to: email } })).map((r) => [r.kind, r.status]);
    await expect.poll(recorded, { timeout: 15_000 }).toEqual([["partner_welcome", "sent"]]);
  });

  it("tells the partner of a new commission", async () => {
    const s = await seed(server).program("Affiliate", { website: server.url, name: "Notice Shop", settings: { commission: { sale: { type: "percent", value: 10 } } } });
    const email = unique("nora");
    await expectOk(s.api, "POST", "/v1/partners", { email, name: "Nora", id: "nora", key: "nora-key" });
    await expectOk(s.api, "POST", "/v1/customers", { key: "buyer", partner: { key: "nora-key" } });
    const sale = await expectOk(s.api, "POST", "/v1/transactions", { key: "order-1", amount: 200, customer: { key: "buyer" } });
    expect(sale.rewards).toMatchObject([{ amount: 20, amount_units: "USD" }]);
    const mails = await mailArrives(email, 2);
    const notice = mails.find((m) => m.subject.startsWith("New commission"))!;
    expect(notice.subject).toBe("New commission: 20 USD");
    expect(notice.text).toContain("You earned a new commission of 20 USD with Notice Shop (transaction order-1).");
    for (const link of linksIn(notice.text)) expect((await fetch(link)).status, link).toBe(200);
    // each is recorded once the transport took it
    const kinds = async () => (await s.prisma.emailMessage.findMany({ where: { programId: s.program.id, to: email }, orderBy: { createdAt: "asc" } })).map((r) => r.kind);
    await expect.poll(kinds, { timeout: 15_000 }).toEqual(["partner_welcome", "partner_notification"]);
  });

  it("sends neither when its setting is false", async () => {
    const off = await seed(server).program("Affiliate", {
      website: server.url,
      settings: { welcome_email_enabled: false, partner_email_notifications_enabled: false, commission: { sale: { type: "percent", value: 10 } } },
    });
    const quiet = unique("quiet");
    await expectOk(off.api, "POST", "/v1/partners", { email: quiet, id: "quiet", key: "quiet-key" });
    await expectOk(off.api, "POST", "/v1/customers", { key: "buyer", partner: { key: "quiet-key" } });
    await expectOk(off.api, "POST", "/v1/transactions", { key: "order-1", amount: 100, customer: { key: "buyer" } });
    // mail goes out in the order of the events: once a later partner's welcome is written,
    // the quiet program's events have been handled
    const on = await seed(server).program("Affiliate", { website: server.url });
    const later = unique("later");
    await expectOk(on.api, "POST", "/v1/partners", { email: later });
    await mailArrives(later);
    await expect.poll(() => on.prisma.emailMessage.count({ where: { programId: on.program.id } }), { timeout: 15_000 }).toBe(1);
    expect(mailTo(quiet)).toEqual([]);
    expect(await off.prisma.emailMessage.count({ where: { programId: off.program.id } })).toBe(0);
  });

  it("sends one notice per commission when many sales are mailed together, none to a partner who turned them off", async () => {
    const s = await seed(server).program("Affiliate", { website: server.url, name: "Busy Shop", settings: { welcome_email_enabled: false, commission: { sale: { type: "percent", value: 10 } } } });
    const emails = [unique("ann"), unique("bob"), unique("off")];
    for (const [i, email] of emails.entries()) {
      await expectOk(s.api, "POST", "/v1/partners", { email, name: `P${i}`, id: `p${i}`, key: `pk${i}` });
      await expectOk(s.api, "POST", "/v1/customers", { key: `c${i}`, partner: { key: `pk${i}` } });
    }
    await s.prisma.partner.updateMany({ where: { programId: s.program.id, id: "p2" }, data: { emailNotifications: false } });
    // 30 sales at once: their events are dispatched, and so mailed, several at a time
    await Promise.all(Array.from({ length: 30 }, (_, n) => expectOk(s.api, "POST", "/v1/transactions", { key: `o${n}`, amount: 10 + n, customer: { key: `c${n % 3}` } })));
    await server.app.events.flush();
    for (const [i, email] of emails.slice(0, 2).entries()) {
      const notices = mailTo(email);
      const expected = Array.from({ length: 30 }, (_, n) => n).filter((n) => n % 3 === i);
      expect(notices.map((m) => m.subject).sort()).toEqual(expected.map((n) => `New commission: ${(10 + n) / 10} USD`).sort());
      expect(notices.map((m) => m.text.match(/\(transaction (o\d+)\)/)?.[1]).sort()).toEqual(expected.map((n) => `o${n}`).sort());
    }
    expect(mailTo(emails[2]!)).toEqual([]);
    const recorded = await s.prisma.emailMessage.groupBy({ by: ["to", "kind", "status"], where: { programId: s.program.id }, _count: true });
    expect(recorded.map((r) => [r.to, r.kind, r.status, r._count]).sort()).toEqual([
      [emails[0], "partner_notification", "sent", 10],
      [emails[1], "partner_notification", "sent", 10],
    ].sort());
  });

  it("records each message of a batch as failed, with the reason, when the transport cannot take it", async () => {
    // the mail file's folder is a file: the transport cannot write there
    const blocked = join(testTempDir("rally-mail"), "not-a-folder");
    writeFileSync(blocked, "");
    const failing = await startTestServer({ env: { MAIL_FILE: join(blocked, "mail.jsonl") } });
    try {
      const s = await seed(failing).program("Affiliate", { website: failing.url });
      const emails = [unique("f1"), unique("f2"), unique("f3")];
      await Promise.all(emails.map((email) => expectOk(s.api, "POST", "/v1/partners", { email })));
      await failing.app.events.flush();
      const rows = await s.prisma.emailMessage.findMany({ where: { programId: s.program.id } });
      expect(rows.map((r) => [r.to, r.kind, r.status]).sort()).toEqual(emails.map((e) => [e, "partner_welcome", "failed"]).sort());
      for (const r of rows) expect(r.error).toMatch(/ENOTDIR|EEXIST|not a directory/i);
      // the service goes on: the partners were created and answered
      expect(await s.prisma.partner.count({ where: { programId: s.program.id } })).toBe(3);
    } finally {
      await failing.close();
    }
  });
});
