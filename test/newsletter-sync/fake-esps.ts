// Local fakes of MailerLite's, Kit's and beehiiv's APIs (integrations/fakes.ts's server), one
// store shared by the three, each answering in its service's own paths and shapes as its
// official client or API reference sends and expects them:
// - MailerLite (connect.mailerlite.com, through @mailerlite/mailerlite-nodejs): Bearer key;
//   /api/fields, /api/groups (filter[name]), /api/subscribers and /api/groups/{id}/subscribers
//   paged by limit and cursor (meta.next_cursor), GET /api/subscribers/{id or email}, PUT
//   /api/subscribers/{id}, POST /api/subscribers/{id}/groups/{id}, and
//   POST /api/batch (at most 50 requests, each { method, path: "api/…", body }); errors { message }.
// - Kit (api.kit.com v4, fetch): X-Kit-Api-Key; /v4/account, /v4/custom_fields ({ label }, the
//   key follows it), /v4/subscribers paged by per_page (at most 1000) and after (pagination
//   .end_cursor), active only unless status=all, filtered by email_address, POST /v4/subscribers
//   upserting by email, PUT /v4/subscribers/{id},
//   /v4/tags and POST /v4/tags/{id}/subscribers; errors { errors: [...] }.
// - beehiiv (api.beehiiv.com/v2, through @beehiiv/sdk): Bearer key; /publications/{id},
//   /custom_fields ({ kind, display }), /subscriptions paged by limit (1 to 100) and cursor
//   (has_more, next_cursor) whose custom_fields come only with expand[]=custom_fields, GET and PUT
//   /subscriptions/by_email/{email}, POST /subscriptions/{id}/tags; errors { errors: [{ message }] }.
// A field value whose key the service does not have is dropped, as the services drop it.
// `failWith` makes every write answer 429 (Retry-After: 1) or 500; `failListFrom` makes the
// listing answer 500 from that position on (a sync stopped half way).
import type { IncomingHttpHeaders } from "node:http";
import { fakeServer, type Received, type Reply } from "../integrations/fakes.js";

export type EspName = "mailerlite" | "kit" | "beehiiv";

export interface FakeSub {
  id: string;
  email: string;
  name: string;
  state: "active" | "unsubscribed";
  /** custom field values by key (beehiiv: by display name) */
  fields: Record<string, unknown>;
}

