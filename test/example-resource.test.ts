// README "Adding a resource", followed for a new resource: a copy of the project (node_modules
// linked) gets the notes module of test/fixtures/example-resource/ by the README's steps (the
// model appended to prisma/schema.prisma, its migration, the module folder, one line in the
// module list, the Prisma client generated again), and the copy, run from source, answers the
// new REST routes and GraphQL fields, offers the new event to webhooks, and keeps one program's
// notes from another program's key. Nothing else in the project is touched.
// @embedded-only: the copy starts from the run's migrated PGlite dump
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";

const root = resolve(import.meta.dirname, "..");
const fixture = join(import.meta.dirname, "fixtures/example-resource");

let dir: string;
let child: ChildProcessWithoutNullStreams | undefined;
let started: { url: string; keys: [string, string]; webhookEvents: Record<string, string[]> };

/** the steps of README "Adding a resource", in a copy of the project */
function addNotesResource(copy: string) {
  for (const part of ["src", "prisma", "scripts", "package.json", "tsconfig.json", "prisma.config.ts"]) cpSync(join(root, part), join(copy, part), { recursive: true });
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"), "dir");
  // 1. the model, with programId (and its side of the relation on Program), then its migration
  //    (what `npm run migrate:create -- add_notes` wrote for it: fixtures/example-resource/migration.sql)
  const schema = readFileSync(join(copy, "prisma/schema.prisma"), "utf8").replace(/^model Program \{\n/m, "model Program {\n  notes Note[]\n");
  writeFileSync(join(copy, "prisma/schema.prisma"), schema + readFileSync(join(fixture, "model.prisma"), "utf8"));
  const migration = join(copy, "prisma/migrations/29990101000000_add_notes");
  mkdirSync(migration);
  cpSync(join(fixture, "migration.sql"), join(migration, "migration.sql"));
  // 2.-6. service, view, schema, routes and index.ts in src/modules/notes
  cpSync(join(fixture, "notes"), join(copy, "src/modules/notes"), { recursive: true });
  // 6. one line in the module list (and its import)
  const list = join(copy, "src/modules/index.ts");
  const before = readFileSync(list, "utf8");
  const after = before.replace(/^(import \{ emailsModule \} from .*\n)/m, '$1import { notesModule } from "./notes/index.js";\n').replace(/^\];/m, "  notesModule,\n];");
  expect(after.split("\n").length - before.split("\n").length, "the import and the line in the list").toBe(2);
  writeFileSync(list, after);
  // 7. generate: the Prisma client and its Pothos types (the GraphQL documents and OpenAPI of
  //    `npm run generate` are the committed contracts, which a copy need not write)
  const generated = spawnSync(process.execPath, ["scripts/prisma-generate.mjs"], { cwd: copy, encoding: "utf8" });
  if (generated.status !== 0) throw new Error(`prisma generate: ${generated.stdout}${generated.stderr}`);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "rally-example-"));
  const copy = join(dir, "rally");
  mkdirSync(copy);
  addNotesResource(copy);
  cpSync(join(fixture, "serve.ts"), join(copy, "scripts/serve-example.ts"));
  mkdirSync(join(dir, "data"));
  child = spawn(process.execPath, ["--import", "tsx", "scripts/serve-example.ts"], {
    cwd: copy,
    env: { ...process.env, RALLY_DUMP: inject("pgliteDump"), RALLY_DATA_DIR: join(dir, "data") },
  });
  let stderr = "";
  child.stderr.on("data", (c: Buffer) => (stderr += c));
  const first = await new Promise<string>((done, fail) => {
    createInterface({ input: child!.stdout }).once("line", done);
    child!.once("exit", (code) => fail(new Error(`the copy exited (${code}): ${stderr}`)));
  });
  started = JSON.parse(first);
}, 90_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((done) => child!.once("exit", done));
    child.stdin.end();
    await exited;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const rest = async (key: string, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${started.url}/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, accept: "application/json", ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
};

describe("a resource added by the README's steps", () => {
  it("answers its REST routes and GraphQL fields, and is in the OpenAPI document", async () => {
    const [a] = started.keys;
    const made = await rest(a, "POST", "/notes", { text: "hello" });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ text: "hello", id: expect.any(String), created_at: expect.any(String) });
    const id = made.body.data.id as string;
    expect((await rest(a, "GET", `/notes/${id}`)).body.data).toEqual(made.body.data);
    const gql = await fetch(`${started.url}/graphql`, {
      method: "POST",
      headers: { authorization: `Bearer ${a}`, "content-type": "application/json" },
      body: JSON.stringify({ query: "query($id: String!) { note(id: $id) { id text } }", variables: { id } }),
    });
    expect(await gql.json()).toEqual({ data: { note: { id, text: "hello" } } });
    expect(Object.keys(((await (await fetch(`${started.url}/v1/openapi.json`)).json()) as { paths: object }).paths)).toEqual(expect.arrayContaining(["/v1/notes", "/v1/notes/{id}"]));
    expect((await rest(a, "POST", "/notes", { text: " " })).status).toBe(422);
  });

  it("declares its event, which webhooks may subscribe to, and writes it", async () => {
    const [a] = started.keys;
    expect(started.webhookEvents["note.created"]).toEqual(["Affiliate", "Referral", "Newsletter"]);
    const hook = await rest(a, "POST", "/webhooks", { key: "notes", name: "Notes", url: "https://hooks.example/notes", events: ["note.created"] });
    expect(hook.status, JSON.stringify(hook.body)).toBe(200);
    expect(hook.body.data.events).toEqual(["note.created"]);
    expect((await rest(a, "POST", "/webhooks", { key: "bogus", name: "Bogus", url: "https://hooks.example/x", events: ["note.deleted"] })).status).toBe(422);
    // the note's event, written with it, is fanned out to the webhook by the copy's dispatcher
    await rest(a, "POST", "/notes", { text: "announced" });
    let events: string[] = [];
    for (let i = 0; i < 50 && !events.length; i++) {
      events = ((await rest(a, "GET", "/webhooks/notes/deliveries")).body.data as { event: string }[]).map((d) => d.event);
      if (!events.length) await new Promise((r) => setTimeout(r, 100));
    }
    expect(events).toEqual(["note.created"]);
  });

  it("keeps a program's notes from another program's key", async () => {
    const [a, b] = started.keys;
    const id = (await rest(a, "POST", "/notes", { text: "private" })).body.data.id as string;
    expect(await rest(b, "GET", `/notes/${id}`)).toMatchObject({ status: 404 });
    const gql = await fetch(`${started.url}/graphql`, {
      method: "POST",
      headers: { authorization: `Bearer ${b}`, "content-type": "application/json" },
      body: JSON.stringify({ query: `{ note(id: "${id}") { text } }` }),
    });
    const body = (await gql.json()) as { data: unknown; errors?: { message: string }[] };
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.message).toBe("Note not found");
  });
});
