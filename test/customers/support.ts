// Helpers shared by the customer, referral-link and lead tests: a REST client bound to one
// program's key, GET requests that carry a JSON body (fetch refuses those), the mail file,
// and statement counting for the list tests.
import http from "node:http";
import { existsSync, readFileSync } from "node:fs";
import type { RestResponse, TestServer } from "../helpers/server.js";

/** spec §1: ISO 8601 with microseconds and Z */
export const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** spec §1: lead created_at is a date */
export const DATE = /^\d{4}-\d{2}-\d{2}$/;

export type Api = <T = any>(method: string, path: string, body?: unknown) => Promise<RestResponse<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any
export type ProgramType = "Affiliate" | "Referral" | "Newsletter";

/** a new program of the type and a REST client carrying its API key */
export async function programApi(server: TestServer, type: ProgramType) {
  const { key, program } = await server.program(type);
  const api: Api = (method, path, body) => server.rest(key, method, path, body);
  return { api, key, program };
}

/** a request that must succeed; fails loudly otherwise, so later assertions mean something */
export async function ok(api: Api, method: string, path: string, body?: unknown) {
  const res = await api(method, path, body);
  if (res.status !== 200 && res.status !== 201) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export const createPartner = (api: Api, body: Record<string, unknown>) => ok(api, "POST", "/v1/partners", body);

/** the list total, to show that a failed request created nothing */
export async function listTotal(api: Api, path: string): Promise<number> {
  const res = await api("GET", path);
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.meta.total as number;
}

/** GET with a JSON body, as some real clients send it (compat §2); fetch cannot send one */
export function getWithBody(baseUrl: string, path: string, apiKey: string, body: unknown): Promise<RestResponse> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}${path}`,
      {
        method: "GET",
        headers: {
          accept: "application/json",
          authorization: `Bearer ${apiKey}`,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(text)),
        },
      },
      (res) => {
        let data = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (data += chunk));
        res.on("end", () => {
          let parsed: unknown = data;
          try {
            parsed = JSON.parse(data);
          } catch {
            /* not JSON */
          }
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === "string") headers.set(k, v);
          resolve({ status: res.statusCode ?? 0, body: parsed, headers });
        });
      },
    );
    req.on("error", reject);
    req.end(text);
  });
}

/** the messages the file mail transport has written so far (JSON lines) */
export function mailLines(file: string): { to: string; subject: string; text: string }[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));
}

export { countingServer } from "../helpers/counting-server.js";
