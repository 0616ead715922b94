// Mail transport: SMTP by configuration; by default messages are appended to a local file
// (JSON lines) or written to the log, so the embedded mode sends nothing anywhere.
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

export function createMailer(config: Config, logger: Logger): Mailer {
  const from = config.MAIL_FROM;
  switch (config.MAIL_TRANSPORT) {
    case "smtp": {
      // nodemailer is loaded with the first message, not at start (resident memory, BENCHMARKS.md)
      let transporter: Promise<Transporter> | undefined;
      const transport = () => (transporter ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(config.SMTP_URL!)));
      return {
        transport: "smtp",
        async send(msg) {
          await (await transport()).sendMail({ from, ...msg });
        },
        close: () => void transporter?.then((t) => t.close()),
      };
    }
    case "log":
      return {
        transport: "log",
        async send(msg) {
          logger.info({ mail: { from, ...msg } }, "mail");
        },
        close() {},
      };
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
      return {
        transport: "file",
        async send(msg) {
          const line = JSON.stringify({ from, ...msg, date: new Date().toISOString() }) + "\n";
          await makeFolder();
          try {
            await appendFile(config.mailFile, line);
          } catch (err) {
            if ((err as { code?: string }).code !== "ENOENT") throw err;
            folder = undefined;
            await makeFolder();
            await appendFile(config.mailFile, line);
          }
        },
        close() {},
      };
    }
  }
}
