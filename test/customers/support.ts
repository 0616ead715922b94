// Helpers shared by the customer, referral-link and lead tests: a REST client bound to one
// program's key, GET requests that carry a JSON body (fetch refuses those), the mail file,
// and statement counting for the list tests.
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

export { getWithBody, mailLines } from "../helpers/http.js";

export { countingServer } from "../helpers/counting-server.js";
