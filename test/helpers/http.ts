// Requests the fetch API cannot make, and the mail the file transport wrote: shared by the
// black-box tests.
import http from "node:http";
import { existsSync, readFileSync } from "node:fs";
import type { RestResponse } from "./server.js";

/** GET with a JSON body, as some real clients send it; fetch cannot send one */
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

/** the data of a successful answer; anything else fails loudly, so later assertions mean something */
export async function ok(res: Promise<{ status: number; body: any }>) { // eslint-disable-line @typescript-eslint/no-explicit-any
  const r = await res;
  if (r.status !== 200 && r.status !== 201) throw new Error(`${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
}

/** REST times: ISO 8601 with microseconds and Z */
export const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** a lead's created_at is a date */
export const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** a REST client carrying one program's API key */
export type Api = <T = any>(method: string, path: string, body?: unknown) => Promise<RestResponse<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** a request that must succeed (200 or 201); fails loudly otherwise, so later assertions mean something; its `data` */
export async function expectOk(api: Api, method: string, path: string, body?: unknown) {
  const res = await api(method, path, body);
  if (res.status !== 200 && res.status !== 201) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** the list total, to show that a failed request created nothing */
export async function listTotal(api: Api, path: string): Promise<number> {
  const res = await api("GET", path);
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.meta.total as number;
}
