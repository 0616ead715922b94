// beehiiv through its official client (@beehiiv/sdk), pointed elsewhere by its baseUrl option
// (a local fake in tests). Rally's fields are custom fields; a milestone's tag is a subscription
// tag; one subscription a request. beehiiv's webhooks carry no signature Rally can check: the
// URL carries the connection's secret.
import type { EspAdapter, EspChange, EspClient, EspMember } from "../esp.js";
import { EspError, FIELD_KEYS } from "../esp.js";
import { jsonBody, sameSecret } from "./webhook-auth.js";

interface BhSubscription {
  id: string;
  email: string;
  status?: string;
  custom_fields?: { name: string; value?: unknown }[];
}

function asEspError(err: unknown): never {
  const e = err as { statusCode?: number; body?: { errors?: { message?: string }[] }; message?: string; rawResponse?: { headers?: Headers } };
  const retry = Number(e.rawResponse?.headers?.get?.("retry-after"));
  throw new EspError(`beehiiv: ${e.body?.errors?.[0]?.message ?? e.message ?? String(err)}`, e.statusCode ?? 0, Number.isFinite(retry) && retry > 0 ? retry * 1000 : undefined);
}

const call = <T>(p: PromiseLike<T>): Promise<T> => Promise.resolve(p).catch(asEspError);

/** a subscriber Rally has and beehiiv lacks: nothing to write (Rally never adds anyone to the publication) */
function notThere(err: unknown): undefined {
  if (err instanceof EspError && err.status === 404) return undefined;
  throw err;
}

export function bhMember(s: BhSubscription): EspMember {
  const ref = s.custom_fields?.find((f) => f.name === FIELD_KEYS.ref)?.value;
  return { espId: s.id, email: s.email.toLowerCase(), name: "", subscribed: (s.status ?? "active") === "active", ref: typeof ref === "string" && ref.trim() ? ref.trim() : null };
}

const EVENTS: Record<string, EspChange["action"]> = {
  "subscription.created": "upsert",
  "subscription.confirmed": "upsert",
  "subscription.upgraded": "upsert",
  "subscription.downgraded": "upsert",
  "subscription.deleted": "unsubscribe",
  "subscription.unsubscribed": "unsubscribe",
};

export const beehiiv: EspAdapter = {
  // beehiiv allows 180 requests a minute per organisation
  requestsPerMinute: 150,

  async open(settings, secrets, config) {
    const { BeehiivClient } = await import("@beehiiv/sdk");
    const bh = new BeehiivClient({ token: secrets.apiKey, baseUrl: config.BEEHIIV_API_URL.replace(/\/$/, ""), timeoutInSeconds: config.PROVIDER_TIMEOUT_MS / 1000, maxRetries: 0 });
    const pub = settings.publicationId!;
    /* eslint-disable @typescript-eslint/no-explicit-any -- the client's request types are generated per endpoint; Rally sends what the API reference shows */
    const api = bh as any;
    const client: EspClient = {
      batchSize: 1,
      async test() {
        const res = await call<{ data: { name: string } }>(api.publications.show(pub));
        return res.data.name;
      },
      async ensureFields() {
        const have = new Set((await call<{ data: { display: string }[] }>(api.customFields.index(pub))).data.map((f) => f.display));
        for (const key of Object.values(FIELD_KEYS)) if (!have.has(key)) await call(api.customFields.create(pub, { kind: key === FIELD_KEYS.referralsCount ? "integer" : "string", display: key }));
      },
      async listPage(cursor) {
        const page = await call<{ data: BhSubscription[]; has_more?: boolean; next_cursor?: string | null }>(
          // the client sends only the keys its request type names: the expansion is "expand[]" (a plain "expand" is dropped, and with it the custom fields carrying the ref)
          api.subscriptions.index(pub, { limit: 100, "expand[]": ["custom_fields"], ...(cursor ? { cursor } : {}) }),
        );
        return { members: page.data.map(bhMember), next: page.has_more ? (page.next_cursor ?? null) : null };
      },
      async upsertFields(batch) {
        for (const f of batch)
          await call(
            api.subscriptions.updateByEmail(pub, f.email, {
              custom_fields: [
                { name: FIELD_KEYS.shareLink, value: f.shareLink },
                { name: FIELD_KEYS.portalLink, value: f.portalLink },
                { name: FIELD_KEYS.referralsCount, value: f.referralsCount },
              ],
            }),
          ).catch(notThere);
      },
      async addTag(member, tag) {
        // by the subscription's id: its own when it came from beehiiv, else found by address
        const id = member.espId.startsWith("sub_") ? member.espId : (await call<{ data: { id: string } }>(api.subscriptions.getByEmail(pub, member.email)).catch(notThere))?.data.id;
        if (id) await call(api.subscriptionTags.create(pub, id, { tags: [tag] })).catch(notThere);
      },
    };
    /* eslint-enable @typescript-eslint/no-explicit-any */
    return client;
  },

  verifyWebhook(req, secrets) {
    return sameSecret(req.token, secrets.webhookToken);
  },

  parseWebhook(req) {
    const body = jsonBody(req) as { event_type?: string; data?: BhSubscription } | undefined;
    const action = EVENTS[body?.event_type ?? ""];
    const s = body?.data;
    if (!action || !s?.email || !s.id) return [];
    return [{ action, member: bhMember(s) }];
  },
};
