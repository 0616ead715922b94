// MailerLite through its official client (@mailerlite/mailerlite-nodejs), whose base_path
// option points it elsewhere (a local fake in tests). Rally's fields are custom fields (their key
// follows the name); a milestone's tag is a group, created when missing; writes go through the
// batch endpoint (50 requests in one), and only to subscribers MailerLite already has: Rally
// never adds anyone to the publisher's list. MailerLite signs each webhook delivery: the Signature
// header is the HMAC-SHA256 of the body under the webhook's secret, checked when connected with
// it; the URL's secret is checked always.
import type MlClass from "@mailerlite/mailerlite-nodejs";
import type { EspAdapter, EspChange, EspClient, EspMember } from "../esp.js";
import { EspError, FIELD_KEYS } from "../esp.js";
import { hmacHex, header, jsonBody, sameSecret } from "./webhook-auth.js";

/** an inner request of a batch */
interface BatchRequest {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  body?: object;
}

interface MlSubscriber {
  id: string;
  email: string;
  status?: string;
  fields?: Record<string, unknown>;
}

function asEspError(err: unknown): never {
  const e = err as { response?: { status?: number; data?: { message?: string }; headers?: Record<string, string> }; message?: string };
  const retry = Number(e.response?.headers?.["retry-after"]);
  throw new EspError(`MailerLite: ${e.response?.data?.message ?? e.message ?? String(err)}`, e.response?.status ?? 0, Number.isFinite(retry) && retry > 0 ? retry * 1000 : undefined);
}

const call = <T>(p: Promise<{ data: T }>): Promise<T> => p.then((r) => r.data).catch(asEspError);

export function mlMember(s: MlSubscriber): EspMember {
  const f = s.fields ?? {};
  const name = [f.name, f.last_name].filter((x) => typeof x === "string" && x).join(" ");
  const ref = f[FIELD_KEYS.ref];
  return { espId: String(s.id), email: s.email.toLowerCase(), name, subscribed: (s.status ?? "active") === "active", ref: typeof ref === "string" && ref.trim() ? ref.trim() : null };
}

const EVENTS: Record<string, EspChange["action"]> = {
  "subscriber.created": "upsert",
  "subscriber.updated": "upsert",
  "subscriber.added_to_group": "upsert",
  "subscriber.unsubscribed": "unsubscribe",
  "subscriber.bounced": "unsubscribe",
  "subscriber.spam_reported": "unsubscribe",
  "subscriber.deleted": "delete",
};

