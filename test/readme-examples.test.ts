// Every curl example of the README, run in the README's order against a real server with a new
// Affiliate program's key, as a reader would paste them: each must succeed. An example that
// drifts from the API (a renamed field, a route that moved) fails here first.
import { existsSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** shell words of one command: quotes group, a double-quoted $KEY expands, single quotes are literal */
function words(command: string, key: string): string[] {
  const out: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < command.length; i++) {
    const ch = command[i]!;
    if (ch === "'" || ch === '"') {
      const end = command.indexOf(ch, i + 1);
      const text = command.slice(i + 1, end);
      word = (word ?? "") + (ch === '"' ? text.replaceAll("$KEY", key) : text);
      i = end;
    } else if (/\s/.test(ch)) {
      if (word !== null) out.push(word);
      word = null;
    } else word = (word ?? "") + ch;
  }
  if (word !== null) out.push(word.replaceAll("$KEY", key));
  return out;
}

interface Example {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  source: string;
}

/** the curl commands of the README's sh blocks, line continuations joined */
function curlExamples(key: string, base: string): Example[] {
  const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
  const blocks = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!.replace(/\\\n\s*/g, " "));
  const commands = blocks.flatMap((b) => b.split("\n")).map((l) => l.trim()).filter((l) => l.startsWith("curl "));
  return commands.map((source) => {
    const w = words(source, key).slice(1);
    const example: Example = { method: "GET", url: "", headers: {}, source };
    for (let i = 0; i < w.length; i++) {
      const arg = w[i]!;
      if (arg === "-X") example.method = w[++i]!;
      else if (arg === "-H") {
        const [name, ...value] = w[++i]!.split(":");
        example.headers[name!.trim()] = value.join(":").trim();
      } else if (arg === "-d") {
        example.body = w[++i]!;
        if (example.method === "GET") example.method = "POST";
      } else if (arg.startsWith("http")) example.url = arg.replace("http://127.0.0.1:4000", base);
      else throw new Error(`README example with an option this test does not know (${arg}): ${source}`);
    }
    return example;
  });
}

describe("README examples", () => {
  it("every curl line of the README answers with success, in the README's order", async () => {
    const { key } = await server.program("Affiliate");
    const examples = curlExamples(key, server.url);
    expect(examples.length).toBeGreaterThan(10);
    for (const ex of examples) {
      const res = await fetch(ex.url, { method: ex.method, headers: ex.headers, body: ex.body });
      const text = await res.text();
      const body = JSON.parse(text) as { status?: number; errors?: unknown };
      expect(res.status, `${ex.source}\n→ ${text.slice(0, 500)}`).toBe(200);
      if (ex.url.includes("/graphql")) expect(body.errors, `${ex.source}\n→ ${text.slice(0, 500)}`).toBeUndefined();
      else expect(body.status, `${ex.source}\n→ ${text.slice(0, 500)}`).toBe(1);
    }
  });

  it("the sale of the README earns the partner its commission, and the refund takes back its share", async () => {
    const { key } = await server.program("Affiliate");
    for (const ex of curlExamples(key, server.url)) await fetch(ex.url, { method: ex.method, headers: ex.headers, body: ex.body });
    const res = await server.rest(key, "GET", "/v1/transactions/order-1001");
    expect(res.status).toBe(200);
    // 25 % of 120.50, less 25 % of the 20.50 refunded
    expect(res.body.data.rewards.map((r: { amount: number; status: string }) => [r.amount, r.status])).toEqual([[25, "approved"]]);
    // the README's payout request asks for exactly that balance
    const payouts = await server.rest(key, "GET", "/v1/payout_requests");
    expect(payouts.body.data.map((p: { amount: number; amount_units: string; status: string; reward_ids: string[] }) => [p.amount, p.amount_units, p.status, p.reward_ids])).toEqual([
      [25, "USD", "requested", [res.body.data.rewards[0].key]],
    ]);
  });

  it("the tracking URLs it advertises answer, with a real program's public id and a partner's key", async () => {
    const { program, key } = await server.program("Affiliate");
    const partner = await server.rest(key, "POST", "/v1/partners", { email: "readme-link@example.com", key: "readme-link" });
    expect(partner.status).toBe(200);
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    const advertised = [...new Set([...readme.matchAll(/http:\/\/127\.0\.0\.1:4000(\/(?:js|r)\/[^\s)`"'<>]*)/g)].map((m) => m[1]!))];
    expect(advertised.length).toBeGreaterThanOrEqual(2);
    for (const path of advertised) {
      const url = `${server.url}${path.replace("PUBLIC_ID", program.publicId).replace("KEY", "readme-link")}`;
      const res = await fetch(url, { redirect: "manual" });
      expect(res.status, path).toBeLessThan(400);
      if (path.startsWith("/js/")) expect(res.headers.get("content-type"), path).toMatch(/javascript/);
      else expect(res.headers.get("location"), path).toMatch(/^https:\/\/shop\.example/);
    }
  });

  it("its links to files of the repository point at files that exist", () => {
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    const files = [...readme.matchAll(/\]\(((?!https?:|#)[^)]+)\)/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(existsSync(new URL(`../${f}`, import.meta.url)), f).toBe(true);
  });
});
