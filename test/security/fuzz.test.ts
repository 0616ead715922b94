// Hostile bytes never cause a 5xx (issues 1, 3 and 6). Every REST route
// (from the route table, with its arguments from the schema, so a new route or argument is
// covered), every GraphQL mutation and query (with variables), the public tracking endpoints,
// the short links and the WooCommerce webhook get NUL bytes, lone surrogates, keys PostgreSQL
// refuses, JSON nested 10,000 deep, 1e400, 2**70, -0, numeric strings and huge arrays. The
// answers are counted by status class: no 5xx (nor a GraphQL INTERNAL_SERVER_ERROR), and a
// refused write leaves the program's rows exactly as they were. The values refused before any
// query are sent in the PostgreSQL pass only (REFUSED_AT_ENTRY below).
import { getNamedType, isCompositeType, isInputObjectType, isNonNullType, type GraphQLArgument, type GraphQLField } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { snakeCase } from "../../src/core/case.js";
import { FEATURES } from "../../src/core/features.js";
import { clickSchema, signupSchema } from "../../src/modules/tracking/public-endpoints.js";
import { restRoutes, restSchema, schema } from "../../src/http/schema.js";
import type { RestRoute } from "../../src/core/routes.js";
import type { ProgramType } from "../../src/generated/prisma/client.js";
import { env as wooEnv, order, sign } from "../woocommerce/support.js";
import { EXTREME, Guard, jsonText, plausible, REFUSED, Tally } from "./fuzz-values.js";

type Json = Record<string, unknown>;
const SHOP = "https://shop.example";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const WOO_SECRET = "wc-webhook-secret-0123456789";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { ...wooEnv, WEBHOOK_ALLOW_PRIVATE: "true", WEBHOOK_TIMEOUT_MS: "200", REWARD_SWEEP_MS: "3600000", RATE_LIMIT_PER_MINUTE: "0", TRACKING_CLICKS_PER_MINUTE: "0", TRACKING_SIGNUPS_PER_MINUTE: "0" },
  });
});
afterAll(() => server?.close());

