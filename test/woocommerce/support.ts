// What the WooCommerce tests share: a program connected to WooCommerce with a webhook secret,
// the real sample order (fixtures/woocommerce-order.json, as WooCommerce's REST v3 shows it),
// and deliveries signed as WooCommerce signs them (base64 HMAC-SHA256 of the raw body).
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { TestServer } from "../helpers/server.js";
import { seed } from "../helpers/seed.js";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** a connect body's fields (snake_case, as POST /v1/integrations takes them) as the service takes them */
const camelTop = (v: Json) => Object.fromEntries(Object.entries(v).map(([k, x]) => [k.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()), x]));

export const ENCRYPTION_KEY = "q1mK4mV6c0p9H2x7Yt3r8Zb5Lw1Nd6Fs0Gj2Ue4Ia7o=";
export const SECRET = "wc-webhook-secret-0123456789";
export const env = { INTEGRATIONS_ENCRYPTION_KEY: ENCRYPTION_KEY };

const sample: Json = JSON.parse(readFileSync(join(import.meta.dirname, "fixtures/woocommerce-order.json"), "utf8"));

/** the real sample order (id 727, processing, 29.35 USD: 18.00 of items, 1.35 tax, 10.00 shipping), changed as given */
export function order(changes: Json = {}): Json {
  return { ...structuredClone(sample), ...changes };
}

export const sign = (body: string, secret = SECRET) => createHmac("sha256", secret).update(body).digest("base64");

export interface Delivery {
  topic?: string;
  secret?: string | null;
  /** the body as sent, when not the JSON of the order */
  raw?: string;
  headers?: Record<string, string>;
}

/** POST to the program's webhook URL as WooCommerce delivers an order */
export async function deliver(server: TestServer, programId: string, payload: Json | null, d: Delivery = {}) {
  const body = d.raw ?? JSON.stringify(payload);
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "user-agent": "WooCommerce/9.0.0 Hookshot (WordPress/6.5)",
    "x-wc-webhook-source": "https://shop.example/",
    "x-wc-webhook-topic": d.topic ?? "order.created",
    "x-wc-webhook-resource": "order",
    "x-wc-webhook-event": (d.topic ?? "order.created").split(".")[1] ?? "created",
    "x-wc-webhook-id": "12",
    "x-wc-webhook-delivery-id": String(Math.floor(Math.random() * 1e9)),
    ...(d.secret === null ? {} : { "x-wc-webhook-signature": sign(body, d.secret ?? SECRET) }),
    ...d.headers,
  };
  const res = await fetch(`${server.url}/v1/integrations/woocommerce/${encodeURIComponent(programId)}/webhook`, { method: "POST", headers, body });
  const text = await res.text();
  let parsed: Json | string = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed as Json };
}

/**
 * A program connected to WooCommerce (webhook secret, order settings as given), paying 10% on
 * sales, with partner p (key pk) unless the program is refer-a-friend.
 */
export async function shop(server: TestServer, opts: { type?: "Affiliate" | "Referral"; connect?: Json; settings?: Json } = {}) {
  const type = opts.type ?? "Affiliate";
  const settings = opts.settings ?? (type === "Affiliate" ? { commission: { sale: { type: "percent", value: 10 } } } : {});
  const s = await seed(server).program(type, { settings });
  await s.integration({ provider: "woocommerce", webhookSecret: SECRET, ...camelTop(opts.connect ?? {}) });
  if (type === "Affiliate") await s.partner({ email: "p@example.com", id: "pid", key: "pk" });
  const send = (payload: Json | null, d?: Delivery) => deliver(server, s.program.publicId, payload, d);
  const where = { programId: s.program.id };
  const sales = () => s.prisma.transaction.findMany({ where: { ...where, action: "sale" }, include: { rewards: true, customer: true, partner: true }, orderBy: { createdAt: "asc" } });
  const counts = async () => ({
    transactions: await s.prisma.transaction.count({ where }),
    rewards: await s.prisma.reward.count({ where }),
    customers: await s.prisma.customer.count({ where }),
  });
  return Object.assign(s, { send, sales, counts });
}
