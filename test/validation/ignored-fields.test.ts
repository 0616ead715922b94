// A body field the route does not take is not refused (real clients send fields of their own),
// but the answer names each one: in the body's `warnings`, in a `Warning: 299` header, and in
// one log line. Over real HTTP; fields the route knows are unaffected, nested ones are named by
// their path as sent, and the query string is never warned about.
// @database-independent: runs in the PostgreSQL pass only (a refusal is decided before any
// statement)
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { seed } from "../helpers/seed.js";
import { getWithBody } from "../helpers/http.js";

interface Line {
  msg: string;
  path?: string;
  ignored?: string[];
}

let server: TestServer;
const logs: Line[] = [];
beforeAll(async () => {
  server = await startTestServer({ logger: pino({ level: "info" }, { write: (l: string) => void logs.push(JSON.parse(l) as Line) }) });
});
afterAll(() => server.close());

const ignoredLines = (path: string) => logs.filter((l) => l.msg === "REST request fields ignored" && l.path === path);
const warning = (field: string) => `${field} is not a field of this request and was ignored`;

describe("fields a route does not take", () => {
  it("a misspelled partner field: the partner is created, and the answer names the field", async () => {
    const { api } = await seed(server).program("Affiliate");
    const res = await api("POST", "/v1/partners", { email: "ada@example.com", nmae: "Ada", surname: "Lovelace" });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    expect(res.body.data).toMatchObject({ email: "ada@example.com", name: "", surname: "Lovelace" });
    expect(res.body.warnings).toEqual([warning("nmae")]);
    expect(res.headers.get("warning")).toBe(`299 - "${warning("nmae")}"`);
    expect(ignoredLines("/v1/partners").at(-1)?.ignored).toEqual([warning("nmae")]);
  });

  it("PUT /v1/program with only an unknown field: success, nothing changed, and a warning", async () => {
    const { api } = await seed(server).program("Affiliate");
    const before = (await api("GET", "/v1/program")).body.data;
    const res = await api("PUT", "/v1/program", { bogus: 1 });
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([warning("bogus")]);
    expect(res.headers.get("warning")).toContain(warning("bogus"));
    const after = (await api("GET", "/v1/program")).body.data;
    expect(after.program_settings).toEqual(before.program_settings);
    expect(after.program.name).toBe(before.program.name);
  });

  it("nested fields are named by their path as sent; known ones still apply", async () => {
    const { api } = await seed(server).program("Affiliate");
    const res = await api("PUT", "/v1/program", { name: "Renamed", program_settings: { cookie_lifetime: 45, cokie: 1, commission: { sale: { type: "percent", value: 15, cap: 3 } } } });
    expect(res.status).toBe(200);
    expect(res.body.data.program.name).toBe("Renamed");
    expect(res.body.data.program_settings.cookie_lifetime).toBe("45");
    expect(res.body.warnings).toEqual([warning("program_settings.cokie"), warning("program_settings.commission.sale.cap")]);
    expect(res.headers.get("warning")).toBe(`299 - "${warning("program_settings.cokie")}", 299 - "${warning("program_settings.commission.sale.cap")}"`);
  });

  it("an update, wrapped or flat, names the ignored field as it was sent", async () => {
    const { api } = await seed(server).program("Affiliate");
    await api("POST", "/v1/partners", { id: "ada", email: "ada@example.com" });
    const wrapped = await api("PUT", "/v1/partners/ada", { update: { name: "Ada", colour: "blue" } });
    expect(wrapped.status).toBe(200);
    expect(wrapped.body.data.name).toBe("Ada");
    expect(wrapped.body.warnings).toEqual([warning("update.colour")]);
    const flat = await api("PUT", "/v1/partners/ada", { surname: "Lovelace", colour: "blue" });
    expect(flat.body.data.surname).toBe("Lovelace");
    expect(flat.body.warnings).toEqual([warning("colour")]);
  });

  it("a list answer carries the warning beside its links and meta; the query string is not warned about", async () => {
    const { api, key } = await seed(server).program("Affiliate");
    // a GET with a JSON body, as some clients send their paging
    const withBody = await getWithBody(server.url, "/v1/partners", key, { limit: 5, colour: "blue" });
    expect(withBody.status).toBe(200);
    expect(Object.keys(withBody.body).sort()).toEqual(["data", "links", "meta", "status", "warnings"]);
    expect(withBody.body.meta.per_page).toBe(5);
    expect(withBody.body.warnings).toEqual([warning("colour")]);
    expect(withBody.headers.get("warning")).toBe(`299 - "${warning("colour")}"`);
    // the query string is the client's URL, not a body (a cache-buster is nobody's mistake)
    const res = await api("GET", "/v1/partners?limit=5&_=123");
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty("warnings");
    expect(res.headers.get("warning")).toBeNull();
  });

  it("an error answer carries the header and keeps the one error body", async () => {
    const { api } = await seed(server).program("Affiliate");
    const res = await api("POST", "/v1/partners", { emial: "ada@example.com" });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body).sort()).toEqual(["errors", "message", "status"]);
    expect(res.headers.get("warning")).toBe(`299 - "${warning("emial")}"`);
  });

  it("a write retried with its Idempotency-Key answers the same warnings again", async () => {
    const { key } = await seed(server).program("Affiliate");
    const headers = { "idempotency-key": "warn-once" };
    const first = await server.rest(key, "POST", "/v1/partners", { email: "idem@example.com", nmae: "Ada" }, headers);
    const again = await server.rest(key, "POST", "/v1/partners", { email: "idem@example.com", nmae: "Ada" }, headers);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(again.body.warnings).toEqual([warning("nmae")]);
    expect(again.headers.get("warning")).toBe(first.headers.get("warning"));
  });

  it("a request with only known fields has no warning", async () => {
    const { api } = await seed(server).program("Affiliate");
    const res = await api("POST", "/v1/partners", { email: "ok@example.com", name: "Ok" });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty("warnings");
    expect(res.headers.get("warning")).toBeNull();
  });

  it("a field name a header cannot carry is escaped, and a flood of them is named up to twenty", async () => {
    const { api } = await seed(server).program("Affiliate");
    const body: Record<string, unknown> = { email: "many@example.com", "näme\"": "x" };
    for (let i = 0; i < 30; i++) body[`extra${i}`] = i;
    const res = await api("POST", "/v1/partners", body);
    expect(res.status).toBe(200);
    expect(res.body.warnings).toHaveLength(21);
    expect(res.body.warnings[0]).toBe(warning('n\\u00e4me"'));
    expect(res.body.warnings[20]).toBe("11 more fields were ignored");
    expect(res.headers.get("warning")).toContain(`299 - "${warning('n\\\\u00e4me\\"')}"`);
  });
});
