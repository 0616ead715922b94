// Requests the fetch API cannot make, and the mail the file transport wrote: shared by the
// black-box tests.
import http from "node:http";
import { existsSync, readFileSync } from "node:fs";
import type { ProgramType } from "../../src/generated/prisma/client.js";
import type { RestResponse, TestServer } from "./server.js";

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

/** a new program of the type and a REST caller with its key */
export async function restClient(server: TestServer, type: ProgramType = "Affiliate") {
  const { key, program } = await server.program(type);
  const api = <T = any>(method: string, path: string, body?: unknown) => server.rest<T>(key, method, path, body); // eslint-disable-line @typescript-eslint/no-explicit-any
  return { api, key, program };
}

/** the data of a successful answer; anything else fails loudly, so later assertions mean something */
export async function ok(res: Promise<{ status: number; body: any }>) { // eslint-disable-line @typescript-eslint/no-explicit-any
  const r = await res;
  if (r.status !== 200 && r.status !== 201) throw new Error(`${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
}
