// Who reaches which root field, for EVERY Query, Mutation and Subscription field of the schema
// (read from it, so a field added tomorrow is swept too), over real HTTP (subscriptions over SSE):
// - a partner's session reaches only the viewer's fields; everything else is refused, and no
//   other partner's data shows in any answer;
// - a viewer-role operator changes nothing: every mutation is refused but its own account's;
// - an operator of program A naming program B (X-Rally-Program) is refused on every field, and
//   B's rows stay as they were;
// - program A's API key naming program B works on A alone: no answer shows B's data, and no
//   mutation, whatever ids of B it is given, changes a row of B.
// @database-independent: runs in the PostgreSQL pass only (who reaches a field is decided above the
// database; the scoping of each resource's rows is tested on both in its own files)
import { getNamedType, getNullableType, isCompositeType, isEnumType, isInputObjectType, isListType, isNonNullType, type GraphQLField, type GraphQLInputType } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../src/http/schema.js";
import { ok } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { fingerprint, plausible } from "../security/fuzz-values.js";
import { browser, operatorBrowser, ORIGIN, type Browser } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_PER_MINUTE: "0", WEBHOOK_ALLOW_PRIVATE: "true", WEBHOOK_TIMEOUT_MS: "200" } });
});
afterAll(() => server.close());

type Kind = "query" | "mutation" | "subscription";
type Field = { kind: Kind; name: string; field: GraphQLField<unknown, unknown> };

const FIELDS: Field[] = (
  [
    ["query", schema.getQueryType()!],
    ["mutation", schema.getMutationType()!],
    ["subscription", schema.getSubscriptionType()!],
  ] as const
).flatMap(([kind, type]) => Object.values(type.getFields()).map((field) => ({ kind, name: field.name, field })));

/** what a partner's session reaches: its own viewer */
const PARTNER_FIELDS = new Set([
  "query viewer",
  "mutation viewerReferralLinkCreate",
  "mutation viewerReferralLinkUpdate",
  "mutation viewerUpdate",
  "mutation viewerPasswordChange",
  "mutation viewerPayoutMethodSet",
  "mutation viewerPayoutRequestCreate",
  "subscription viewerActivity",
]);
/** what any operator does to its own account, whatever its role in the program */
const OWN_ACCOUNT = new Set(["mutation operatorPasswordSet", "mutation operatorTotpSetup", "mutation operatorTotpEnable", "mutation operatorTotpDisable", "mutation operatorTotpVerify"]);

/** B's data that must never show in an answer given to anyone but B */
const B_MARKERS = ["leak-b@example.com", "LeakBeatrice", "leak-b-key"];
/** A's other partner, never shown to A's partner session */
const A_MARKERS = ["other-a@example.com", "OtherAnna"];

/**
 * A valid value of an input type: enums by name, one member of a oneOf input, the required fields
 * of an input object, any ID as `id` (a real record's, so the request passes validation and
 * reaches the field's own checks).
 */
function valueOf(name: string, type: GraphQLInputType, id: string, depth = 0): unknown {
  const t = getNullableType(type) as GraphQLInputType;
  if (isListType(t)) return [valueOf(name, t.ofType, id, depth)];
  if (isEnumType(t)) return t.getValues()[0]!.name;
  if (getNamedType(t).name === "ID") return id;
  if (isInputObjectType(t)) {
    const fields = Object.values(t.getFields());
    if (t.isOneOf) {
      const pick = fields.find((f) => getNamedType(f.type).name === "ID") ?? fields[0]!;
      return { [pick.name]: valueOf(pick.name, pick.type, id, depth + 1) };
    }
    return Object.fromEntries(fields.filter((f) => isNonNullType(f.type) || (depth < 2 && getNamedType(f.type).name === "ID")).map((f) => [f.name, valueOf(f.name, f.type, id, depth + 1)]));
  }
  return plausible(name, t);
}

