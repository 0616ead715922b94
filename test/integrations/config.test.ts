// INTEGRATIONS_ENCRYPTION_KEY and the provider settings as the one configuration checks them.
// @database-independent: pure functions, no database; runs in the PostgreSQL pass only
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config.js";
import { seal, unseal } from "../../src/modules/integrations/secrets.js";

describe("provider configuration", () => {
  it("takes a 32-byte key as hex or base64, and nothing else, naming the variable", () => {
    const bytes = randomBytes(32);
    const hex = loadConfig({ INTEGRATIONS_ENCRYPTION_KEY: bytes.toString("hex") });
    const b64 = loadConfig({ INTEGRATIONS_ENCRYPTION_KEY: bytes.toString("base64") });
    // the same key in either form opens what the other sealed
    expect(unseal(b64, 7, "stripe", seal(hex, 7, "stripe", { secretKey: "sk_test_x" }))).toEqual({ secretKey: "sk_test_x" });
    for (const bad of ["secret", randomBytes(16).toString("hex"), randomBytes(31).toString("base64")]) {
      expect(() => loadConfig({ INTEGRATIONS_ENCRYPTION_KEY: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ INTEGRATIONS_ENCRYPTION_KEY: bad })).toThrow(/INTEGRATIONS_ENCRYPTION_KEY: must be 32 bytes/);
    }
  });

  it("a changed key opens nothing sealed under the old one", () => {
    const one = loadConfig({ INTEGRATIONS_ENCRYPTION_KEY: randomBytes(32).toString("base64") });
    const two = loadConfig({ INTEGRATIONS_ENCRYPTION_KEY: randomBytes(32).toString("base64") });
    expect(unseal(two, 1, "paddle", seal(one, 1, "paddle", { apiKey: "k" }))).toBeUndefined();
  });

  it("defaults: Stripe's API, a 5 s timeout; base URLs must be http(s)", () => {
    const c = loadConfig({});
    expect(c.STRIPE_API_URL).toBe("https://api.stripe.com");
    expect(c.PROVIDER_TIMEOUT_MS).toBe(5000);
    expect(c.INTEGRATIONS_ENCRYPTION_KEY).toBeUndefined();
    expect(() => loadConfig({ PADDLE_API_URL: "ftp://x" })).toThrow(/PADDLE_API_URL/);
    expect(() => loadConfig({ PROVIDER_TIMEOUT_MS: "0" })).toThrow(/PROVIDER_TIMEOUT_MS/);
  });
});
