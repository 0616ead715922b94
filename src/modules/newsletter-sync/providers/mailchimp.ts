// Mailchimp through its official client (@mailchimp/mailchimp_marketing), one client a
// connection (the package's default export is one shared instance, whose configuration another
// program's connection would overwrite). The audience is a list; Rally's fields are merge fields
// (tags of at most 10 characters); a milestone's tag is a member tag. Mailchimp does not sign
// its webhooks: the URL carries the connection's secret, and the body is form-encoded.
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import qs from "qs";
import type { EspAdapter, EspClient, EspMember, FieldValues } from "../esp.js";
import { EspError } from "../esp.js";
import { sameSecret } from "./webhook-auth.js";

/** Rally's merge fields: tag, name, type */
export const MERGE_FIELDS = [
  { tag: "RSHARE", name: "Referral share link", type: "url", value: (f: FieldValues) => f.shareLink },
  { tag: "RPORTAL", name: "Referral portal link", type: "url", value: (f: FieldValues) => f.portalLink },
  { tag: "RREFS", name: "Referral count", type: "number", value: (f: FieldValues) => f.referralsCount },
  { tag: "RREF", name: "Referred by", type: "text", value: () => undefined },
] as const;

/** Mailchimp's id of a member: the MD5 of its lower-cased email */
export const subscriberHash = (email: string) => createHash("md5").update(email.toLowerCase()).digest("hex");

interface McClient {
  basePath: string;
  timeout: number;
  setConfig(c: { apiKey: string; server: string }): void;
  ping: { get(): Promise<unknown> };
  lists: {
    getList(id: string, opts?: object): Promise<{ name: string }>;
    getListMergeFields(id: string, opts?: object): Promise<{ merge_fields: { tag: string }[] }>;
    addListMergeField(id: string, body: object): Promise<unknown>;
    getListMembersInfo(id: string, opts?: object): Promise<{ members: McMember[]; total_items: number }>;
    batchListMembers(id: string, body: object, opts?: object): Promise<{ errors?: { email_address: string; error: string }[]; error_count?: number }>;
    updateListMemberTags(id: string, hash: string, body: object): Promise<unknown>;
  };
}

interface McMember {
  id: string;
  email_address: string;
  full_name?: string;
  status: string;
  merge_fields?: Record<string, unknown>;
}

const require = createRequire(import.meta.url);

/** a client of its own, loaded on first use */
function newClient(): McClient {
  const ApiClient = require("@mailchimp/mailchimp_marketing/src/ApiClient.js") as new () => McClient;
  return new ApiClient();
}

/** superagent's error: the status, Mailchimp's problem document, Retry-After */
function asEspError(err: unknown): never {
  const e = err as { status?: number; response?: { body?: { title?: string; detail?: string }; headers?: Record<string, string> }; message?: string };
  const body = e.response?.body;
  const retry = Number(e.response?.headers?.["retry-after"]);
  const message = body?.detail ? `${body.title ?? "Error"}: ${body.detail}` : (e.message ?? String(err));
  throw new EspError(`Mailchimp: ${message}`, e.status ?? 0, Number.isFinite(retry) ? retry * 1000 : undefined);
}

const call = <T>(p: Promise<T>): Promise<T> => p.catch(asEspError);

const PAGE = 1000;

function memberOf(m: McMember): EspMember {
  const merges = m.merge_fields ?? {};
  const name = m.full_name || [merges.FNAME, merges.LNAME].filter((x) => typeof x === "string" && x).join(" ");
  const ref = typeof merges.RREF === "string" && merges.RREF.trim() ? merges.RREF.trim() : null;
  return { espId: m.id, email: m.email_address.toLowerCase(), name: String(name ?? ""), subscribed: m.status === "subscribed", ref };
}

export const mailchimp: EspAdapter = {
  // Mailchimp allows 10 simultaneous connections a key; one request at a time, well below
  requestsPerMinute: 600,

  async open(settings, secrets, config) {
    const client = newClient();
    const server = secrets.apiKey.slice(secrets.apiKey.lastIndexOf("-") + 1);
    client.setConfig({ apiKey: secrets.apiKey, server });
    if (config.MAILCHIMP_API_URL) client.basePath = `${config.MAILCHIMP_API_URL.replace(/\/$/, "")}/3.0`;
    client.timeout = config.PROVIDER_TIMEOUT_MS;
    const listId = settings.listId!;
    const esp: EspClient = {
      batchSize: 500,
      async test() {
        return (await call(client.lists.getList(listId, { fields: ["name"] }))).name;
      },
      async ensureFields() {
        const have = new Set((await call(client.lists.getListMergeFields(listId, { count: 100 }))).merge_fields.map((f) => f.tag));
        for (const f of MERGE_FIELDS) if (!have.has(f.tag)) await call(client.lists.addListMergeField(listId, { tag: f.tag, name: f.name, type: f.type, public: false }));
      },
      async listPage(cursor) {
        const offset = cursor ? Number(cursor) : 0;
        const page = await call(client.lists.getListMembersInfo(listId, { count: PAGE, offset }));
        const next = offset + page.members.length;
        return { members: page.members.map(memberOf), next: page.members.length === PAGE && next < page.total_items ? String(next) : null };
      },
      async upsertFields(batch) {
        const members = batch.map((f) => ({
          email_address: f.email,
          merge_fields: Object.fromEntries(MERGE_FIELDS.flatMap((m) => (m.value(f) === undefined ? [] : [[m.tag, m.value(f)]]))),
        }));
        // update_existing only: a subscriber Rally knows and Mailchimp does not is not added to the list
        const res = await call(client.lists.batchListMembers(listId, { members, update_existing: true }, { skipMergeValidation: true }));
        const failed = (res.errors ?? []).filter((e) => !/not (found|exist)/i.test(e.error));
        if (failed.length) throw new EspError(`Mailchimp: ${failed[0]!.email_address}: ${failed[0]!.error}`, 400);
      },
      async addTag(member, tag) {
        // a member Mailchimp lacks (404) gets no tag: Rally never adds anyone to the list
        await call(client.lists.updateListMemberTags(listId, subscriberHash(member.email), { tags: [{ name: tag, status: "active" }] })).catch((err: unknown) => {
          if (!(err instanceof EspError && err.status === 404)) throw err;
        });
      },
    };
    return esp;
  },

  verifyWebhook(req, secrets) {
    return sameSecret(req.token, secrets.webhookToken);
  },

  parseWebhook(req, settings) {
    const form = qs.parse(req.body.toString("utf8")) as { type?: string; data?: { id?: string; email?: string; list_id?: string; merges?: Record<string, string>; action?: string } };
    const d = form.data ?? {};
    // another audience's event (one Mailchimp account, several lists) is not this program's
    if (d.list_id && d.list_id !== settings.listId) return [];
    const email = (d.email ?? d.merges?.EMAIL ?? "").toLowerCase();
    // an address change (upemail) is not followed: the subscriber keeps the address Rally has
    if (!email || !form.type || !["subscribe", "profile", "unsubscribe", "cleaned"].includes(form.type)) return [];
    const merges = d.merges ?? {};
    const member: EspMember = {
      espId: subscriberHash(email),
      email,
      name: [merges.FNAME, merges.LNAME].filter(Boolean).join(" "),
      subscribed: form.type === "subscribe" || form.type === "profile",
      ref: merges.RREF?.trim() || null,
    };
    if (member.subscribed) return [{ action: "upsert", member }];
    // an unsubscribe whose action is delete: the member was deleted from the audience
    return [{ action: d.action === "delete" ? "delete" : "unsubscribe", member }];
  },
};
