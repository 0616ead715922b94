// The address hash is the one way a click, a partner and a shop's order are matched without
// keeping addresses: one address must hash alike however the reporter spelled it.
// @database-independent: pure functions, no database; runs in the PostgreSQL pass only
import { describe, expect, it } from "vitest";
import { canonicalIp, createIpHasher } from "../../src/modules/tracking/ip-hash.js";

const secret = (s: string) => ({ TRACKING_HASH_SECRET: s, INTEGRATIONS_ENCRYPTION_KEY: undefined, DATABASE_URL: undefined, DATA_DIR: "unused" });
const hashIp = createIpHasher(secret("a tracking secret of this test"));

describe("address hashing", () => {
  it.each([
    ["2001:0DB8:0000::0007", "2001:db8::7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:127.0.0.1", "127.0.0.1"],
    [" 198.51.100.4 ", "198.51.100.4"],
    ["::1", "::1"],
  ])("%s is %s", (given, canonical) => {
    expect(canonicalIp(given)).toBe(canonical);
    expect(hashIp(given)).toBe(hashIp(canonical));
  });

  it("different addresses hash apart, and no hash shows its address", () => {
    expect(hashIp("203.0.113.7")).not.toBe(hashIp("203.0.113.8"));
    expect(hashIp("203.0.113.7")).toMatch(/^[0-9a-f]{64}$/);
  });

  it("hashes under its own app's key: two apps in one process with two secrets never share hashes", () => {
    const other = createIpHasher(secret("another program server's secret"));
    expect(other("203.0.113.7")).not.toBe(hashIp("203.0.113.7"));
    expect(createIpHasher(secret("a tracking secret of this test"))("203.0.113.7")).toBe(hashIp("203.0.113.7"));
  });
});
