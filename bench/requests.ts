// The measured requests, built once from the seeded data; the same request goes to Rally and
// to the raw server. A POST sends a new customer each time (its key and id from a counter).
import type { Seeded } from "./seed.js";

export interface BenchRequest {
  name: string;
  method: "GET" | "POST" | "PUT";
  path: string;
  headers: Record<string, string>;
  /** a fixed body, or one per request (n counts from 0) */
  body?: string | ((n: number) => string);
  /** parts of the body that differ between two answers to the same request (timestamps of a new row) */
  volatile?: RegExp;
}

export const GRAPHQL_PARTNER = "query Partner($id: String!) { partner(by: { externalId: $id }) { externalId key email name surname status referralsCount createdAt } }";

export function benchRequests(seeded: Seeded, runTag: string): BenchRequest[] {
  const a = seeded.programs[0]!;
  const partnerId = `${a.tag}p${Math.ceil(seeded.partners / 2)}`;
  const auth = { authorization: `Bearer ${a.key}`, accept: "application/json" };
  const json = { ...auth, "content-type": "application/json" };
  return [
    { name: "GET /v1/partners/{id}", method: "GET", path: `/v1/partners/${partnerId}`, headers: auth },
    {
      name: "GraphQL partner, 8 fields",
      method: "POST",
      path: "/graphql",
      headers: json,
      body: JSON.stringify({ query: GRAPHQL_PARTNER, variables: { id: partnerId } }),
    },
    { name: "GET /v1/partners?limit=100", method: "GET", path: "/v1/partners?limit=100", headers: auth },
    { name: "GET /v1/customers?limit=100", method: "GET", path: "/v1/customers?limit=100", headers: auth },
    {
      name: "POST /v1/customers",
      method: "POST",
      path: "/v1/customers",
      headers: json,
      body: (n) =>
        JSON.stringify({
          key: `new-${runTag}-${n}`,
          id: `new-${runTag}-${n}`,
          email: `new-${runTag}-${n}@bench.example`,
          name: "New",
          surname: "Customer",
          partner: { key: `${a.tag}pk1` },
        }),
      volatile: /"(created_at|updated_at)":"[^"]*"/g,
    },
    // the ingest load's sale, beside raw: the timestamps of the new rows and the commission's id differ
    { ...ingestRequest(seeded, runTag), volatile: /"(created_at|updated_at|hold_until)":"[^"]*"|"key":"[^"]*"(?=,"kind")/g },
  ];
}

/**
 * A new sale each time (key from a counter) of an existing customer, spread over the program's
 * customers, so each earns its partner a commission through the engine.
 */
export function ingestRequest(seeded: Seeded, runTag: string): BenchRequest {
  const a = seeded.programs[0]!;
  return {
    name: "POST /v1/transactions",
    method: "POST",
    path: "/v1/transactions",
    headers: { authorization: `Bearer ${a.key}`, accept: "application/json", "content-type": "application/json" },
    body: (n) =>
      JSON.stringify({
        key: `sale-${runTag}-${n}`,
        amount: 20 + (n % 80) + 0.99,
        amount_units: "usd",
        action: "sale",
        customer: { key: `${a.tag}ck${1 + (Math.abs(n) % seeded.customers)}` },
        product_id: "sku-1",
      }),
  };
}

/**
 * A redemption of the seeded coupon `${tag}POD` with a seeded sale each time (spread over all of
 * program A's sales, so each records a new redemption until they are used up): the counter
 * moves under the coupon's row lock, so this measures a popular coupon, every client on one row.
 */
export function redeemRequest(seeded: Seeded): BenchRequest {
  const a = seeded.programs[0]!;
  return {
    name: `PUT /v1/coupons/{uuid_code} (redeem)`,
    method: "PUT",
    path: `/v1/coupons/${a.tag}POD`,
    headers: { authorization: `Bearer ${a.key}`, accept: "application/json", "content-type": "application/json" },
    body: (n) => JSON.stringify({ redeem: true, transaction_key: `${a.tag}t${1 + (Math.abs(n) % seeded.transactions)}` }),
  };
}

/** program A's details with every figure, over its 100,000 transactions at scale 1 */
export function programRequest(seeded: Seeded): BenchRequest {
  const a = seeded.programs[0]!;
  return { name: "GET /v1/program", method: "GET", path: "/v1/program", headers: { authorization: `Bearer ${a.key}`, accept: "application/json" } };
}
