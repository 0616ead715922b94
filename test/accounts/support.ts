// A partner's browser as the portal tests drive it: requests from Rally's own origin (the test
// servers' PUBLIC_URL), one cookie jar, and the sign-in mail read back from the mail file.
import { mailLines } from "../helpers/http.js";
import type { TestServer } from "../helpers/server.js";

export const ORIGIN = "http://rally.test";

export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers;
}

async function answer(res: Response): Promise<Answer> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* HTML */
  }
  return { status: res.status, body, headers: res.headers };
}

export function browser(server: TestServer, { origin = ORIGIN as string | null } = {}) {
  let cookie: string | undefined;
  const headers = (extra: Record<string, string> = {}) => ({
    ...(origin ? { origin } : {}),
    ...(cookie ? { cookie } : {}),
    ...extra,
  });
  const keep = (res: Response) => {
    const set = res.headers.get("set-cookie");
    if (set) {
      const pair = set.split(";")[0]!;
      cookie = pair.endsWith("=") ? undefined : pair;
    }
    return res;
  };
  return {
    get cookie() {
      return cookie;
    },
    set cookie(value: string | undefined) {
      cookie = value;
    },
    /** a JSON POST to one of the /auth/partner endpoints */
    async post(path: string, body: unknown, extra: Record<string, string> = {}) {
      const res = await fetch(`${server.url}${path}`, { method: "POST", headers: headers({ "content-type": "application/json", ...extra }), body: JSON.stringify(body), redirect: "manual" });
      return answer(keep(res));
    },
    /** the landing page's form post */
    async postForm(path: string, fields: Record<string, string>) {
      const res = await fetch(`${server.url}${path}`, { method: "POST", headers: headers({ "content-type": "application/x-www-form-urlencoded" }), body: new URLSearchParams(fields).toString(), redirect: "manual" });
      return answer(keep(res));
    },
    async get(path: string, extra: Record<string, string> = {}) {
      return answer(await fetch(`${server.url}${path}`, { headers: headers(extra), redirect: "manual" }));
    },
    /** a GraphQL POST with the cookie (and whatever else is given) */
    async gql(query: string, variables?: Record<string, unknown>, extra: Record<string, string> = {}) {
      const res = await fetch(`${server.url}/graphql`, { method: "POST", headers: headers({ "content-type": "application/json", ...extra }), body: JSON.stringify({ query, variables }) });
      return answer(res);
    },
  };
}

export type Browser = ReturnType<typeof browser>;

/** the newest mail to the address */
/** the sign-in emails (a code, a link) sent to an address; a new partner's welcome email is not one */
const signInMail = (server: TestServer, to: string) => mailLines(server.mailFile).filter((m) => m.to === to && /\/auth\/partner\/|code for /.test(m.text));

export function lastMailTo(server: TestServer, to: string) {
  const mail = signInMail(server, to);
  return mail[mail.length - 1];
}

export const mailCount = (server: TestServer, to: string) => signInMail(server, to).length;

export const codeIn = (text: string) => /code for .*: (\d{6})/.exec(text)?.[1];
export const tokenIn = (text: string) => /\/auth\/partner\/link\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

/** operator:invite as the CLI runs it: the printed lines */
export async function inviteOperator(server: TestServer, email: string, program: string, role?: string): Promise<string[]> {
  const { operatorCommands } = await import("../../src/modules/accounts/operators.cli.js");
  const command = operatorCommands.find((c) => c.name === "operator:invite")!;
  return command.run(server.app, { options: { email, program, role }, positionals: [], stdin: process.stdin });
}

export const operatorLinkIn = (text: string) => /\/auth\/operator\/link\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

/**
 * An operator's browser signed in through operator:invite's link, working on the program (its
 * requests carry X-Rally-Program): `gql` as the console sends it.
 */
export async function operatorBrowser(server: TestServer, email: string, program: string, role?: string): Promise<Browser> {
  const token = operatorLinkIn((await inviteOperator(server, email, program, role)).join("\n"))!;
  const b = browser(server);
  const res = await b.postForm("/auth/operator/link", { token });
  if (res.status !== 303) throw new Error(`operator sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  const gql = b.gql;
  return Object.assign(b, { gql: (query: string, variables?: Record<string, unknown>, extra: Record<string, string> = {}) => gql(query, variables, { "x-rally-program": program, ...extra }) });
}

/** what a subscription delivered, and whether the server ended it */
export interface CookieFeed<T = any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  items: T[];
  errors: unknown[];
  status?: number;
  ended?: { code?: number; reason?: string };
  close(): void;
}

/** a subscription over SSE, as a console's page opens it: the cookie, its origin, the program header */
export async function cookieSse<T>(server: TestServer, b: Browser, query: string, headers: Record<string, string> = {}, variables: Record<string, unknown> = {}): Promise<CookieFeed<T>> {
  const abort = new AbortController();
  const res = await fetch(`${server.url}/graphql`, {
    method: "POST",
    signal: abort.signal,
    headers: { "content-type": "application/json", accept: "text/event-stream", origin: ORIGIN, ...(b.cookie ? { cookie: b.cookie } : {}), ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const feed: CookieFeed<T> = { status: res.status, items: [], errors: [], close: () => abort.abort() };
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const data = buffer.slice(0, end).split("\n").filter((l) => l.startsWith("data:")).map((l) => l.slice(5).trim()).join("\n");
          buffer = buffer.slice(end + 2);
          if (!data) continue;
          const payload = JSON.parse(data) as { data?: T; errors?: unknown[] };
          if (payload.errors) feed.errors.push(...payload.errors);
          if (payload.data) feed.items.push(payload.data);
        }
      }
      feed.ended = {};
    } catch {
      /* aborted by the test */
    }
  })();
  return feed;
}

/**
 * A subscription over graphql-ws as a browser opens it: the cookie and the page's Origin ride
 * on the upgrade request (browsers set no other headers there); the program is a connection
 * parameter.
 */
export async function cookieWs<T>(server: TestServer, cookie: string | undefined, query: string, opts: { origin?: string | null; program?: string; variables?: Record<string, unknown> } = {}): Promise<CookieFeed<T>> {
  const { default: WebSocket } = await import("ws");
  const { createClient } = await import("graphql-ws");
  const origin = opts.origin === undefined ? ORIGIN : opts.origin;
  const headers = { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) };
  class BrowserSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  const client = createClient({
    url: `${server.url.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: BrowserSocket,
    connectionParams: opts.program ? { "X-Rally-Program": opts.program } : {},
    retryAttempts: 0,
  });
  const feed: CookieFeed<T> = { items: [], errors: [], close: () => void client.dispose() };
  client.on("closed", (e) => {
    const { code, reason } = e as { code: number; reason: string };
    feed.ended ??= { code, reason };
  });
  client.subscribe(
    { query, variables: opts.variables ?? {} },
    { next: (r) => (r.errors ? feed.errors.push(...r.errors) : feed.items.push(r.data as T)), error: (e) => feed.errors.push(e), complete: () => {} },
  );
  return feed;
}
