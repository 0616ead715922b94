// The receiver of a shop's WooCommerce order webhook, outside GraphQL: it is
// authenticated by the delivery's signature under the program's webhook secret, not by an API
// key. WooCommerce disables a webhook after repeated failures, so what is deliberately not
// recorded (an unpaid status, another topic) is a 200 that says why; a 4xx is for what the
// shop must fix (a bad signature, a malformed order), and stores nothing.
import type { App } from "../../core/app.js";
import { serviceContext, type ServiceContext } from "../../core/context.js";
import { AppError, BadRequestError, errorBody } from "../../core/errors.js";
import { storableCopy } from "../../core/storable.js";
import type { HttpRequest, HttpRoute } from "../../core/routes.js";
import { allows } from "../../core/features.js";
import { openConnection } from "../integrations/integrations.service.js";
import { applyOrder } from "./order-sync.js";
import { validWooSignature } from "./signature.js";
import { parseWooOrder } from "./woo-order.js";
import { readOrderSettings } from "./woo-settings.js";

export const WEBHOOK_PATH = "/v1/integrations/woocommerce/{program_id}/webhook";
const ORDER_TOPICS = ["order.created", "order.updated"];

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { "cache-control": "no-store" } });
/** a refusal in the error body of the rest of the API */
const refused = (err: AppError) => answer(err.status, { ...errorBody(err) });

function header(req: HttpRequest, name: string): string | undefined {
  const h = req.headers[name];
  return (Array.isArray(h) ? h[0] : h)?.trim() || undefined;
}

/** the program (public id, or id) with a WooCommerce webhook secret; otherwise nothing, whichever part is missing */
async function receiver(app: App, programId: string): Promise<{ ctx: ServiceContext; secret: string; settings: Record<string, string> } | undefined> {
  const id = /^\d{1,9}$/.test(programId) ? Number(programId) : undefined;
  const program = await app.database.prisma.program.findFirst({ where: id ? { OR: [{ id }, { publicId: programId }] } : { publicId: programId } });
  if (!program || !allows(program.type, "transactions")) return undefined;
  const ctx = serviceContext({ app, program });
  const connection = await openConnection(ctx, "woocommerce");
  const secret = connection?.secrets.webhookSecret;
  return connection && secret ? { ctx, secret, settings: connection.settings } : undefined;
}

/** WooCommerce's test delivery when a webhook is saved: form-encoded webhook_id=N, unsigned */
const isPing = (req: HttpRequest, body: Buffer) => !header(req, "x-wc-webhook-topic") && /^webhook_id=\d+$/.test(body.toString("utf8").trim());

async function receive(req: HttpRequest, app: App): Promise<Response> {
  const found = await receiver(app, req.params.program_id ?? "");
  if (!found) return refused(new AppError("No program with a WooCommerce webhook here.", "NOT_FOUND", 404));
  const { ctx, secret, settings } = found;
  const body = req.body ?? Buffer.alloc(0);
  if (isPing(req, body)) return answer(200, { status: "ok", message: "Webhook reached Rally; orders will be signed with its secret." });
  if (!validWooSignature(body, header(req, "x-wc-webhook-signature"), secret)) {
    // a guessed signature costs its guesser as a guessed API key does
    const { allowed, retryAfter } = await app.rateLimiter.hit(`ip:${req.clientIp}`, app.config.RATE_LIMIT_ANONYMOUS_PER_MINUTE);
    if (!allowed) return new Response(null, { status: 429, headers: { "retry-after": String(retryAfter) } });
    return refused(new AppError("The X-WC-Webhook-Signature header is missing or does not match the webhook secret set in Rally.", "UNAUTHENTICATED", 401));
  }
  // the topic, or (a proxy that dropped it) the resource and event it is made of
  const resource = header(req, "x-wc-webhook-resource");
  const event = header(req, "x-wc-webhook-event");
  const topic = header(req, "x-wc-webhook-topic") ?? (resource && event ? `${resource}.${event}` : "");
  if (!ORDER_TOPICS.includes(topic)) return answer(200, { status: "ignored", reason: `The topic ${topic || "(none)"} is not handled; send order.created and order.updated.` });

  let json: unknown;
  try {
    json = JSON.parse(body.toString("utf8"));
  } catch {
    return refused(new BadRequestError("The body is not valid JSON."));
  }
  if (!json || typeof json !== "object" || Array.isArray(json)) return refused(new BadRequestError("The body must be a WooCommerce order (a JSON object)."));
  try {
    // the buyer's and the shop's text, stored as it can be (a NUL dropped, a lone surrogate
    // replaced): refusing it would fail the delivery, and WooCommerce disables failing webhooks
    const order = parseWooOrder(storableCopy(json));
    const outcome = await applyOrder(ctx, order, readOrderSettings(settings));
    app.logger.info({ programId: ctx.program.id, order: order.id, topic, delivery: header(req, "x-wc-webhook-delivery-id"), outcome: outcome.status }, "WooCommerce order received");
    return answer(200, { ...outcome, order: order.id });
  } catch (err) {
    if (err instanceof AppError && err.status < 500) return refused(err);
    throw err;
  }
}

export const woocommerceHttpRoutes: HttpRoute[] = [{ method: "POST", path: WEBHOOK_PATH, readsBody: true, handle: receive }];
