// The receiver of an email service's webhook, outside GraphQL: one URL a connection, carrying
// the connection's secret (Mailchimp, Kit and beehiiv sign nothing that Rally can check), and
// for MailerLite also the signature of the body under the signing secret. A request that fails
// either is refused (401) and stores nothing. What is not followed (another audience, an
// event Rally does not use) is a 200 saying so: services disable webhooks that keep failing.
import type { App } from "../../core/app.js";
import { serviceContext } from "../../core/context.js";
import { AppError, errorBody } from "../../core/errors.js";
import type { HttpRequest, HttpRoute } from "../../core/routes.js";
import { openRow } from "./connections.service.js";
import { ADAPTERS } from "./adapters.js";
import type { InboundRequest } from "./esp.js";
import { applyChange, type InboundOutcome } from "./inbound.js";
import { storableMember } from "./member-input.js";

export const NEWSLETTER_WEBHOOK_PATH = "/v1/newsletter/{connection_id}/webhook/{token}";

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { "cache-control": "no-store" } });
const refused = (err: AppError) => answer(err.status, { ...errorBody(err) });

async function receive(req: HttpRequest, app: App): Promise<Response> {
  const notHere = () => refused(new AppError("No email service connection answers at this address.", "UNAUTHENTICATED", 401));
  const row = await app.database.prisma.newsletterConnection.findUnique({ where: { id: req.params.connection_id ?? "" } });
  const open = row ? await openRow(app, row) : undefined;
  const inbound: InboundRequest = { headers: req.headers, body: req.body ?? Buffer.alloc(0), token: req.params.token ?? "" };
  const adapter = open ? await ADAPTERS[open.row.provider]() : undefined;
  if (!open || !adapter || !adapter.verifyWebhook(inbound, open.secrets)) {
    // a guessed secret costs its guesser as a guessed API key does
    const { allowed, retryAfter } = await app.rateLimiter.hit(`ip:${req.clientIp}`, app.config.RATE_LIMIT_ANONYMOUS_PER_MINUTE);
    if (!allowed) return new Response(null, { status: 429, headers: { "retry-after": String(retryAfter) } });
    return notHere();
  }
  // Mailchimp checks a new webhook URL with a GET
  if (req.method === "GET") return answer(200, { status: "ok" });
  const program = await app.database.prisma.program.findUniqueOrThrow({ where: { id: open.row.programId } });
  const ctx = serviceContext({ app, program });
  const reported = adapter.parseWebhook(inbound, open.settings);
  if (!reported.length) return answer(200, { status: "ignored", reason: "Nothing this program follows." });
  const outcomes: InboundOutcome[] = [];
  try {
    // every member checked before any is applied: a delivery Rally refuses changes nothing
    const changes = reported.map((change) => ({ ...change, member: storableMember(change.member) }));
    for (const change of changes) outcomes.push(await applyChange(ctx, change));
  } catch (err) {
    if (err instanceof AppError && err.status < 500) return refused(err);
    throw err;
  }
  app.logger.info({ programId: program.id, provider: open.row.provider, outcomes }, "email service webhook received");
  return answer(200, { status: "ok", outcomes });
}

export const newsletterHttpRoutes: HttpRoute[] = [
  { method: "POST", path: NEWSLETTER_WEBHOOK_PATH, readsBody: true, handle: receive },
  { method: "GET", path: NEWSLETTER_WEBHOOK_PATH, handle: receive },
];
