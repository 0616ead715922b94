// A newsletter program connected to Kit (a local fake of its v4 REST API): the shared suite
// (esp-suite.ts), with 3,000 subscribers synced in pages of 1000 (Kit's largest). Kit's
// webhooks carry the subscriber ({ subscriber: … }); its state says subscribed or not.
// @database-independent: runs in the PostgreSQL pass only (the service's protocol against its local
// fake; the sync engine under it runs on both databases in mailchimp.test.ts)
import { describeEsp, fixture, rallyFields } from "./esp-suite.js";

describeEsp({
  service: "kit",
  name: "Kit",
  env: "KIT_API_URL",
  extra: () => ({}),
  fields: rallyFields("text", "text"),
  refusal: "The access token is invalid",
  audience: "Weekly Digest",
  names: true,
  syncSize: 3000,
  pageSize: 1000,
  delivery(kind, m) {
    const sample = JSON.parse(fixture("kit-subscriber.json"));
    const subscriber = { ...sample.subscriber, id: Number(m.id), first_name: m.name, email_address: m.email, state: kind === "signUp" ? "active" : "cancelled", fields: m.fields };
    return { body: JSON.stringify({ subscriber }) };
  },
});
