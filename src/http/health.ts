// Liveness and readiness. /health (and /healthz) says whether this process serves requests with
// its database; it does not look at Redis, which the API can do without for a while (rate
// limits then go unenforced, see rate-limit.ts). /health/ready is for load balancers and
// orchestrators that should send traffic only to a fully working instance: the database and,
// when REDIS_URL is set, Redis must answer.
import type { App } from "../app.js";
import type { HttpRequest } from "../core/routes.js";

type Check = "ok" | "unavailable";

async function check(run: () => Promise<unknown>): Promise<Check> {
  try {
    await run();
    return "ok";
  } catch {
    return "unavailable";
  }
}

const databaseCheck = (app: App) => check(() => app.database.prisma.$queryRawUnsafe("SELECT 1"));

export async function health(_req: HttpRequest, app: App): Promise<Response> {
  if ((await databaseCheck(app)) === "ok") return Response.json({ status: "ok", database: app.database.kind });
  return Response.json({ status: "unavailable" }, { status: 503 });
}

export async function ready(_req: HttpRequest, app: App): Promise<Response> {
  const redis = app.events.redis;
  // the command client fails at once while disconnected and within REDIS_COMMAND_TIMEOUT_MS otherwise
  const [database, redisCheck] = await Promise.all([databaseCheck(app), redis ? check(() => redis.ping()) : Promise.resolve("not configured" as const)]);
  const ok = database === "ok" && redisCheck !== "unavailable";
  return Response.json({ status: ok ? "ok" : "unavailable", database, redis: redisCheck }, { status: ok ? 200 : 503, headers: { "cache-control": "no-store" } });
}
