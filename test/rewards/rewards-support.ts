// Rows the rewards tests need: rewards are made by transactions elsewhere, so tests seed them
// straight into the database, in the test's own program.
import type { Prisma, Program } from "../../src/generated/prisma/client.js";
import type { RestResponse, TestServer } from "../helpers/server.js";

export type Api = <T = any>(method: string, path: string, body?: unknown) => Promise<RestResponse<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const HOUR = 3_600_000;

/** a new program and a REST client carrying its key, with a helper that fails loudly */
export async function programOf(server: TestServer, type: "Affiliate" | "Referral" | "Newsletter" = "Affiliate") {
  const { key, program } = await server.program(type);
  const api: Api = (method, path, body) => server.rest(key, method, path, body);
  const ok = async (method: string, path: string, body?: unknown) => {
    const res = await api(method, path, body);
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  return { key, program, api, ok };
}

/** a reward of the program, written directly (defaults: a 10 USD approved commission) */
export function seedReward(server: TestServer, program: Program, data: Partial<Prisma.RewardUncheckedCreateInput> = {}) {
  return server.app.database.prisma.reward.create({
    data: { programId: program.id, kind: "commission", status: "approved", amount: 10, currency: "USD", ...data },
  });
}

export async function partnerUid(server: TestServer, program: Program, id: string) {
  return (await server.app.database.prisma.partner.findFirstOrThrow({ where: { programId: program.id, id } })).uid;
}

/** the events of the program of a type, oldest first */
export async function eventsOf(server: TestServer, program: Program, type: string) {
  return server.app.database.prisma.outboxEvent.findMany({ where: { programId: program.id, type }, orderBy: { id: "asc" } });
}

/** sets program settings (compat.md 8) through PUT /v1/program, failing loudly */
export async function putSettings(api: Api, settings: Record<string, unknown>) {
  const res = await api("PUT", "/v1/program", { program_settings: settings });
  if (res.status !== 200) throw new Error(`PUT /v1/program: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * The first requests of a fresh server compile the schema's paths and warm the database; done
 * in beforeAll (hookTimeout), so a loaded machine does not push the first test past its timeout.
 */
export async function warmUp(server: TestServer) {
  const { api } = await programOf(server, "Affiliate");
  await api("POST", "/v1/partners", { email: "warm@example.com" });
  await api("GET", "/v1/partners/warm@example.com");
  await api("GET", "/v1/rewards");
}
