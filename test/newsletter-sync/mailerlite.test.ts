// A newsletter program connected to MailerLite (a local fake of its API, driven through its
// official client, @mailerlite/mailerlite-nodejs): the shared suite (esp-suite.ts), with 1,000
// subscribers synced in pages of 100 and each webhook delivery signed with the Signature
// header (HMAC-SHA256 of the body under the webhook's signing secret), as MailerLite signs it.
// @database-independent: runs in the PostgreSQL pass only (the service's protocol against its local
// fake; the sync engine under it runs on both databases in mailchimp.test.ts)
import { createHmac } from "node:crypto";
import { describeEsp, fixture, rallyFields, type Delivery } from "./esp-suite.js";
import type { FakeSub } from "./fake-esps.js";

const SIGNING_SECRET = "ybmcD7PQ9R-signing";
const sign = (body: string, secret = SIGNING_SECRET): Delivery => ({ body, headers: { signature: createHmac("sha256", secret).update(body).digest("hex") } });

function payload(m: FakeSub, event: string) {
  const sample = JSON.parse(fixture("mailerlite-subscriber-created.json"));
  return JSON.stringify({ ...sample, id: m.id, email: m.email, status: m.state, fields: { ...sample.fields, name: m.name, last_name: null, rally_ref: m.fields.rally_ref ?? null }, event });
}

describeEsp({
  service: "mailerlite",
  name: "MailerLite",
  env: "MAILERLITE_API_URL",
  extra: () => ({ signingSecret: SIGNING_SECRET }),
  fields: rallyFields("text", "number"),
  refusal: "Unauthenticated.",
  audience: "all subscribers",
  names: true,
  syncSize: 1000,
  pageSize: 100,
  delivery: (kind, m) => sign(payload(m, kind === "signUp" ? "subscriber.created" : "subscriber.unsubscribed")),
  forged(m) {
    const body = payload(m, "subscriber.created");
    const signed = sign(body);
    return [
      { body },
      sign(body, "another-secret"),
      // the body changed after signing (another referrer)
      { body: body.replace(/"rally_ref":[^,}]+/, '"rally_ref":"someone-else"'), headers: signed.headers },
    ];
  },
});
