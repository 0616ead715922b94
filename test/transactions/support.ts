// Shared by the transaction tests: a program with a REST client, its settings written as
// PUT /v1/program will store them (compat.md 8, camelCase), and the events it wrote.
import { snakeCase } from "../../src/core/case.js";
import type { TestServer } from "../helpers/server.js";
import { ok, programApi, type Api, type ProgramType } from "../customers/support.js";

export { ok, TIMESTAMP, listTotal, type Api } from "../customers/support.js";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const snakeKeys = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(snakeKeys) : v && typeof v === "object" ? Object.fromEntries(Object.entries(v).map(([k, x]) => [snakeCase(k), snakeKeys(x)])) : v;

export async function setup(server: TestServer, type: ProgramType = "Affiliate", settings: Json = {}) {
  const ctx = await programApi(server, type);
  const prisma = server.app.database.prisma;
  // through PUT /v1/program (compat.md 8), as a client sets them
  if (Object.keys(settings).length) await ok(ctx.api, "PUT", "/v1/program", { program_settings: snakeKeys(settings) });
  let seen = 0n;
  /** the events written since the last call, oldest first */
  const events = async () => {
    const rows = await prisma.outboxEvent.findMany({ where: { programId: ctx.program.id, id: { gt: seen } }, orderBy: { id: "asc" } });
    if (rows.length) seen = rows.at(-1)!.id;
    return rows.map((r) => ({ type: r.type, resourceId: r.resourceId, payload: r.payload as Json }));
  };
  const post = (body: Json) => ok(ctx.api, "POST", "/v1/transactions", body);
  const get = (key: string) => ok(ctx.api, "GET", `/v1/transactions/${key}`);
  return { ...ctx, prisma, events, post, get };
}

/** an affiliate program with partner p (key pk, email p@example.com) and its customer c1 */
export async function affiliate(server: TestServer, settings: Json = {}) {
  const s = await setup(server, "Affiliate", settings);
  await ok(s.api, "POST", "/v1/partners", { email: "p@example.com", id: "pid", key: "pk" });
  await ok(s.api, "POST", "/v1/customers", { key: "c1", email: "c1@example.com", partner: { key: "pk" } });
  return s;
}

export const rowCount = (s: { prisma: TestServer["app"]["database"]["prisma"]; program: { id: number } }) =>
  Promise.all([s.prisma.transaction.count({ where: { programId: s.program.id } }), s.prisma.reward.count({ where: { programId: s.program.id } })]);