/** the operation for a field, with values for its required arguments and every id argument */
function operation({ kind, name, field }: Field, id: string) {
  const args = field.args.filter((a) => isNonNullType(a.type) || getNamedType(a.type).name === "ID");
  const selection = isCompositeType(getNamedType(field.type)) ? " { __typename }" : "";
  const vars = args.length ? `(${args.map((a) => `$${a.name}: ${a.type}`).join(", ")})` : "";
  const call = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(", ")})` : "";
  const variables = Object.fromEntries(args.map((a) => [a.name, valueOf(a.name, a.type, id)]));
  return { query: `${kind} Sweep${vars} { ${name}${call}${selection} }`, variables };
}

interface Answer {
  status: number;
  text: string;
  body: { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] } | null;
}

/** sends the operation: queries and mutations as a POST, subscriptions over SSE until their first message */
async function send(f: Field, headers: Record<string, string>, id: string): Promise<Answer> {
  const { query, variables } = operation(f, id);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), 3000);
  try {
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      signal: abort.signal,
      headers: { "content-type": "application/json", accept: f.kind === "subscription" ? "text/event-stream" : "application/json", ...headers },
      body: JSON.stringify({ query, variables }),
    });
    let text = "";
    if (f.kind === "subscription" && res.status === 200) {
      const decoder = new TextDecoder();
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          text += decoder.decode(chunk, { stream: true });
          if (/^data:/m.test(text) && text.includes("\n\n")) break;
        }
      } catch {
        /* quiet stream: timed out with nothing sent */
      }
      abort.abort();
      const data = /^data:(.*)$/m.exec(text)?.[1];
      return { status: res.status, text, body: data ? JSON.parse(data) : null };
    }
    text = await res.text();
    let body: Answer["body"] = null;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, text, body };
  } finally {
    clearTimeout(timer);
  }
}

/** refused: 401/403, or an error coded FORBIDDEN/UNAUTHENTICATED with no data for the field (never a 5xx) */
function refused(a: Answer, name: string): boolean {
  if (a.status >= 500) return false;
  if (a.status === 401 || a.status === 403) return true;
  const code = a.body?.errors?.[0]?.extensions?.code;
  return (code === "FORBIDDEN" || code === "UNAUTHENTICATED") && (a.body?.data?.[name] ?? null) === null;
}

const label = (f: Field) => `${f.kind} ${f.name}`;
const cookieHeaders = (b: Browser, program?: string) => ({ origin: ORIGIN, ...(b.cookie ? { cookie: b.cookie } : {}), ...(program ? { "x-rally-program": program } : {}) });

let a: Awaited<ReturnType<typeof setUp>>;
async function setUp() {
  const A = await seed(server).program("Affiliate", { name: "Program A" });
  const B = await seed(server).program("Affiliate", { name: "Program B" });
  await ok(A.api("POST", "/v1/partners", { id: "ada", email: "ada-a@example.com", password: "Secret123", name: "Ada" }));
  await ok(A.api("POST", "/v1/partners", { id: "other", email: "other-a@example.com", name: "OtherAnna" }));
  await ok(B.api("POST", "/v1/partners", { id: "bea", key: "leak-b-key", email: "leak-b@example.com", name: "LeakBeatrice" }));
  const idOf = async (s: typeof A, externalId: string) => (await server.rest(s.key, "POST", "/graphql", { query: `{ partner(by: { externalId: "${externalId}" }) { id } }` })).body.data.partner.id as string;
  const bPartner = await idOf(B, "bea");
  const otherA = await idOf(A, "other");
  const partner = browser(server);
  expect((await partner.post("/auth/partner/sign-in", { program: A.program.publicId, email: "ada-a@example.com", password: "Secret123" })).status).toBe(200);
  const owner = await operatorBrowser(server, "sweep-owner@example.com", A.program.publicId, "owner");
  const viewer = await operatorBrowser(server, "sweep-viewer@example.com", A.program.publicId, "viewer");
  return { A, B, bPartner, otherA, partner, owner, viewer };
}

beforeAll(async () => {
  a = await setUp();
}, 60_000);

describe("every root field", () => {
  it("is swept: the schema has the fields this test knows are special", () => {
    const names = new Set(FIELDS.map(label));
    for (const known of [...PARTNER_FIELDS, ...OWN_ACCOUNT]) expect(names, known).toContain(known);
    expect(FIELDS.filter((f) => f.kind === "mutation").length).toBeGreaterThan(60);
  });

  it("refuses a partner's session but for the viewer's own fields, and shows no one else's data", async () => {
    const wrong: string[] = [];
    for (const f of FIELDS) {
      const answer = await send(f, cookieHeaders(a.partner), a.otherA);
      if (!PARTNER_FIELDS.has(label(f)) && !refused(answer, f.name)) wrong.push(`${label(f)}: ${answer.status} ${answer.text.slice(0, 160)}`);
      for (const marker of [...A_MARKERS, ...B_MARKERS]) if (answer.text.includes(marker)) wrong.push(`${label(f)} leaked ${marker}`);
    }
    expect(wrong).toEqual([]);
  }, 240_000);

  it("refuses every mutation to a viewer-role operator but its own account's, and the program is unchanged", async () => {
    const before = await fingerprint(server, a.A.program.id);
    const wrong: string[] = [];
    for (const f of FIELDS.filter((x) => x.kind === "mutation" && !OWN_ACCOUNT.has(label(x)))) {
      const answer = await send(f, cookieHeaders(a.viewer, a.A.program.publicId), a.otherA);
      if (!refused(answer, f.name)) wrong.push(`${label(f)}: ${answer.status} ${answer.text.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
    // only the audit log, which keeps the attempts, grew
    const strip = (s: string) => s.replace(/AuditEntry:[^ ]*/, "");
    expect(strip(await fingerprint(server, a.A.program.id))).toBe(strip(before));
  }, 240_000);

  it("refuses an operator of A naming B on every field, with B's ids too, and B is unchanged", async () => {
    const before = await fingerprint(server, a.B.program.id);
    const wrong: string[] = [];
    for (const f of FIELDS) {
      for (const id of [a.otherA, a.bPartner]) {
        const answer = await send(f, cookieHeaders(a.owner, a.B.program.publicId), id);
        if (!refused(answer, f.name)) wrong.push(`${label(f)}: ${answer.status} ${answer.text.slice(0, 160)}`);
        for (const marker of B_MARKERS) if (answer.text.includes(marker)) wrong.push(`${label(f)} leaked ${marker}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint(server, a.B.program.id)).toBe(before);
  }, 240_000);

  it("keeps A's API key to A whatever program it names and whichever of B's ids it is given", async () => {
    const before = await fingerprint(server, a.B.program.id);
    const wrong: string[] = [];
    for (const f of FIELDS) {
      const answer = await send(f, { authorization: `Bearer ${a.A.key}`, "x-rally-program": a.B.program.publicId }, a.bPartner);
      expect(answer.status, label(f)).toBeLessThan(500);
      for (const marker of B_MARKERS) if (answer.text.includes(marker)) wrong.push(`${label(f)} leaked ${marker}`);
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint(server, a.B.program.id)).toBe(before);
    // the key still answers for its own program, not the one named
    const own = await server.rest(a.A.key, "POST", "/graphql", { query: "{ program { program { name } } }" }, { "x-rally-program": a.B.program.publicId });
    expect(JSON.stringify(own.body)).toContain("Program A");
  }, 240_000);
});
