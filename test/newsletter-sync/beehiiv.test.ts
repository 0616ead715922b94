// A newsletter program connected to beehiiv (a local fake of its v2 API, driven through its
// official client, @beehiiv/sdk): the shared suite (esp-suite.ts), with 300 subscribers synced
// in pages of 100 (beehiiv's largest). beehiiv's webhooks carry the subscription with its
// custom fields ({ event_type, data: { …, custom_fields } }).
// @database-independent: runs in the PostgreSQL pass only (the service's protocol against its local
// fake; the sync engine under it runs on both databases in mailchimp.test.ts)
import { describeEsp, fixture, rallyFields } from "./esp-suite.js";

describeEsp({
  service: "beehiiv",
  name: "beehiiv",
  env: "BEEHIIV_API_URL",
  extra: (fake) => ({ publicationId: fake.publicationId }),
  fields: rallyFields("string", "integer"),
  refusal: "Invalid API key",
  audience: "Weekly Digest",
  names: false,
  syncSize: 300,
  pageSize: 100,
  delivery(kind, m) {
    const sample = JSON.parse(fixture("beehiiv-subscription-created.json"));
    const data = { ...sample.data, id: m.id, email: m.email, status: kind === "signUp" ? "active" : "inactive", custom_fields: Object.entries(m.fields).map(([name, value]) => ({ name, kind: "string", value })), tags: [] };
    return { body: JSON.stringify({ ...sample, event_type: kind === "signUp" ? "subscription.created" : "subscription.deleted", data }) };
  },
});
