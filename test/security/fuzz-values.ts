// What the fuzz test sends and how it tells that nothing changed: hostile values (NUL, lone
// surrogates, keys PostgreSQL refuses, nesting 10,000 deep, numbers JSON cannot carry, numbers
// past 2^64, -0, numeric strings, huge arrays), plausible values for the rest of a request
// (derived from the GraphQL input types, so new arguments are covered), bodies written as raw
// JSON (1e400 and -0 do not survive JSON.stringify), and a fingerprint of a program's rows.
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLInputType,
} from "graphql";
import type { TestServer } from "../helpers/server.js";

/** JSON text written as is into a body */
export class Raw {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may hold Raw parts */
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_k, v) => (v instanceof Raw ? `@@raw${raws.push(v.text) - 1}@@` : v));
  return text.replace(/"@@raw(\d+)@@"/g, (_m, i: string) => raws[Number(i)]!);
}

const deep = (n: number) => new Raw("[".repeat(n) + "]".repeat(n));

/** values every field is given at once: each alone must be refused (4xx) and change nothing */
export const REFUSED: Record<string, unknown> = {
  nul: "fuzz\u0000nul",
  "lone surrogate": "fuzz\ud800",
  "NUL and surrogate keys": { "k\u0000": "v", "s\udc00": 1 },
  "nested 10000 deep": deep(10_000),
  "1e400": new Raw("1e400"),
};

/** values each field is given in turn: any answer but a 5xx, and a 4xx changes nothing */
export const EXTREME: Record<string, unknown> = {
  "2**70": new Raw("1180591620717411303424"),
  "-0": new Raw("-0"),
  '"99999999999999999999"': "99999999999999999999",
  "2000-item array": Array.from({ length: 2000 }, () => "9"),
};

let unique = 0;
/** a value of a field's type a request would plausibly carry; names only pick the string's kind */
export function plausible(name: string, type: GraphQLInputType, depth = 0): unknown {
  const t = getNullableType(type) as GraphQLInputType;
  if (isListType(t)) return [plausible(name, t.ofType, depth)];
  if (isInputObjectType(t)) return depth > 2 ? {} : requiredFields(t, depth + 1);
  if (isEnumType(t)) return t.getValues()[0]!.value;
  const n = ++unique;
  switch (getNamedType(t).name) {
    case "Int":
      return 1;
    case "Float":
    case "Decimal":
      return 10;
    case "Boolean":
      return true;
    case "DateTime":
      return "2026-01-01T00:00:00Z";
    case "Date":
      return "2026-01-01";
    case "JSON":
      return { note: "fuzz" };
  }
  if (/email/i.test(name)) return `fuzz${n}@example.com`;
  if (/url|website/i.test(name)) return `https://shop.example/${n}`;
  if (/units|currency/i.test(name)) return "EUR";
  return `fz${n}`;
}

function requiredFields(type: { getFields(): Record<string, { name: string; type: GraphQLInputType }> }, depth: number) {
  const out: Record<string, unknown> = {};
  for (const f of Object.values(type.getFields())) if (isNonNullType(f.type)) out[f.name] = plausible(f.name, f.type, depth);
  return out;
}

/** the program's rows, as one text per table: equal before and after means nothing changed */
export async function fingerprint(server: TestServer, programId: number): Promise<string> {
  const prisma = server.app.database.prisma;
  // what earlier accepted writes set off (events, the partner emails they send) lands first
  await server.app.events.flush();
  tables ??= prisma
    .$queryRawUnsafe<{ table: string }[]>(
      `SELECT table_name AS "table" FROM information_schema.columns WHERE column_name = 'programId' AND table_schema = current_schema() ORDER BY 1`,
    )
    .then((rows) => {
      // rows the server touches beside a request (key use, outbox dispatch, delivery attempts): counted, not compared
      const counted = new Set(["ApiKey", "IdempotencyKey", "OutboxEvent", "WebhookDelivery", "DeliveryAttempt", "EmailMessage"]);
      // a row's xmin is the transaction that last wrote it: with the count, any insert, update or delete shows
      const parts = rows.map(({ table }) =>
        counted.has(table)
          ? `SELECT '${table}:' || count(*)::text FROM "${table}" WHERE "programId" = $1`
          : `SELECT '${table}:' || count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text FROM "${table}" WHERE "programId" = $1`,
      );
      parts.push(`SELECT 'Program:' || xmin::text FROM "Program" WHERE id = $1`);
      return parts.map((p) => `(${p})`).join(" || ' ' || ");
    });
  const [row] = await prisma.$queryRawUnsafe<{ f: string }[]>(`SELECT ${await tables} AS f`, programId);
  return row!.f;
}
let tables: Promise<string> | undefined;

/** answers by status class, and the requests behind the ones that must not happen */
export class Tally {
  readonly byClass: Record<string, number> = {};
  readonly failures: string[] = [];
  count(status: number) {
    const c = `${Math.floor(status / 100)}xx`;
    this.byClass[c] = (this.byClass[c] ?? 0) + 1;
  }
  fail(what: string) {
    if (this.failures.length < 50) this.failures.push(what);
  }
}

/**
 * Runs requests in groups against one program: when every request of a group was refused, the
 * program's rows must be as they were before it (one fingerprint a group, not a request: the
 * fingerprint costs more than a refused request).
 */
export class Guard {
  private last: string | undefined;
  constructor(
    private server: TestServer,
    private programId: number,
    private tally: Tally,
  ) {}

  /** each request answers whether it was accepted (and so may have written) */
  async group(name: string, requests: (() => Promise<boolean>)[]) {
    if (!requests.length) return; // nothing sent (a kind this pass leaves out): nothing to compare
    const before = (this.last ??= await fingerprint(this.server, this.programId));
    let accepted = false;
    for (const send of requests) if (await send()) accepted = true;
    this.last = undefined;
    if (accepted) return;
    this.last = await fingerprint(this.server, this.programId);
    if (this.last !== before) this.tally.fail(`${name}: every request was refused, yet the program's rows changed`);
  }
}
