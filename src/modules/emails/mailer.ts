// Mail transport: SMTP by configuration; by default messages are appended to a local file
// (JSON lines) or written to the log, so the embedded mode sends nothing anywhere. A batch of
// messages (the partner emails of one dispatch) goes to the file in one append.
import { appendFile, mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import type { Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { Config } from "../../config.js";
import type { MailMessage, MailPort } from "../../core/app.js";

export type { MailMessage };

export interface Mailer extends MailPort {
  readonly transport: "file" | "log" | "smtp";
  close(): void;
}

const asError = (err: unknown) => (err instanceof Error ? err : new Error(String(err)));

/** a transport that takes messages one at a time: each in turn, each failing alone */
async function oneByOne(msgs: readonly MailMessage[], send: (msg: MailMessage) => Promise<void>): Promise<(Error | undefined)[]> {
  const outcomes: (Error | undefined)[] = [];
  for (const msg of msgs) outcomes.push(await send(msg).then(() => undefined, asError));
  return outcomes;
}

/** send() is sendAll() of one message, throwing its failure */
function mailer(transport: Mailer["transport"], sendAll: Mailer["sendAll"], close: () => void = () => {}): Mailer {
  return {
    transport,
    sendAll,
    async send(msg) {
      const [failed] = await sendAll([msg]);
      if (failed) throw failed;
    },
    close,
  };
}

export function createMailer(config: Config, logger: Logger): Mailer {
  const from = config.MAIL_FROM;
  switch (config.MAIL_TRANSPORT) {
    case "smtp": {
      // nodemailer is loaded with the first message, not at start (resident memory, BENCHMARKS.md)
      let transporter: Promise<Transporter> | undefined;
      const transport = () => (transporter ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(config.SMTP_URL!)));
      return mailer(
        "smtp",
        (msgs) => oneByOne(msgs, async (msg) => void (await (await transport()).sendMail({ from, ...msg }))),
        () => void transporter?.then((t) => t.close()),
      );
    }
    case "log":
      return mailer("log", (msgs) => oneByOne(msgs, async (msg) => void logger.info({ mail: { from, ...msg } }, "mail")));
    default: {
      // the folder is made once, not before every message (a mkdir per mail showed in profiles),
      // and again if it was removed while running
      let folder: Promise<unknown> | undefined;
      const makeFolder = () => {
        folder ??= mkdir(dirname(config.mailFile), { recursive: true }).catch((err: unknown) => {
          folder = undefined;
          throw err;
        });
        return folder;
      };
      const append = async (lines: string) => {
        await makeFolder();
        try {
          await appendFile(config.mailFile, lines);
        } catch (err) {
          if ((err as { code?: string }).code !== "ENOENT") throw err;
          folder = undefined;
          await makeFolder();
          await appendFile(config.mailFile, lines);
        }
      };
      return mailer("file", async (msgs) => {
        const date = new Date().toISOString();
        const lines = msgs.map((msg) => JSON.stringify({ from, ...msg, date }) + "\n").join("");
        // one append for the batch; when it fails, each of its messages is recorded as failed
        const failed = await append(lines).then(() => undefined, asError);
        return msgs.map(() => failed);
      });
    }
  }
}
