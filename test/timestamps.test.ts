// Timestamps as the API shows them: ISO 8601 with microseconds and Z (the milliseconds kept,
// padded with zeros), whatever the year Date can hold.
// @database-independent: runs in the PostgreSQL pass only (no database is touched)
import { describe, expect, it } from "vitest";
import { isoMicro } from "../src/core/time.js";

describe("isoMicro", () => {
  it("keeps the milliseconds and pads them to microseconds", () => {
    expect(isoMicro(new Date("2026-11-22T04:06:55.123Z"))).toBe("2026-11-22T04:06:55.123000Z");
    expect(isoMicro(new Date("2026-01-01T00:00:00.000Z"))).toBe("2026-01-01T00:00:00.000000Z");
  });

  it("formats years outside 0-9999 as toISOString does, with the microseconds", () => {
    expect(isoMicro(new Date("+010000-01-01T00:00:00.007Z"))).toBe("+010000-01-01T00:00:00.007000Z");
    expect(isoMicro(new Date("-000001-12-31T23:59:59.999Z"))).toBe("-000001-12-31T23:59:59.999000Z");
  });
});