export const mailerlite: EspAdapter = {
  // MailerLite allows 120 requests a minute
  requestsPerMinute: 110,

  async open(settings, secrets, config) {
    // a CommonJS module whose export is { default: MailerLite }: Node's import() wraps it once more
    const mod = (await import("@mailerlite/mailerlite-nodejs")) as unknown as { default: { default?: typeof MlClass } & typeof MlClass };
    const MailerLite = mod.default.default ?? mod.default;
    const ml = new MailerLite({ api_key: secrets.apiKey, base_path: config.MAILERLITE_API_URL.replace(/\/$/, "") } as { api_key: string });
    const groupIds = new Map<string, string>();
    const groupId = settings.groupId;
    /** one batch request (at most 50 inner requests); an inner answer of 400 or more fails it, but for the `allowed` status */
    const send = async (requests: BatchRequest[], allowed?: number) => {
      // the client's type wants a body on every inner request; MailerLite takes a GET without one
      const res = (await call(ml.batches.send({ requests: requests as Parameters<typeof ml.batches.send>[0]["requests"] }))) as { responses?: { code: number; body?: unknown }[] };
      const responses = res.responses ?? [];
      const failed = responses.find((r) => r.code >= 400 && r.code !== allowed);
      if (failed) throw new EspError(`MailerLite: ${(failed.body as { message?: string } | undefined)?.message ?? `batch request answered ${failed.code}`}`, failed.code);
      return responses;
    };
    const client: EspClient = {
      batchSize: 50,
      async test() {
        if (groupId) return (await call(ml.groups.get({ filter: {}, limit: 100, sort: "name" })) as { data: { id: string; name: string }[] }).data.find((g) => g.id === groupId)?.name ?? `group ${groupId}`;
        await call(ml.subscribers.get({ limit: 1 }));
        return "all subscribers";
      },
      async ensureFields() {
        const have = new Set(((await call(ml.fields.get({ limit: 100 }))) as { data: { key: string }[] }).data.map((f) => f.key));
        for (const key of Object.values(FIELD_KEYS)) if (!have.has(key)) await call(ml.fields.create({ name: key, type: key === FIELD_KEYS.referralsCount ? "number" : "text" }));
      },
      async listPage(cursor) {
        // 100 a page: the most every account accepts (some document 1000, others 100)
        const params = { limit: 100, ...(cursor ? { cursor } : {}) };
        const page = (await call<unknown>(groupId ? ml.groups.getSubscribers(groupId, params) : ml.subscribers.get(params))) as { data: MlSubscriber[]; meta: { next_cursor?: string | null } };
        return { members: page.data.map(mlMember), next: page.meta.next_cursor ?? null };
      },
      async upsertFields(batch) {
        // MailerLite's create-or-update would add anyone it lacks to the list: ask who it has
        // first (one batch of reads), then update those by id (one batch of writes)
        const found = await send(batch.map((f) => ({ method: "GET", path: `api/subscribers/${encodeURIComponent(f.email)}` })), 404);
        const updates = batch.flatMap((f, i): BatchRequest[] => {
          const id = (found[i]?.body as { data?: { id?: string } } | undefined)?.data?.id;
          return found[i]?.code === 200 && id ? [{ method: "PUT", path: `api/subscribers/${id}`, body: { fields: { [FIELD_KEYS.shareLink]: f.shareLink, [FIELD_KEYS.portalLink]: f.portalLink, [FIELD_KEYS.referralsCount]: f.referralsCount } } }] : [];
        });
        if (updates.length) await send(updates);
      },
      async addTag(member, tag) {
        // by the subscriber's MailerLite id, found by email: one Rally has and MailerLite lacks gets no group
        const sub = await call(ml.subscribers.find(member.email)).catch((err: unknown) => {
          if (err instanceof EspError && err.status === 404) return undefined;
          throw err;
        });
        const subscriberId = (sub as { data?: { id?: string } } | undefined)?.data?.id;
        if (!subscriberId) return;
        let id = groupIds.get(tag);
        if (!id) {
          const found = ((await call(ml.groups.get({ filter: { name: tag }, limit: 25, sort: "name" }))) as { data: { id: string; name: string }[] }).data.find((g) => g.name === tag);
          id = found?.id ?? ((await call(ml.groups.create({ name: tag }))) as { data: { id: string } }).data.id;
          groupIds.set(tag, id);
        }
        await call(ml.groups.assignSubscriber(subscriberId, id));
      },
    };
    return client;
  },

  verifyWebhook(req, secrets) {
    if (!sameSecret(req.token, secrets.webhookToken)) return false;
    if (!secrets.signingSecret) return true;
    return sameSecret(header(req, "signature"), hmacHex(secrets.signingSecret, req.body));
  },

  parseWebhook(req, settings) {
    const body = jsonBody(req) as Record<string, unknown> | undefined;
    if (!body) return [];
    // one event, or several batched as { events: [...] }
    const events = Array.isArray(body.events) ? (body.events as Record<string, unknown>[]) : [body];
    const changes: EspChange[] = [];
    for (const e of events) {
      const action = EVENTS[String(e.type ?? e.event ?? "")];
      const s = (e.subscriber ?? e.data ?? e) as MlSubscriber;
      if (!action || !s?.email || !s.id) continue;
      // a group program follows its group's additions only
      if (settings.groupId && String(e.type ?? e.event) === "subscriber.added_to_group" && (e.group as { id?: string } | undefined)?.id !== settings.groupId) continue;
      changes.push({ action, member: mlMember(s) });
    }
    return changes;
  },
};
