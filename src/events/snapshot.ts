// A JSON snapshot of a row for an event payload: snake_case keys, ISO timestamps, amounts as
// numbers; internal keys (uid, *Uid, programId) and secrets are left out.
import { Decimal } from "../core/money.js";
import { isoMicro } from "../core/time.js";

const HIDDEN = new Set(["uid", "programId", "passwordHash", "credentials", "secret", "statusBeforeArchive"]);

export const snakeCase = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function snapshot(value: unknown): unknown {
  if (value instanceof Date) return isoMicro(value);
  if (Decimal.isDecimal(value)) return (value as Decimal).toNumber();
  if (typeof value === "bigint") return Number(value);
  if (Array.isArray(value)) return value.map(snapshot);
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (HIDDEN.has(k) || k.endsWith("Uid")) continue;
      out[snakeCase(k)] = snapshot(v);
    }
    return out;
  }
  return value;
}
