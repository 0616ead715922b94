// The GraphQL API as a normalizing client uses it: urql with Graphcache and no `keys` entry
// (every record it meets is keyed by its global id), through the flows a console runs: a
// list and its next page, an edit refused with a userError, an edit that lands, a delete, and
// a live event over graphql-ws whose record updates what the cache holds; and a partner's
// figures and chart over two ranges, each cached under its own arguments.
// Graphcache reports an object it cannot key through its logger; the test holds it silent, but
// for the value objects it embeds in their record (README, "The GraphQL API").
// @database-independent: runs in the PostgreSQL pass only (the GraphQL surface over services whose
// statements the REST files run on both databases)
import { Client, fetchExchange, gql, subscriptionExchange } from "@urql/core";
import { pipe, subscribe } from "wonka";
import { cacheExchange } from "@urql/exchange-graphcache";
import { readFileSync } from "node:fs";
import { buildSchema, introspectionFromSchema, isObjectType } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers/server.js";
import { seed } from "./helpers/seed.js";
import { wsClient } from "./helpers/streams.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
const opened: (() => void)[] = [];
afterAll(async () => {
  opened.forEach((close) => close());
  await server.close();
});

const PARTNERS = gql`
  query ConsolePartners($first: Int, $after: String) {
    partners(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node { id externalId name email status referralLinks { id key url } } }
    }
  }
`;

const UPDATE = gql`
  mutation ConsoleRename($input: PartnerUpdateInput!) {
    partnerUpdate(input: $input) {
      partner { id name email }
      userErrors { field message code }
    }
  }
`;

const DELETE = gql`
  mutation ConsoleDelete($input: PartnerDeleteInput!) {
    partnerDelete(input: $input) { deletedId userErrors { code } }
  }
`;

const LIVE = gql`
  subscription ConsoleLive {
    events(types: [PARTNER_UPDATED]) { id type node { id ... on Partner { name } } }
  }
`;

function consoleClient(key: string) {
  const logged: string[] = [];
  const ws = wsClient(server, key);
  opened.push(() => void ws.dispose());
  const client = new Client({
    url: `${server.url}/graphql`,
    fetchOptions: { headers: { authorization: `Bearer ${key}` } },
    exchanges: [
      cacheExchange({
        // the schema, as codegen gives it to a frontend: Graphcache then matches a union's fragments by it, not by guessing
        schema: introspectionFromSchema(SCHEMA),
        logger: (severity, message) => severity !== "debug" && logged.push(`${severity}: ${message}`),
        // the one thing a normalized cache cannot know by itself: what a delete removed
        updates: {
          Mutation: {
            partnerDelete: (result: { partnerDelete?: { deletedId?: string | null } }, _args, cache) => {
              const id = result.partnerDelete?.deletedId;
              if (id) cache.invalidate({ __typename: "Partner", id });
            },
          },
        },
      }),
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe: (sink) => ({ unsubscribe: ws.subscribe({ ...request, query: request.query ?? "" }, sink) }),
        }),
      }),
    ],
  });
  return { client, logged };
}

// value objects under records and under the program: settings, Money figures, a union member
const SETTINGS = gql`
  query ConsoleSettings($id: ID!) {
    program {
      program { id name currency }
      programSettings { cookieLifetime commissionValue commission { sale { type value } period { type value } } fraud { selfReferral paidAds } }
    }
    node(id: $id) {
      id
      ... on Partner {
        name
        commissions { pending { amount currency } notPaid { amount currency } }
        payoutMethod { __typename ... on PayPalPayout { email } ... on WisePayout { email name } }
      }
    }
  }
`;

const SCHEMA = buildSchema(readFileSync("schema/schema.graphql", "utf8"));

/** the object types of the schema that have no id: values that belong to the record they come with */
const FIGURES = gql`
  query PartnerChart($id: ID!, $range: DateRangeInput) {
    node(id: $id) {
      id
      ... on Partner {
        stats(range: $range) { referrals { salesCount revenue { amount currency } } commissions { notPaid { amount currency } } }
        timeSeries(metric: PURCHASES, interval: DAY, range: $range) { start count }
      }
    }
  }
`;