/** a program of the type with one of each resource, and the identifiers REST paths take */
async function seeded(type: ProgramType) {
  const { key, program } = await server.program(type);
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await server.rest(key, method, path, body);
    if (res.status >= 300) throw new Error(`seeding ${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  await call("PUT", "/v1/program", { website: SHOP });
  await call("POST", "/v1/integrations", { provider: "woocommerce", webhook_secret: WOO_SECRET });
  await call("POST", "/v1/webhooks", { key: "wh1", name: "wh1", url: "http://127.0.0.1:9/hook", events: ["reward.created"], is_active: false });
  const prisma = server.app.database.prisma;
  if (type === "Affiliate") {
    await call("POST", "/v1/partners", { email: "p1@example.com", id: "p1", key: "pk" });
    await call("POST", "/v1/customers", { key: "c1", email: "c1@example.com", partner: { key: "pk" } });
    await call("POST", "/v1/transactions", { key: "t1", amount: 100, customer: { key: "c1" } });
    await call("POST", "/v1/coupons", { uuid_code: "C1", coupon_discount_type: "percent", coupon_discount_amount: 10, coupon_duration_type: "once", promotion_codes: [{ code: "PC1" }] });
    await call("POST", "/v1/leads", { email: "l1@example.com", name: "Lead", partner: { key: "pk" } });
  } else if (type === "Referral") {
    await call("POST", "/v1/customers", { key: "c1", email: "c1@example.com" });
    await call("POST", "/v1/customers", { key: "c2", email: "c2@example.com", referring_customer: { key: "c1" } });
    await call("POST", "/v1/transactions", { key: "t1", amount: 100, customer: { key: "c2" } });
  } else {
    await call("POST", "/v1/subscribers", { email: "s1@example.com", id: "s1" });
  }
  const where = { programId: program.id };
  const link = await prisma.referralLink.findFirst({ where });
  const ids: Record<string, string> = {
    partners: "p1",
    customers: "c1",
    subscribers: "s1",
    transactions: "t1",
    coupons: "C1",
    "promotion-codes": "PC1",
    webhooks: "wh1",
    integrations: "woocommerce",
    leads: String((await prisma.lead.findFirst({ where }))?.id ?? 1),
    rewards: (await prisma.reward.findFirst({ where }))?.id ?? "missing",
    partner_referral_links: link?.id ?? "missing",
    customer_referral_links: link?.id ?? "missing",
    payout_requests: "1",
  };
  return { key, program, link, ids, idOf: (path: string) => ids[path.split("/")[1]!.split(":")[0]!] ?? "missing" };
}

type Seeded = Awaited<ReturnType<typeof seeded>>;

const typeOf = (route: RestRoute): ProgramType => (route.feature ? FEATURES[route.feature].types[0] : "Affiliate");
const IDENTIFIERS = ["id", "uuidCode", "code", "key", "identifier"];

/** the body a route plausibly takes: its required arguments, and on an update or delete the seeded resource's identifier */
function baseBody(route: RestRoute, args: readonly GraphQLArgument[], s: Seeded): Json {
  const inPath = new Set([...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!));
  const body: Json = {};
  for (const a of args) if (isNonNullType(a.type) && !inPath.has(snakeCase(a.name))) body[snakeCase(a.name)] = plausible(a.name, a.type);
  if (route.method !== "POST" && inPath.size === 0) {
    const id = IDENTIFIERS.find((n) => args.some((a) => a.name === n));
    if (id) body[snakeCase(id)] = s.idOf(route.path);
  }
  return body;
}

/** each field the route takes, as a body path: its arguments, and one level into input objects */
function fieldPaths(args: readonly GraphQLArgument[]): string[][] {
  return args.flatMap((a) => {
    const named = getNamedType(a.type);
    const top = [snakeCase(a.name)];
    return isInputObjectType(named) ? [top, ...Object.keys(named.getFields()).map((f) => [...top, snakeCase(f)])] : [top];
  });
}

function withValue(body: Json, path: string[], value: unknown): Json {
  const out: Json = structuredClone(body);
  let at = out;
  for (const k of path.slice(0, -1)) at = (at[k] = at[k] && typeof at[k] === "object" && !Array.isArray(at[k]) ? at[k] : {}) as Json;
  at[path.at(-1)!] = value;
  return out;
}

// thousands of requests: a limit for a loaded machine, not a timing the test checks
const LIMIT_MS = 180_000;

/**
 * The values refused where input enters (NUL, lone surrogates, such keys, deep nesting, 1e400:
 * a 422 naming the field before any query, see src/core/storable.ts): the database under them
 * changes nothing, so they are sent in the PostgreSQL pass only (TEST_DATABASE=postgres), where
 * the checks between them (the program's rows, compared) cost the least; both passes send what
 * reaches the database: the extreme numbers and lists, the hostile paths and parameters, the
 * shop's orders (cleaned and stored, whatever they hold).
 */
const REFUSED_AT_ENTRY: Record<string, unknown> = process.env.TEST_DATABASE === "postgres" ? REFUSED : {};

describe("fuzzing every write route, the GraphQL mutations and the public endpoints", () => {
  it("REST write routes: no 5xx, and a refused request changes nothing", async () => {
    const tally = new Tally();
    const mutations = restSchema.getMutationType()!.getFields();
    const routes = restRoutes.filter((r) => r.method !== "GET");
    expect(routes.length).toBeGreaterThan(40);
    // one seeded program per resource and program type; its deletes run last
    const groups = new Map<string, RestRoute[]>();
    for (const r of routes) {
      const group = `${typeOf(r)} ${r.path.split("/")[1]!.split(":")[0]}`;
      groups.set(group, [...(groups.get(group) ?? []), r]);
    }
    for (const [group, members] of groups) {
      const s = await seeded(typeOf(members[0]!));
      const guard = new Guard(server, s.program.id, tally);
      for (const route of [...members].sort((a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"))) {
        const field = mutations[route.field.split(".")[1]!] as GraphQLField<unknown, unknown>;
        const send = (what: string, path: string, body: Json, mustRefuse: boolean) => async () => {
          const url = `/v1${path.replace(/\{(\w+)\}/g, () => encodeURIComponent(s.idOf(route.path)))}`;
          const res = await server.rest(s.key, route.method, url, jsonText(body));
          tally.count(res.status);
          if (res.status >= 500 || (mustRefuse && res.status < 400)) tally.fail(`${group}: ${route.method} ${url} ${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
          return res.status < 400;
        };
        const base = baseBody(route, field.args, s);
        const fields = fieldPaths(field.args);
        const aliases = (route.aliases ?? []).filter((a) => (a.method ?? route.method) === route.method).map((a) => a.path);
        await guard.group(
          `${route.method} ${route.path} every field hostile`,
          Object.entries(REFUSED_AT_ENTRY).flatMap(([kind, value]) => {
            const all = fields.reduce((b, p) => (kind.startsWith("nested") && p.length > 1 ? b : withValue(b, p, value)), base);
            // the alias paths map their input alike: two kinds are enough there
            const paths = kind === "nul" || kind.startsWith("nested") ? [route.path, ...aliases] : [route.path];
            return paths.map((path) => send(`every field ${kind}`, path, all, true));
          }),
        );
        // an input object given a number or a list is refused by its type alone: its fields are what reach the services
        for (const p of fields.filter((f) => f.length > 1 || !isInputObjectType(getNamedType(field.args.find((a) => snakeCase(a.name) === f[0])!.type)))) {
          await guard.group(
            `${route.method} ${route.path} ${p.join(".")}`,
            Object.entries(EXTREME).map(([kind, value]) => send(`${p.join(".")} ${kind}`, route.path, withValue(base, p, value), false)),
          );
        }
        if (route.path.includes("{")) {
          await guard.group(
            `${route.method} ${route.path} hostile path`,
            // a numeric id may name a row an earlier request made: only the bytes must be refused
            ["%00", "%ED%A0%80", "%E0%A4%A", "99999999999999999999"].map((bad) => send(`path ${bad}`, route.path.replace(/\{\w+\}/g, bad), base, bad.startsWith("%"))),
          );
        }
      }
    }
    console.info("REST write routes, answers by status class:", tally.byClass);
    expect(tally.failures).toEqual([]);
    expect(tally.byClass["5xx"]).toBeUndefined();
  }, LIMIT_MS);

  it("GraphQL mutations with hostile variables: no 5xx nor internal error, and a refused one changes nothing", async () => {
    const tally = new Tally();
    const s = await seeded("Affiliate");
    const guard = new Guard(server, s.program.id, tally);
    const mutations = Object.values(schema.getMutationType()!.getFields()).filter((f) => f.args.length > 0);
    expect(mutations.length).toBeGreaterThan(40);
    for (const f of mutations) {
      const selection = isCompositeType(getNamedType(f.type)) ? " { __typename }" : "";
      const query = `mutation Fuzz(${f.args.map((a) => `$${a.name}: ${a.type}`).join(", ")}) { ${f.name}(${f.args.map((a) => `${a.name}: $${a.name}`).join(", ")})${selection} }`;
      const base: Json = Object.fromEntries(f.args.filter((a) => isNonNullType(a.type)).map((a) => [a.name, plausible(a.name, a.type)]));
      const send = (what: string, variables: Json) => async () => {
        const res = await fetch(`${server.url}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json", authorization: `Bearer ${s.key}` },
          body: `{"query":${JSON.stringify(query)},"variables":${jsonText(variables)}}`,
        });
        const body = (await res.json()) as { data?: Json | null; errors?: { extensions?: { code?: string } }[] };
        tally.count(res.status);
        if (res.status >= 500 || body.errors?.some((e) => e.extensions?.code === "INTERNAL_SERVER_ERROR")) tally.fail(`${f.name} ${what}: ${res.status} ${JSON.stringify(body).slice(0, 160)}`);
        return !body.errors?.length || Boolean(body.data?.[f.name]);
      };
      await guard.group(`${f.name} every variable hostile`, Object.entries(REFUSED_AT_ENTRY).map(([kind, value]) => send(`every variable ${kind}`, Object.fromEntries(f.args.map((a) => [a.name, value])))));
      for (const a of f.args) await guard.group(`${f.name} $${a.name}`, Object.entries(EXTREME).map(([kind, value]) => send(`$${a.name} ${kind}`, { ...base, [a.name]: value })));
    }
    console.info("GraphQL mutations, answers by status class:", tally.byClass);
    expect(tally.failures).toEqual([]);
  }, LIMIT_MS);

  it("REST reads and GraphQL queries with hostile parameters: no 5xx nor internal error", async () => {
    const tally = new Tally();
    const queries = restSchema.getQueryType()!.getFields();
    const seeds = new Map<ProgramType, Seeded>();
    const numeric = ["-0", "99999999999999999999"];
    for (const route of restRoutes.filter((r) => r.method === "GET")) {
      const type = typeOf(route);
      const s = seeds.get(type) ?? seeds.set(type, await seeded(type)).get(type)!;
      const field = queries[route.field.split(".")[1]!];
      const path = `/v1${route.path.replace(/\{\w+\}/g, () => encodeURIComponent(s.idOf(route.path)))}`;
      const names = (field?.args ?? []).map((a) => snakeCase(a.name));
      const get = async (what: string, query: string) => {
        const res = await server.rest(s.key, "GET", `${path}?${query}`);
        tally.count(res.status);
        if (res.status >= 500) tally.fail(`GET ${path} ${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
      };
      for (const bad of ["%00", "%ED%A0%80", "a%E0%A4%A", "1180591620717411303424"]) await get(`every parameter ${bad}`, names.map((n) => `${n}=${bad}`).join("&"));
      for (const n of names) for (const v of numeric) await get(`${n}=${v}`, `${n}=${v}`);
    }
    const s = seeds.get("Affiliate") ?? (await seeded("Affiliate"));
    for (const f of Object.values(schema.getQueryType()!.getFields()).filter((q) => q.args.length > 0)) {
      const selection = isCompositeType(getNamedType(f.type)) ? " { __typename }" : "";
      const query = `query Fuzz(${f.args.map((a) => `$${a.name}: ${a.type}`).join(", ")}) { ${f.name}(${f.args.map((a) => `${a.name}: $${a.name}`).join(", ")})${selection} }`;
      const base: Json = Object.fromEntries(f.args.filter((a) => isNonNullType(a.type)).map((a) => [a.name, plausible(a.name, a.type)]));
      const send = async (what: string, variables: Json) => {
        const res = await fetch(`${server.url}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json", authorization: `Bearer ${s.key}` },
          body: `{"query":${JSON.stringify(query)},"variables":${jsonText(variables)}}`,
        });
        const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
        tally.count(res.status);
        if (res.status >= 500 || body.errors?.some((e) => e.extensions?.code === "INTERNAL_SERVER_ERROR")) tally.fail(`${f.name} ${what}: ${res.status} ${JSON.stringify(body).slice(0, 160)}`);
      };
      for (const [kind, value] of Object.entries(REFUSED_AT_ENTRY)) await send(`every variable ${kind}`, Object.fromEntries(f.args.map((a) => [a.name, value])));
      // reads store nothing: the numbers that reach the database's comparisons are enough
      for (const a of f.args) for (const kind of ["2**70", '"99999999999999999999"']) await send(`$${a.name} ${kind}`, { ...base, [a.name]: EXTREME[kind] });
    }
    console.info("REST reads and GraphQL queries, answers by status class:", tally.byClass);
    expect(tally.failures).toEqual([]);
  }, LIMIT_MS);

  it("the public endpoints (/t/, /r/, /js/rally.js, the WooCommerce webhook): no 5xx; refused clicks and sign-ups store nothing", async () => {
    const tally = new Tally();
    const s = await seeded("Affiliate");
    const { publicId } = s.program;
    const check = (what: string, status: number) => {
      tally.count(status);
      if (status >= 500) tally.fail(`${what}: ${status}`);
    };
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "text/plain", origin: SHOP, "user-agent": BROWSER, ...headers }, body });

    const guard = new Guard(server, s.program.id, tally);
    for (const [action, zod] of [["click", clickSchema], ["signup", signupSchema]] as const) {
      const base: Json = action === "click" ? { key: "pk" } : { email: "new@example.com", partner: "pk" };
      const fields = Object.keys(zod.shape);
      const send = (what: string, body: Json, mustRefuse: boolean) => async () => {
        const res = await post(`/t/${publicId}/${action}`, jsonText(body));
        check(`/t/ ${action} ${what}`, res.status);
        if (mustRefuse && res.status < 400) tally.fail(`/t/ ${action} ${what}: ${res.status}, not refused`);
        return res.status < 400;
      };
      const hostile = Object.entries(REFUSED_AT_ENTRY).flatMap(([kind, v]) => [
        send(`every field ${kind}`, Object.fromEntries(fields.map((f) => [f, v])), true),
        ...fields.map((f) => send(`${f} ${kind}`, { ...base, [f]: v }, true)),
      ]);
      await guard.group(`/t/ ${action} hostile`, hostile);
      for (const f of fields) await guard.group(`/t/ ${action} ${f}`, Object.entries(EXTREME).map(([kind, v]) => send(`${f} ${kind}`, { ...base, [f]: v }, false)));
    }
    const segments = ["%00", "a%00b", "%ED%A0%80", "%E0%A4%A", "%ZZ", "%", "%EF%BF%BD", "x".repeat(5000)];
    for (const seg of segments) {
      check(`/r/ program ${seg}`, (await fetch(`${server.url}/r/${seg}/pk`, { redirect: "manual", headers: { "user-agent": BROWSER } })).status);
      check(`/r/ key ${seg}`, (await fetch(`${server.url}/r/${publicId}/${seg}`, { redirect: "manual", headers: { "user-agent": BROWSER } })).status);
      check(`/t/ program ${seg}`, (await post(`/t/${seg}/click`, '{"key":"pk"}')).status);
      check(`/js/rally.js ${seg}`, (await fetch(`${server.url}/js/rally.js?program=${seg}`)).status);
      check(`WooCommerce path ${seg}`, (await post(`/v1/integrations/woocommerce/${seg}/webhook`, "{}", { "content-type": "application/json" })).status);
    }

    // the shop's order: each of its strings, and each top-level field, made hostile in turn
    let orderId = 10_000;
    /** each delivery a new order, unless its id is what is fuzzed */
    const deliver = async (what: string, payload: Json, fuzzedId = false) => {
      const body = jsonText(fuzzedId ? payload : { ...payload, id: ++orderId });
      const res = await post(`/v1/integrations/woocommerce/${publicId}/webhook`, body, {
        "content-type": "application/json",
        "x-wc-webhook-topic": "order.created",
        "x-wc-webhook-signature": sign(body, WOO_SECRET),
      });
      check(`WooCommerce order ${what}`, res.status);
    };
    const sample = order();
    const strings: string[][] = [];
    const walk = (v: unknown, path: string[]) => {
      if (typeof v === "string") strings.push(path);
      else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
    };
    walk(sample, []);
    const setAt = (o: Json, path: string[], value: unknown): Json => {
      const copy: Json = structuredClone(o);
      let at: any = copy; // eslint-disable-line @typescript-eslint/no-explicit-any
      for (const k of path.slice(0, -1)) at = at[k];
      at[path.at(-1)!] = value;
      return copy;
    };
    const bad = ["x\u0000y", "x\ud800", "\udfff\u0000"];
    for (const [i, p] of strings.entries()) await deliver(`${p.join(".")} ${JSON.stringify(bad[i % 3])}`, setAt(sample, p, bad[i % 3]), p[0] === "id");
    for (const k of Object.keys(sample)) for (const [kind, v] of Object.entries({ ...REFUSED, ...EXTREME })) await deliver(`${k} ${kind}`, { ...sample, [k]: v }, k === "id");
    console.info("Public endpoints, answers by status class:", tally.byClass);
    expect(tally.failures).toEqual([]);
  }, LIMIT_MS);
});
