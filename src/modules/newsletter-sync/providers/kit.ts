// Kit (formerly ConvertKit) over its v4 REST API with fetch: Kit publishes no Node client. The
// API key goes in X-Kit-Api-Key; Rally's fields are custom fields (their key follows the label);
// a milestone's tag is a Kit tag, created when missing. Kit's webhooks (one per event, set up with
// POST /v4/webhooks) carry no signature Rally can check: the URL carries the connection's
// secret, and the subscriber's state says whether it is subscribed.
import type { Config } from "../../../config.js";
import type { EspAdapter, EspClient, EspMember, FieldValues } from "../esp.js";
import { EspError, FIELD_KEYS } from "../esp.js";
import { jsonBody, sameSecret } from "./webhook-auth.js";

interface KitSubscriber {
  id: number | string;
  first_name?: string | null;
  email_address: string;
  state?: string;
  fields?: Record<string, unknown>;
}

/** a fetch to Kit; its error body is { errors: [...] } */
async function kitFetch<T>(config: Config, apiKey: string, method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${config.KIT_API_URL.replace(/\/$/, "")}${path}`, {
      method,
      headers: { "X-Kit-Api-Key": apiKey, accept: "application/json", ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(config.PROVIDER_TIMEOUT_MS),
    });
  } catch (err) {
    throw new EspError(`Kit: ${(err as Error).message}`, 0);
  }
  const text = await res.text();
  const json = text ? (JSON.parse(text) as T & { errors?: string[] }) : ({} as T & { errors?: string[] });
  if (!res.ok) {
    const retry = Number(res.headers.get("retry-after"));
    throw new EspError(`Kit: ${json.errors?.join(" ") || res.statusText || res.status}`, res.status, Number.isFinite(retry) && retry > 0 ? retry * 1000 : undefined);
  }
  return json;
}

export function kitMember(s: KitSubscriber): EspMember {
  const ref = s.fields?.[FIELD_KEYS.ref];
  return {
    espId: String(s.id),
    email: s.email_address.toLowerCase(),
    name: s.first_name ?? "",
    subscribed: (s.state ?? "active") === "active",
    ref: typeof ref === "string" && ref.trim() ? ref.trim() : null,
  };
}

const fieldsOf = (f: FieldValues) => ({ [FIELD_KEYS.shareLink]: f.shareLink, [FIELD_KEYS.portalLink]: f.portalLink, [FIELD_KEYS.referralsCount]: String(f.referralsCount) });

export const kit: EspAdapter = {
  // Kit allows 120 requests a minute per API key
  requestsPerMinute: 110,

  async open(_settings, secrets, config) {
    const api = <T>(method: string, path: string, body?: unknown) => kitFetch<T>(config, secrets.apiKey, method, path, body);
    const tagIds = new Map<string, number>();
    const findId = async (email: string) =>
      (await api<{ subscribers: KitSubscriber[] }>("GET", `/v4/subscribers?status=all&email_address=${encodeURIComponent(email)}`)).subscribers[0]?.id?.toString();
    const client: EspClient = {
      // one subscriber a request: v4's bulk endpoints are for OAuth apps only
      batchSize: 1,
      async test() {
        const me = await api<{ account?: { name?: string } }>("GET", "/v4/account");
        return me.account?.name ?? "Kit account";
      },
      async ensureFields() {
        const have = new Set((await api<{ custom_fields: { key: string }[] }>("GET", "/v4/custom_fields?per_page=1000")).custom_fields.map((f) => f.key));
        for (const key of Object.values(FIELD_KEYS)) if (!have.has(key)) await api("POST", "/v4/custom_fields", { label: key });
      },
      async listPage(cursor) {
        const page = await api<{ subscribers: KitSubscriber[]; pagination: { has_next_page: boolean; end_cursor: string | null } }>(
          "GET",
          `/v4/subscribers?status=all&include_total_count=false&per_page=1000${cursor ? `&after=${encodeURIComponent(cursor)}` : ""}`,
        );
        return { members: page.subscribers.map(kitMember), next: page.pagination.has_next_page ? page.pagination.end_cursor : null };
      },
      async upsertFields(batch) {
        // Kit's create upserts by address and would add anyone it lacks: update by Kit's id
        // instead, the subscriber's own when it came from Kit, else found by address
        for (const f of batch) {
          const id = /^\d+$/.test(f.espId) ? f.espId : await findId(f.email);
          if (id === undefined) continue;
          await api("PUT", `/v4/subscribers/${id}`, { fields: fieldsOf(f) }).catch(async (err: unknown) => {
            if (!(err instanceof EspError && err.status === 404) || id !== f.espId) throw err;
            // a numeric id Kit does not know (an identifier given through Rally's API): by address
            const found = await findId(f.email);
            if (found !== undefined) await api("PUT", `/v4/subscribers/${found}`, { fields: fieldsOf(f) });
          });
        }
      },
      async addTag(member, tag) {
        let id = tagIds.get(tag);
        if (id === undefined) {
          const tags = (await api<{ tags: { id: number; name: string }[] }>("GET", "/v4/tags?per_page=1000")).tags;
          id = tags.find((t) => t.name === tag)?.id ?? (await api<{ tag: { id: number } }>("POST", "/v4/tags", { name: tag })).tag.id;
          tagIds.set(tag, id);
        }
        // a subscriber Kit lacks (404) gets no tag
        await api("POST", `/v4/tags/${id}/subscribers`, { email_address: member.email }).catch((err: unknown) => {
          if (!(err instanceof EspError && err.status === 404)) throw err;
        });
      },
    };
    return client;
  },

  verifyWebhook(req, secrets) {
    return sameSecret(req.token, secrets.webhookToken);
  },

  parseWebhook(req) {
    const body = jsonBody(req) as { subscriber?: KitSubscriber } | undefined;
    const s = body?.subscriber;
    if (!s?.email_address || s.id === undefined) return [];
    const member = kitMember(s);
    return [{ action: member.subscribed ? "upsert" : "unsubscribe", member }];
  },
};
