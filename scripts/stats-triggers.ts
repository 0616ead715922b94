// npx tsx scripts/stats-triggers.ts [StatDay StatPartner StatPartnerDay StatBuyer]: prints the
// SQL of the statistics triggers (src/modules/stats/figures-sql.ts), in a form that replaces
// the ones a database has, and of filling the named statistics tables (all when none is named)
// from existing rows, for a migration. A function body is an E'' string with each semicolon
// written \073: the PostgreSQL driver applies a migration by splitting it on semicolons.
import {
  buyerStatements,
  buyersFromRows,
  COUNTED_TABLES,
  dayFiguresFromRows,
  partnerDayFiguresFromRows,
  partnerFiguresFromRows,
  triggerStatements,
} from "../src/modules/stats/figures-sql.js";

const OPS = {
  insert: { event: "INSERT", referencing: "NEW TABLE AS nt", src: "SELECT 1 AS s, * FROM nt" },
  update: { event: "UPDATE", referencing: "OLD TABLE AS ot NEW TABLE AS nt", src: "SELECT 1 AS s, * FROM nt UNION ALL SELECT -1, * FROM ot" },
  delete: { event: "DELETE", referencing: "OLD TABLE AS ot", src: "SELECT -1 AS s, * FROM ot" },
} as const;

const FILLS = {
  StatBuyer: `INSERT INTO "StatBuyer" ("programId", "customerUid", "partnerUid", day, n) ${buyersFromRows()};`,
  StatDay: `INSERT INTO "StatDay" ("programId", day, metric, key, currency, n, total) SELECT * FROM (${dayFiguresFromRows()}) f;`,
  StatPartner: `INSERT INTO "StatPartner" ("partnerUid", metric, key, currency, n, total) SELECT * FROM (${partnerFiguresFromRows()}) f;`,
  StatPartnerDay: `INSERT INTO "StatPartnerDay" ("partnerUid", day, metric, key, currency, n, total) SELECT * FROM (${partnerDayFiguresFromRows()}) f;`,
} as const;

const fills = process.argv.slice(2);
for (const name of fills) {
  if (!(name in FILLS)) {
    console.error(`unknown table ${name}: one of ${Object.keys(FILLS).join(", ")}`);
    process.exit(2);
  }
}

const quoted = (body: string) => `E'${body.replace(/\\/g, "\\\\").replace(/'/g, "''").replace(/;/g, "\\073")}'`;

const out: string[] = [];
for (const table of COUNTED_TABLES) {
  for (const [op, o] of Object.entries(OPS)) {
    const name = `stat_${table.toLowerCase()}_${op}`;
    const statements = triggerStatements(table, o.src);
    const buyers = table === "Transaction" ? buyerStatements(o.src) : undefined;
    const body = [...statements, ...(buyers?.body ?? []), "RETURN NULL"].map((s) => `  ${s};`).join("\n");
    const declare = buyers ? `DECLARE\n  ${buyers.declare.split("\n").map((l) => `${l.trim()};`).join("\n  ")}\n` : "";
    out.push(`CREATE OR REPLACE FUNCTION "${name}"() RETURNS trigger LANGUAGE plpgsql AS ${quoted(`\n${declare}BEGIN\n${body}\nEND\n`)};`);
    out.push(`CREATE OR REPLACE TRIGGER "${name}" AFTER ${o.event} ON "${table}" REFERENCING ${o.referencing} FOR EACH STATEMENT EXECUTE FUNCTION "${name}"();`);
  }
}
out.push(`-- the figures of the rows written before this migration`);
for (const [name, sql] of Object.entries(FILLS)) if (!fills.length || fills.includes(name)) out.push(sql);
console.log(out.join("\n\n"));
