// Small helpers shared by the partner REST tests: a client bound to one program's key, GET
// requests that carry a JSON body (fetch refuses those), and the mail file of the server.
import type { RestResponse, TestServer } from "../helpers/server.js";

/** spec §1: ISO 8601 with microseconds and Z */
export const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** the program website of server.program() with the partner's key in ?aff= */
export const linkFor = (key: string) => new RegExp(`^https://shop\\.example/?\\?aff=${key}$`);

export const NOT_FOUND = { status: 0, message: "Partner not found" };

export type Api = <T = any>(method: string, path: string, body?: unknown) => Promise<RestResponse<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** a new Affiliate program and a REST client carrying its API key */
export async function affiliate(server: TestServer): Promise<{ api: Api; key: string }> {
  const { key } = await server.program("Affiliate");
  return { key, api: (method, path, body) => server.rest(key, method, path, body) };
}

/** creates a partner and fails loudly when that does not work, so later assertions mean something */
export async function createPartner(api: Api, body: Record<string, unknown>) {
  const res = await api("POST", "/v1/partners", body);
  if (res.status !== 200 && res.status !== 201) throw new Error(`create partner: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** the list total of a program, to show that a failed request created nothing */
export async function partnerTotal(api: Api): Promise<number> {
  const res = await api("GET", "/v1/partners");
  if (res.status !== 200) throw new Error(`list partners: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.meta.total as number;
}

export { getWithBody, mailLines } from "../helpers/http.js";
