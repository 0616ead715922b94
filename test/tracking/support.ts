// Helpers of the tracking tests: a program whose website is a given origin, with a partner (or
// a referring customer), and the public endpoints called as a shop page's script calls them.
import type { ProgramType } from "../../src/generated/prisma/client.js";
import type { TestServer } from "../helpers/server.js";
import { expectOk, type Api } from "../helpers/http.js";
import { seed, type Seeded } from "../helpers/seed.js";

export const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

export type Tracked = Seeded & { publicId: string; programId: number };

/** a program of the type whose website is `website`, with the settings given (seeded: the makers of test/helpers/seed.ts) */
export async function trackedProgram(server: TestServer, type: ProgramType, website: string, settings: Record<string, unknown> = {}): Promise<Tracked> {
  const s = await seed(server).program(type, { website, settings });
  return Object.assign(s, { publicId: s.program.publicId, programId: s.program.id });
}

/** a POST to a public tracking endpoint, as the script sends it (text/plain JSON) */
export async function track(server: TestServer, publicId: string, action: "click" | "signup", body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/t/${encodeURIComponent(publicId)}/${action}`, {
    method: "POST",
    headers: { "content-type": "text/plain", "user-agent": BROWSER_UA, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: any = text; // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** the clicks of a program as stored (the raw rows: what a REST client cannot see) */
export const clicksOf = (server: TestServer, programId: number) => server.app.database.prisma.click.findMany({ where: { programId }, orderBy: { id: "asc" } });

/** partner referrals.clicks as GET /v1/partners/{id} shows it */
export async function partnerClicks(api: Api, partnerId: string): Promise<number> {
  return (await expectOk(api, "GET", `/v1/partners/${partnerId}`)).referrals.clicks;
}

/** the program's stats as GET /v1/program shows them (affiliate_referred_visitors_clicks, click_to_signup_conversion) */
export async function programStats(api: Api): Promise<Record<string, any>> { // eslint-disable-line @typescript-eslint/no-explicit-any
  return (await expectOk(api, "GET", "/v1/program")).stats;
}
