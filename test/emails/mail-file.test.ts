// The file mail transport: every message is one JSON line in the mail file, its folder made
// when missing, also when it is removed while the server runs (a cleaned-up data folder).
// @database-independent: runs in the PostgreSQL pass only (the transport touches no database)
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { createMailer } from "../../src/modules/emails/mailer.js";

const root = mkdtempSync(join(tmpdir(), "rally-mail-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const folder = join(root, "not-yet", "there");
const file = join(folder, "mail.jsonl");
const mailer = createMailer(loadConfig({ MAIL_FILE: file, MAIL_TRANSPORT: "file" }), pino({ level: "silent" }));
const lines = () => readFileSync(file, "utf8").trim().split("\n").map((l) => JSON.parse(l) as { to: string; subject: string });

describe("file mail transport", () => {
  it("writes each message as a line, making its folder first", async () => {
    await mailer.send({ to: "a@example.com", subject: "One", text: "1" });
    await mailer.send({ to: "b@example.com", subject: "Two", text: "2" });
    expect(lines().map((m) => [m.to, m.subject])).toEqual([
      ["a@example.com", "One"],
      ["b@example.com", "Two"],
    ]);
  });

  it("makes the folder again when it was removed after the first message", async () => {
    rmSync(join(root, "not-yet"), { recursive: true, force: true });
    await mailer.send({ to: "c@example.com", subject: "Three", text: "3" });
    expect(lines().map((m) => m.subject)).toEqual(["Three"]);
  });
});
