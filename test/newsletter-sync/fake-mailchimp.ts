// A local fake of Mailchimp's Marketing API 3.0 (node:http on port 0), answering as the
// official client expects: basic auth with the API key, lists, merge fields, members paged by
// count and offset, the batch subscribe/update of a list, member tags; a problem document on
// errors. `failWith` makes every write answer 429 (with Retry-After) or 500 until reset.
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeMember {
  id: string;
  email_address: string;
  status: string;
  full_name: string;
  merge_fields: Record<string, unknown>;
}

export interface FakeMailchimp {
  url: string;
  apiKey: string;
  listId: string;
  members: FakeMember[];
  mergeFields: { tag: string; name: string; type: string }[];
  /** the merge fields written, by email (the last write wins) */
  written: Map<string, Record<string, unknown>>;
  tags: { hash: string; name: string }[];
  requests: { method: string; path: string }[];
  failWith: 0 | 429 | 500;
  close(): Promise<void>;
}

const subscriberHashOf = (email: string) => createHash("md5").update(email.toLowerCase()).digest("hex");

const problem = (status: number, title: string, detail: string) => ({ status, body: { type: "https://mailchimp.com/developer/marketing/docs/errors/", title, status, detail, instance: "0f0a-fake" } });

export async function fakeMailchimp(listId = "a6b5da1054", apiKey = "0123456789abcdef0123456789abcdef-us21"): Promise<FakeMailchimp> {
  const fake: FakeMailchimp = { url: "", apiKey, listId, members: [], mergeFields: [], written: new Map(), tags: [], requests: [], failWith: 0, close: async () => {} };
  const answer = (method: string, url: URL, auth: string | undefined, body: any): { status: number; body?: unknown; headers?: Record<string, string> } => { // eslint-disable-line @typescript-eslint/no-explicit-any
    const expected = `Basic ${Buffer.from(`user:${fake.apiKey}`).toString("base64")}`;
    if (auth !== expected) return problem(401, "API Key Invalid", "Your API key may be invalid, or you've attempted to access the wrong datacenter.");
    const path = url.pathname.replace(/^\/3\.0/, "");
    const list = `/lists/${fake.listId}`;
    if (!path.startsWith(list)) return problem(404, "Resource Not Found", "The requested resource could not be found.");
    const rest = path.slice(list.length);
    if (method !== "GET" && fake.failWith === 429) return { ...problem(429, "Too Many Requests", "You have exceeded the limit of 10 simultaneous connections."), headers: { "retry-after": "1" } };
    if (method !== "GET" && fake.failWith === 500) return problem(500, "Internal Server Error", "An unexpected internal error has occurred.");
    if (method === "GET" && rest === "") return { status: 200, body: { id: fake.listId, name: "Weekly Digest" } };
    if (method === "GET" && rest === "/merge-fields") return { status: 200, body: { merge_fields: fake.mergeFields, total_items: fake.mergeFields.length } };
    if (method === "POST" && rest === "/merge-fields") {
      fake.mergeFields.push({ tag: body.tag, name: body.name, type: body.type });
      return { status: 200, body: { merge_id: fake.mergeFields.length, ...body } };
    }
    if (method === "GET" && rest === "/members") {
      const count = Number(url.searchParams.get("count") ?? 10);
      const offset = Number(url.searchParams.get("offset") ?? 0);
      return { status: 200, body: { members: fake.members.slice(offset, offset + count), list_id: fake.listId, total_items: fake.members.length } };
    }
    if (method === "POST" && rest === "") {
      const updated: FakeMember[] = [];
      const errors: { email_address: string; error: string; error_code: string }[] = [];
      for (const m of body.members as { email_address: string; merge_fields: Record<string, unknown> }[]) {
        const member = fake.members.find((x) => x.email_address === m.email_address);
        if (!member) {
          errors.push({ email_address: m.email_address, error: `${m.email_address} does not exist in this list`, error_code: "ERROR_GENERIC" });
          continue;
        }
        Object.assign(member.merge_fields, m.merge_fields);
        fake.written.set(m.email_address, { ...(fake.written.get(m.email_address) ?? {}), ...m.merge_fields });
        updated.push(member);
      }
      return { status: 200, body: { new_members: [], updated_members: updated, errors, total_created: 0, total_updated: updated.length, error_count: errors.length } };
    }
    const tags = /^\/members\/([0-9a-f]{32})\/tags$/.exec(rest);
    if (method === "POST" && tags) {
      if (!fake.members.some((m) => subscriberHashOf(m.email_address) === tags[1])) return problem(404, "Resource Not Found", "The requested resource could not be found.");
      for (const t of body.tags as { name: string; status: string }[]) fake.tags.push({ hash: tags[1]!, name: t.name });
      return { status: 204 };
    }
    return problem(404, "Resource Not Found", `No ${method} ${path}`);
  };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (raw += c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      fake.requests.push({ method: req.method ?? "GET", path: url.pathname });
      const reply = answer(req.method ?? "GET", url, req.headers.authorization, raw ? JSON.parse(raw) : undefined);
      res.writeHead(reply.status, { "content-type": "application/problem+json", ...(reply.headers ?? {}) });
      res.end(reply.body === undefined ? undefined : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((done) => { server.closeAllConnections(); server.close(() => done()); });
  return fake;
}