const VALUE_OBJECTS = new Set(
  Object.values(SCHEMA.getTypeMap())
    .filter((t) => isObjectType(t) && !t.name.startsWith("__") && !("id" in t.getFields()))
    .map((t) => t.name),
);

type Page = { partners: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: { id: string; externalId: string; name: string; email: string } }[] } };

describe("a Graphcache client with no keys configuration", () => {
  it("lists, pages, edits (refused, then accepted) and deletes partners, keying every record by its id", async () => {
    const s = await seed(server).program("Affiliate");
    await s.partners(3);
    const { client, logged } = consoleClient(s.key);

    const first = await client.query<Page>(PARTNERS, { first: 2 }).toPromise();
    expect(first.error).toBeUndefined();
    expect(first.data!.partners.edges.map((e) => e.node.externalId)).toEqual(["p3", "p2"]);
    const next = await client.query<Page>(PARTNERS, { first: 2, after: first.data!.partners.pageInfo.endCursor }).toPromise();
    expect(next.data!.partners.edges.map((e) => e.node.externalId)).toEqual(["p1"]);
    const p2 = first.data!.partners.edges[1]!.node;

    // refused: the form gets the field at fault, the cache keeps what the server kept
    const taken = await client.mutation(UPDATE, { input: { id: p2.id, email: "p1@example.com", name: "Clash" } }).toPromise();
    expect(taken.data.partnerUpdate).toEqual({ partner: null, userErrors: [{ field: ["input", "email"], message: "Email already exists", code: "TAKEN" }] });
    const unchanged = await client.query<Page>(PARTNERS, { first: 2 }, { requestPolicy: "cache-only" }).toPromise();
    expect(unchanged.data!.partners.edges[1]!.node).toMatchObject({ name: "", email: "p2@example.com" });

    // accepted: the list already cached shows the new name, read from the cache alone
    const renamed = await client.mutation(UPDATE, { input: { id: p2.id, name: "Renamed" } }).toPromise();
    expect(renamed.data.partnerUpdate.userErrors).toEqual([]);
    const cached = await client.query<Page>(PARTNERS, { first: 2 }, { requestPolicy: "cache-only" }).toPromise();
    expect(cached.data!.partners.edges[1]!.node).toMatchObject({ id: p2.id, name: "Renamed" });

    // deleted: the payload's id evicts it; the list, asked again, no longer has it
    const deleted = await client.mutation(DELETE, { input: { id: p2.id } }).toPromise();
    expect(deleted.data.partnerDelete).toEqual({ deletedId: p2.id, userErrors: [] });
    const after = await client.query<Page>(PARTNERS, { first: 2 }, { requestPolicy: "network-only" }).toPromise();
    expect(after.data!.partners.edges.map((e) => e.node.externalId)).toEqual(["p3", "p1"]);

    expect(logged).toEqual([]);
  });

  it("embeds value objects (settings, figures, a payout method) in their record, warning of nothing else", async () => {
    const s = await seed(server).program("Affiliate");
    await s.ok("POST", "/v1/partners", { email: "pay@example.com", id: "pay", payout_gateway: "paypal", payout_settings: { email: "pay@paypal.example" } });
    const { client, logged } = consoleClient(s.key);
    const list = await client.query<Page>(PARTNERS, { first: 5 }).toPromise();
    const id = list.data!.partners.edges[0]!.node.id;

    const read = await client.query(SETTINGS, { id }).toPromise();
    expect(read.error).toBeUndefined();
    expect(read.data.program.programSettings).toMatchObject({ commission: { sale: { type: "PERCENT" } }, fraud: { selfReferral: "REVIEW", paidAds: "ALLOW" } });
    expect(read.data.node).toMatchObject({ id, commissions: { pending: [] }, payoutMethod: { __typename: "PayPalPayout", email: "pay@paypal.example" } });
    // the same query answered from the cache alone: the embedded objects were stored with their parents
    const cached = await client.query(SETTINGS, { id }, { requestPolicy: "cache-only" }).toPromise();
    expect(cached.data).toEqual(read.data);
    // Graphcache tells of each object it embeds (warning 15, "no key could be generated"): here
    // only value objects, types with no id in the schema, and nothing else
    const embedded = logged.map((l) => /^warn: Invalid key: [\s\S]*? custom `keys` config for `(\w+)`[\s\S]*#15$/.exec(l)?.[1] ?? l);
    expect(embedded.filter((t) => !VALUE_OBJECTS.has(t))).toEqual([]);
    expect(new Set(embedded)).toEqual(new Set(["ProgramDetails", "ProgramSettings", "CommissionSettings", "CommissionRate", "CommissionPeriod", "FraudSettings", "PartnerCommissions", "PayPalPayout"]));
  });

  it("keeps a partner's figures over each range apart, and charts from the cache", async () => {
    const s = await seed(server).program("Affiliate", { settings: { commission: { sale: { type: "percent", value: 10 }, holdDays: 0 } } });
    const prisma = server.app.database.prisma;
    await s.ok("POST", "/v1/partners", { email: "fig@example.com", id: "fig", key: "fig" });
    await s.ok("POST", "/v1/customers", { key: "c1", partner: { key: "fig" } });
    for (const [key, when] of [["s1", "2026-03-01T10:00:00Z"], ["s2", "2026-03-03T10:00:00Z"]] as const) {
      await s.ok("POST", "/v1/transactions", { key, amount: 100, customer: { key: "c1" } });
      await prisma.transaction.updateMany({ where: { programId: s.program.id, key }, data: { createdAt: new Date(when) } });
    }
    const { client, logged } = consoleClient(s.key);
    const id = (await client.query<Page>(PARTNERS, { first: 5 }).toPromise()).data!.partners.edges[0]!.node.id;
    const day1 = { from: "2026-03-01T00:00:00Z", to: "2026-03-02T00:00:00Z" };
    const both = { from: "2026-03-01T00:00:00Z", to: "2026-03-04T00:00:00Z" };
    const one = await client.query(FIGURES, { id, range: day1 }).toPromise();
    const two = await client.query(FIGURES, { id, range: both }).toPromise();
    expect(one.error).toBeUndefined();
    expect(one.data.node.stats.referrals.salesCount).toBe(1);
    expect(two.data.node.stats.referrals.salesCount).toBe(2);
    expect(two.data.node.timeSeries.map((p: { count: number }) => p.count)).toEqual([1, 0, 1]);
    // both answered again from the cache alone, each with its own range's figures
    expect((await client.query(FIGURES, { id, range: day1 }, { requestPolicy: "cache-only" }).toPromise()).data).toEqual(one.data);
    expect((await client.query(FIGURES, { id, range: both }, { requestPolicy: "cache-only" }).toPromise()).data).toEqual(two.data);
    const embedded = logged.map((l) => /^warn: Invalid key: [\s\S]*? custom `keys` config for `(\w+)`[\s\S]*#15$/.exec(l)?.[1] ?? l);
    expect(embedded.filter((t) => !VALUE_OBJECTS.has(t))).toEqual([]);
  });

  it("a live event's record updates the partner the cache holds, with no refetch", async () => {
    const s = await seed(server).program("Affiliate");
    await s.partners(1);
    const { client, logged } = consoleClient(s.key);
    const list = await client.query<Page>(PARTNERS, { first: 5 }).toPromise();
    const p1 = list.data!.partners.edges[0]!.node;

    const seen: unknown[] = [];
    const { unsubscribe } = pipe(
      client.subscription(LIVE, {}),
      subscribe((r) => seen.push(r.data)),
    );
    try {
      // the subscription is live once a change made now arrives; the change is another client's (REST)
      await expect
        .poll(async () => {
          await s.ok("PUT", `/v1/partners/${p1.externalId}`, { name: `Live ${seen.length}` });
          return seen.length;
        }, { timeout: 15_000, interval: 500 })
        .toBeGreaterThan(0);
      const last = seen.at(-1) as { events: { node: { id: string; name: string } } };
      expect(last.events.node.id).toBe(p1.id);
      const cached = await client.query<Page>(PARTNERS, { first: 5 }, { requestPolicy: "cache-only" }).toPromise();
      expect(cached.data!.partners.edges[0]!.node.name).toBe(last.events.node.name);
      expect(logged).toEqual([]);
    } finally {
      unsubscribe();
    }
  });
});
