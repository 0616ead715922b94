// Runs each REST route's documented example (its `example` in the module's route declarations)
// against a server: a new program of the route's type, the requests the example needs, then the
// example request, whose answer is what the reference shows. `npm run examples` records them into
// schema/rest-examples.json; test/rest-examples.test.ts runs them again and compares.
import type { App } from "../src/app.js";
import { FEATURES } from "../src/core/features.js";
import type { ExampleRequest, RestRoute } from "../src/core/routes.js";
import { issueApiKey } from "../src/modules/auth/api-keys.service.js";
import { createProgram } from "../src/modules/programs/programs.service.js";
import type { RecordedExample } from "../src/rest/examples.js";

export interface Answer {
  status: number;
  /** parsed JSON, or the text (a CSV file) */
  body: unknown;
}

export type Send = (key: string, method: string, path: string, body?: unknown) => Promise<Answer>;

/** the recorded examples' key: method and the route's own path */
export const exampleKey = (route: Pick<RestRoute, "method" | "path">) => `${route.method} ${route.path}`;

/** `<N.a.b>`: that value of the Nth given request's answer */
function fill<T>(value: T, answers: Answer[]): T {
  if (value === undefined) return value;
  const text = JSON.stringify(value).replace(/<(\d+)((?:\.\w+)+)>/g, (whole, n: string, path: string) => {
    let v: unknown = answers[Number(n)]?.body;
    for (const k of path.slice(1).split(".")) v = (v as Record<string, unknown> | undefined)?.[k];
    if (v === undefined || v === null || typeof v === "object") throw new Error(`example placeholder ${whole}: no value in ${JSON.stringify(answers[Number(n)]?.body)}`);
    return String(v);
  });
  return JSON.parse(text) as T;
}

/** the request an example documents: the route's method, its path (parameters filled) and body */
export function exampleRequest(route: RestRoute): ExampleRequest {
  const path = route.example?.path ?? route.path;
  if (/\{\w+\}/.test(path)) throw new Error(`${exampleKey(route)}: the example must fill the path's parameters`);
  return { method: route.method, path, ...(route.example?.body !== undefined ? { body: route.example.body } : {}) };
}

export async function runExample(app: App, send: Send, route: RestRoute): Promise<RecordedExample> {
  const type = route.feature ? FEATURES[route.feature].types[0] : "Affiliate";
  const program = await createProgram(app.database.prisma, { name: "Example program", type, website: "https://shop.example" });
  const { key } = await issueApiKey(app.database.prisma, program.id, "examples");
  const answers: Answer[] = [];
  for (const given of route.example?.given ?? []) {
    const answer = await send(key, given.method, `/v1${fill(given.path, answers)}`, fill(given.body, answers));
    if (answer.status !== 200) throw new Error(`${exampleKey(route)}: given ${given.method} ${given.path} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    answers.push(answer);
  }
  const request = exampleRequest(route);
  const path = fill(request.path, answers);
  const body = fill(request.body, answers);
  const answer = await send(key, request.method, `/v1${path}`, body);
  if (answer.status !== 200) throw new Error(`${exampleKey(route)}: answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return { method: request.method, path, ...(body !== undefined ? { body } : {}), response: answer.body };
}