export interface FakeEsp {
  service: EspName;
  url: string;
  apiKey: string;
  /** beehiiv's publication id */
  publicationId: string;
  members: FakeSub[];
  /** the custom fields the account has: key and type as the service names them */
  fields: { key: string; type: string }[];
  /** the field values written, by email (the last write wins) */
  written: Map<string, Record<string, unknown>>;
  /** the account's tags (MailerLite: groups) and who has each */
  labels: { id: string; name: string; members: Set<string> }[];
  /** tags (MailerLite: groups) added to subscribers */
  tags: { email: string; tag: string }[];
  requests: Received[];
  /** the positions the listing was asked for, in order */
  listedFrom: number[];
  failWith: 0 | 429 | 500;
  failListFrom: number | null;
  /** a subscriber as the service would list it, with a ref in Rally's ref field */
  add(email: string, opts?: { ref?: string; name?: string; state?: FakeSub["state"] }): FakeSub;
  close(): Promise<void>;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- request bodies as the services take them */
interface Wire {
  keyOf(headers: IncomingHttpHeaders): string | undefined;
  error(status: number, message: string): Reply;
  unauthorized: string;
  newId(n: number): string;
  route(fake: FakeEsp, method: string, path: string, q: URLSearchParams, body: any): Reply;
}

const bearer = (h: IncomingHttpHeaders) => /^Bearer (.+)$/.exec(h.authorization ?? "")?.[1];
const cursorOf = (offset: number) => Buffer.from(JSON.stringify([offset])).toString("base64");
const offsetOf = (cursor: string | null) => (cursor ? (JSON.parse(Buffer.from(cursor, "base64").toString()) as number[])[0]! : 0);
const ok = (body: unknown, status = 200): Reply => ({ status, body });
const unprocessable = (body: unknown): Reply => ({ status: 422, body });

/** one page of the list from the cursor; a 500 from failListFrom on */
function page<T>(fake: FakeEsp, wire: Wire, items: T[], cursor: string | null, limit: number): Reply | { items: T[]; next: string | null } {
  const offset = offsetOf(cursor);
  fake.listedFrom.push(offset);
  if (fake.failListFrom !== null && offset >= fake.failListFrom) return wire.error(500, "Server Error");
  const next = offset + limit < items.length ? cursorOf(offset + limit) : null;
  return { items: items.slice(offset, offset + limit), next };
}
const isReply = (x: object): x is Reply => "status" in x;

/** the values of fields the account has; the rest dropped */
function writeFields(fake: FakeEsp, sub: FakeSub, values: Record<string, unknown>) {
  const known = Object.fromEntries(Object.entries(values).filter(([k]) => fake.fields.some((f) => f.key === k)));
  Object.assign(sub.fields, known);
  fake.written.set(sub.email, { ...(fake.written.get(sub.email) ?? {}), ...known });
}

const byEmail = (fake: FakeEsp, email: string) => fake.members.find((m) => m.email === email.toLowerCase());

// ---- MailerLite ----
const mlSubscriber = (m: FakeSub) => ({
  id: m.id,
  email: m.email,
  status: m.state,
  source: "api",
  subscribed_at: "2021-08-31 14:22:08",
  fields: { name: m.name || null, last_name: null, ...m.fields },
  opted_in_at: null,
});

const mailerlite: Wire = {
  keyOf: bearer,
  unauthorized: "Unauthenticated.",
  error: (status, message) => ({ status, body: { message } }),
  newId: (n) => String(31897397363737859n + BigInt(n)),
  route(fake, method, path, q, body) {
    const list = (items: FakeSub[]) => {
      const limit = Number(q.get("limit") ?? 25);
      if (limit > 100) return unprocessable({ message: "The limit may not be greater than 100.", errors: { limit: ["The limit may not be greater than 100."] } });
      const status = q.get("filter[status]");
      const p = page(fake, this, status ? items.filter((m) => m.state === status) : items, q.get("cursor"), limit);
      if (isReply(p)) return p;
      return ok({ data: p.items.map(mlSubscriber), links: { first: null, last: null, prev: null, next: p.next && `${fake.url}${path}?cursor=${p.next}` }, meta: { path, per_page: limit, next_cursor: p.next, prev_cursor: null } });
    };
    if (method === "GET" && path === "/api/subscribers") return list(fake.members);
    if (method === "POST" && path === "/api/subscribers") {
      if (!body?.email) return unprocessable({ message: "The email field is required.", errors: { email: ["The email field is required."] } });
      const existing = byEmail(fake, body.email);
      const sub = existing ?? fake.add(body.email);
      writeFields(fake, sub, body.fields ?? {});
      return ok({ data: mlSubscriber(sub) }, existing ? 200 : 201);
    }
    if (method === "GET" && path === "/api/fields") return ok({ data: fake.fields.map((f, i) => ({ id: String(i + 1), name: f.key, key: f.key, type: f.type })), links: {}, meta: { current_page: 1, total: fake.fields.length } });
    if (method === "POST" && path === "/api/fields") {
      if (!["text", "number", "date"].includes(body?.type)) return unprocessable({ message: "The selected type is invalid." });
      const key = String(body.name).toLowerCase().replace(/[^a-z0-9]+/g, "_");
      fake.fields.push({ key, type: body.type });
      return ok({ data: { id: String(fake.fields.length), name: body.name, key, type: body.type } }, 201);
    }
    if (method === "GET" && path === "/api/groups") {
      const name = q.get("filter[name]");
      return ok({ data: fake.labels.filter((g) => !name || g.name.includes(name)).map((g) => ({ id: g.id, name: g.name, active_count: g.members.size })), links: {}, meta: {} });
    }
    if (method === "POST" && path === "/api/groups") {
      const g = { id: String(42000000000000000 + fake.labels.length), name: String(body?.name), members: new Set<string>() };
      fake.labels.push(g);
      return ok({ data: { id: g.id, name: g.name, active_count: 0 } }, 201);
    }
    const one = /^\/api\/subscribers\/([^/]+)$/.exec(path);
    if (one) {
      // by id or, for reads, by email
      const key = decodeURIComponent(one[1]!);
      const sub = fake.members.find((m) => m.id === key) ?? (method === "GET" ? byEmail(fake, key) : undefined);
      if (!sub) return this.error(404, "Resource not found.");
      if (method === "GET") return ok({ data: mlSubscriber(sub) });
      if (method === "PUT") {
        writeFields(fake, sub, body?.fields ?? {});
        return ok({ data: mlSubscriber(sub) });
      }
    }
    const groupSubs = /^\/api\/groups\/(\d+)\/subscribers$/.exec(path);
    if (method === "GET" && groupSubs) {
      const g = fake.labels.find((x) => x.id === groupSubs[1]);
      return g ? list(fake.members.filter((m) => g.members.has(m.id))) : this.error(404, "Resource not found.");
    }
    const assign = /^\/api\/subscribers\/(\d+)\/groups\/(\d+)$/.exec(path);
    if (method === "POST" && assign) {
      const sub = fake.members.find((m) => m.id === assign[1]);
      const g = fake.labels.find((x) => x.id === assign[2]);
      if (!sub || !g) return this.error(404, "Resource not found.");
      g.members.add(sub.id);
      fake.tags.push({ email: sub.email, tag: g.name });
      return ok({ data: { id: g.id, name: g.name } });
    }
    if (method === "POST" && path === "/api/batch") {
      const requests = body?.requests as { method: string; path: string; body?: unknown }[];
      if (!Array.isArray(requests) || requests.length > 50) return unprocessable({ message: "The requests may not have more than 50 items." });
      const responses = requests.map((r) => {
        const inner = this.route(fake, r.method.toUpperCase(), `/${r.path.replace(/^\//, "")}`, new URLSearchParams(), r.body);
        return { code: inner.status, body: inner.body };
      });
      const failed = responses.filter((r) => r.code >= 400).length;
      return ok({ total: responses.length, successful: responses.length - failed, failed, responses });
    }
    return this.error(404, `No ${method} ${path}`);
  },
};

// ---- Kit ----
const kitSubscriber = (m: FakeSub) => ({ id: Number(m.id), first_name: m.name || null, email_address: m.email, state: m.state === "active" ? "active" : "cancelled", created_at: "2023-01-27T11:43:55Z", fields: m.fields });

const kit: Wire = {
  keyOf: (h) => (Array.isArray(h["x-kit-api-key"]) ? h["x-kit-api-key"][0] : h["x-kit-api-key"]),
  unauthorized: "The access token is invalid",
  error: (status, message) => ({ status, body: { errors: [message] } }),
  newId: (n) => String(16479 + n),
  route(fake, method, path, q, body) {
    if (method === "GET" && path === "/v4/account") return ok({ user: { email: "owner@example.com" }, account: { id: 5, name: "Weekly Digest", plan_type: "creator", primary_email_address: "owner@example.com" } });
    if (method === "GET" && path === "/v4/custom_fields")
      return ok({ custom_fields: fake.fields.map((f, i) => ({ id: i + 1, name: `ck_field_${i + 1}_${f.key}`, key: f.key, label: f.key })), pagination: { has_previous_page: false, has_next_page: false, start_cursor: null, end_cursor: null, per_page: 500 } });
    if (method === "POST" && path === "/v4/custom_fields") {
      const key = String(body?.label ?? "").toLowerCase().replace(/[^a-z0-9]+/g, "_");
      if (!key) return unprocessable({ errors: ["Label can't be blank"] });
      if (fake.fields.some((f) => f.key === key)) return unprocessable({ errors: ["Label has already been taken"] });
      fake.fields.push({ key, type: "text" });
      return ok({ custom_field: { id: fake.fields.length, name: `ck_field_${fake.fields.length}_${key}`, key, label: body.label } }, 201);
    }
    if (method === "GET" && path === "/v4/subscribers") {
      const perPage = Number(q.get("per_page") ?? 500);
      if (perPage > 1000) return unprocessable({ errors: ["Per page must be less than or equal to 1000"] });
      const status = q.get("status") ?? "active";
      const address = q.get("email_address");
      const items = (status === "all" ? fake.members : fake.members.filter((m) => kitSubscriber(m).state === status)).filter((m) => !address || m.email === address.toLowerCase());
      const p = page(fake, this, items, q.get("after"), perPage);
      if (isReply(p)) return p;
      return ok({ subscribers: p.items.map(kitSubscriber), pagination: { has_previous_page: q.has("after"), has_next_page: p.next !== null, start_cursor: q.get("after"), end_cursor: p.next, per_page: perPage } });
    }
    if (method === "POST" && path === "/v4/subscribers") {
      if (!body?.email_address) return unprocessable({ errors: ["Email address can't be blank"] });
      const existing = byEmail(fake, body.email_address);
      const sub = existing ?? fake.add(body.email_address, { name: body.first_name ?? "" });
      writeFields(fake, sub, body.fields ?? {});
      return ok({ subscriber: kitSubscriber(sub) }, existing ? 200 : 201);
    }
    const kitOne = /^\/v4\/subscribers\/(\d+)$/.exec(path);
    if (method === "PUT" && kitOne) {
      const sub = fake.members.find((m) => m.id === kitOne[1]);
      if (!sub) return this.error(404, "Not Found");
      writeFields(fake, sub, body?.fields ?? {});
      return ok({ subscriber: kitSubscriber(sub) });
    }
    const kitTag = (t: FakeEsp["labels"][number]) => ({ id: Number(t.id), name: t.name, created_at: "2023-02-17T11:43:55Z" });
    if (method === "GET" && path === "/v4/tags") return ok({ tags: fake.labels.map(kitTag), pagination: { has_next_page: false, end_cursor: null } });
    if (method === "POST" && path === "/v4/tags") {
      const found = fake.labels.find((t) => t.name === body?.name);
      const tag = found ?? { id: String(fake.labels.length + 1), name: String(body?.name), members: new Set<string>() };
      if (!found) fake.labels.push(tag);
      return ok({ tag: kitTag(tag) }, found ? 200 : 201);
    }
    const tagSub = /^\/v4\/tags\/(\d+)\/subscribers$/.exec(path);
    if (method === "POST" && tagSub) {
      const tag = fake.labels.find((t) => t.id === tagSub[1]);
      const sub = byEmail(fake, body?.email_address ?? "");
      if (!tag || !sub) return this.error(404, "Not Found");
      tag.members.add(sub.id);
      fake.tags.push({ email: sub.email, tag: tag.name });
      return ok({ subscriber: { ...kitSubscriber(sub), tagged_at: "2023-02-17T11:43:55Z" } }, 201);
    }
    return this.error(404, "Not Found");
  },
};

// ---- beehiiv ----
const bhSubscription = (m: FakeSub, expand: string[]) => ({
  id: m.id,
  email: m.email,
  status: m.state === "active" ? "active" : "inactive",
  created: 1666800076,
  subscription_tier: "free",
  subscription_premium_tier_names: [],
  utm_source: "",
  utm_medium: "",
  utm_channel: "",
  utm_campaign: "",
  referring_site: "",
  referral_code: "ABC123",
  ...(expand.includes("custom_fields") ? { custom_fields: Object.entries(m.fields).map(([name, value]) => ({ name, kind: typeof value === "number" ? "integer" : "string", value })) } : {}),
});

const beehiiv: Wire = {
  keyOf: bearer,
  unauthorized: "Invalid API key",
  error: (status, message) => ({ status, body: { status, statusText: message, errors: [{ message, code: String(status) }] } }),
  newId: (n) => `sub_00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  route(fake, method, path, q, body) {
    const pub = `/v2/publications/${fake.publicationId}`;
    if (!path.startsWith(pub)) return this.error(404, "Publication not found");
    const rest = path.slice(pub.length);
    if (method === "GET" && rest === "") return ok({ data: { id: fake.publicationId, name: "Weekly Digest", organization_name: "Digest Inc", referral_program_enabled: false, created: 1666800076 } });
    if (method === "GET" && rest === "/custom_fields") return ok({ data: fake.fields.map((f, i) => ({ id: `cf_${i + 1}`, kind: f.type, display: f.key, created: 1666800076 })), limit: 10, page: 1, total_results: fake.fields.length, total_pages: 1 });
    if (method === "POST" && rest === "/custom_fields") {
      if (!["string", "integer", "boolean", "date", "datetime", "list", "double"].includes(body?.kind) || !body?.display) return this.error(400, "Invalid custom field");
      fake.fields.push({ key: body.display, type: body.kind });
      return ok({ data: { id: `cf_${fake.fields.length}`, kind: body.kind, display: body.display, created: 1666800076 } });
    }
    if (method === "GET" && rest === "/subscriptions") {
      const limit = Number(q.get("limit") ?? 10);
      if (!(limit >= 1 && limit <= 100)) return this.error(400, "limit must be between 1 and 100");
      const p = page(fake, this, fake.members, q.get("cursor"), limit);
      if (isReply(p)) return p;
      return ok({ data: p.items.map((m) => bhSubscription(m, q.getAll("expand[]"))), limit, has_more: p.next !== null, next_cursor: p.next ?? undefined, total_results: fake.members.length });
    }
    const byMail = /^\/subscriptions\/by_email\/([^/]+)$/.exec(rest);
    if (method === "GET" && byMail) {
      const sub = byEmail(fake, decodeURIComponent(byMail[1]!));
      return sub ? ok({ data: bhSubscription(sub, []) }) : this.error(404, "Subscription not found");
    }
    if (method === "PUT" && byMail) {
      const sub = byEmail(fake, decodeURIComponent(byMail[1]!));
      if (!sub) return this.error(404, "Subscription not found");
      writeFields(fake, sub, Object.fromEntries(((body?.custom_fields ?? []) as { name: string; value: unknown }[]).map((f) => [f.name, f.value])));
      return ok({ data: bhSubscription(sub, ["custom_fields"]) });
    }
    const tags = /^\/subscriptions\/([^/]+)\/tags$/.exec(rest);
    if (method === "POST" && tags) {
      const sub = fake.members.find((m) => m.id === tags[1]);
      if (!sub) return this.error(404, "Subscription not found");
      for (const tag of (body?.tags ?? []) as string[]) fake.tags.push({ email: sub.email, tag });
      return ok({ data: bhSubscription(sub, []) }, 201);
    }
    return this.error(404, `No ${method} ${path}`);
  },
};
/* eslint-enable @typescript-eslint/no-explicit-any */

const WIRES: Record<EspName, Wire> = { mailerlite, kit, beehiiv };

export async function fakeEsp(service: EspName, apiKey = `${service}-key-0123456789abcdef`): Promise<FakeEsp> {
  const wire = WIRES[service];
  let made = 0;
  const fake: FakeEsp = {
    service,
    url: "",
    apiKey,
    publicationId: "pub_00000000-0000-0000-0000-000000000000",
    members: [],
    fields: [],
    written: new Map(),
    labels: [],
    tags: [],
    requests: [],
    listedFrom: [],
    failWith: 0,
    failListFrom: null,
    add(email, opts = {}) {
      const sub: FakeSub = { id: wire.newId(made++), email: email.toLowerCase(), name: opts.name ?? "", state: opts.state ?? "active", fields: opts.ref ? { rally_ref: opts.ref } : {} };
      fake.members.push(sub);
      return sub;
    },
    close: async () => {},
  };
  const server = await fakeServer((r) => {
    if (wire.keyOf(r.headers) !== fake.apiKey) return wire.error(401, wire.unauthorized);
    if (r.method !== "GET" && fake.failWith === 429) return { ...wire.error(429, "Too Many Requests"), headers: { "retry-after": "1" } };
    if (r.method !== "GET" && fake.failWith === 500) return wire.error(500, "Internal Server Error");
    return wire.route(fake, r.method, r.path, r.query, r.body);
  });
  fake.requests = server.received;
  // beehiiv's base URL carries its version, as the client's default does
  fake.url = service === "beehiiv" ? `${server.url}/v2` : server.url;
  fake.close = server.close;
  return fake;
}
