// The public sign-up and sign-in endpoints take hostile bodies as the API does: NUL bytes,
// lone surrogates, 10,000-deep JSON, 1e400 and huge values in every field answer a 4xx (never
// a 5xx), and a refused request stores nothing in the program (rows compared before and after).
// @database-independent: runs in the PostgreSQL pass only (who may do what is decided above the
// database)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { EXTREME, Guard, REFUSED, Tally, jsonText } from "../security/fuzz-values.js";
import { ORIGIN } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  // limits out of the way: every request must reach the checks behind them
  server = await startTestServer({
    env: { SIGN_IN_ATTEMPTS_PER_MINUTE: "0", SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: "0", PARTNER_SIGNUPS_PER_MINUTE: "0", SIGN_IN_LOCK_AFTER: "1000" },
  });
});
afterAll(() => server.close());

describe("hostile input on /auth/partner and /auth/operator", () => {
  it("answers every hostile field with a 4xx, never a 5xx, and a refused request stores nothing", async () => {
    const s = await seed(server).program("Affiliate");
    await ok(s.api("POST", "/v1/partners", { id: "ada", email: "ada@example.com", password: "Secret123" }));
    const program = s.program.publicId;
    const bodies: Record<string, Record<string, unknown>> = {
      "/auth/partner/sign-up": { program, email: "new@example.com", password: "Secret123", name: "New" },
      "/auth/partner/sign-in": { program, email: "ada@example.com", password: "Secret123" },
      "/auth/partner/code": { program, email: "ada@example.com" },
      "/auth/partner/code/sign-in": { program, email: "ada@example.com", code: "123456" },
      "/auth/partner/link": { token: "not-a-token" },
      "/auth/operator/sign-in": { email: "owner@example.com", password: "Secret123", totp_code: "123456" },
      "/auth/operator/link-request": { email: "owner@example.com" },
      "/auth/operator/link": { token: "not-a-token" },
    };
    const tally = new Tally();
    let guard = new Guard(server, s.program.id, tally);
    const post = (path: string, body: unknown, mustRefuse: boolean, what: string) => async () => {
      const res = await fetch(`${server.url}${path}`, { method: "POST", headers: { origin: ORIGIN, "content-type": "application/json" }, body: jsonText(body), redirect: "manual" });
      tally.count(res.status);
      if (res.status >= 500 || (mustRefuse && res.status < 400)) tally.fail(`${path} ${what}: ${res.status} ${(await res.text()).slice(0, 160)}`);
      return res.status < 400;
    };
    for (const [path, base] of Object.entries(bodies)) {
      for (const field of Object.keys(base)) {
        await guard.group(
          `${path} ${field} refused`,
          Object.entries(REFUSED).map(([kind, value]) => post(path, { ...base, [field]: value }, true, `${field} ${kind}`)),
        );
        const extreme = Object.entries(EXTREME).map(([kind, value]) => post(path, { ...base, [field]: value }, false, `${field} ${kind}`));
        // a wrong password or code is a failed sign-in, counted toward the lock-out by design
        if (field === "password" || field === "code") {
          for (const send of extreme) await send();
          guard = new Guard(server, s.program.id, tally); // the next group compares from here
        } else await guard.group(`${path} ${field} extreme`, extreme);
      }
      await guard.group(`${path} not JSON`, [post(path, "\u0000", true, "a NUL string body"), post(path, [1, 2], true, "a list body")]);
    }
    expect(tally.failures).toEqual([]);
    expect(tally.byClass["5xx"]).toBeUndefined();
    expect(tally.byClass["4xx"]).toBeGreaterThan(50);
  });
});
