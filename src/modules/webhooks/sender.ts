// One HTTP attempt: a POST to the destination, connecting only to addresses the SSRF rules
// allow (checked after resolution, and again by the agent's lookup when it opens a connection),
// within the timeout, following at most 3 redirects, each checked the same way. Connections are
// kept alive and reused per destination: a new TCP (and TLS) connection per attempt cost more
// CPU than the delivery itself at volume. Never throws: the outcome is a status and the first
// bytes of the body, or an error.
import http from "node:http";
import https from "node:https";
import { checkedAddresses, DestinationRefused, DestinationUnresolved, guardedLookup } from "../../core/destinations.js";

export interface SendOutcome {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  responseBody: string | null;
}

export interface SendOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  /** response bytes kept for the delivery log */
  keepBytes?: number;
}

const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * An idle connection is closed after this long: under the 5 s a Node server keeps one open, so
 * a receiver rarely closes a connection just as an attempt reuses it.
 */
const IDLE_MS = 4_000;

const agents = new Map<string, http.Agent>();

/**
 * The keep-alive agent of a scheme and SSRF setting. Every connection it opens resolves the name
 * again and is refused when any answer is not allowed (guardedLookup), so a reused connection
 * goes to an address that was allowed when it was opened; an address written as a literal
 * skips the lookup and is checked by checkedAddresses before each attempt.
 */
function agentFor(protocol: string, allowPrivate: boolean): http.Agent {
  const name = `${protocol}${allowPrivate}`;
  let agent = agents.get(name);
  if (!agent) {
    const options = { keepAlive: true, timeout: IDLE_MS, lookup: guardedLookup(allowPrivate) };
    agent = protocol === "https:" ? new https.Agent(options) : new http.Agent(options);
    agents.set(name, agent);
  }
  return agent;
}

interface Answer {
  statusCode: number;
  location?: string;
  body: string;
}

function post(url: URL, allowPrivate: boolean, headers: Record<string, string>, body: string, keep: number, signal: AbortSignal): Promise<Answer> {
  const mod = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = mod.request(
      url,
      { method: "POST", headers: { ...headers, "content-length": String(Buffer.byteLength(body)) }, agent: agentFor(url.protocol, allowPrivate), signal },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => resolve({ statusCode: res.statusCode ?? 0, location: res.headers.location, body: Buffer.concat(chunks).toString("utf8").slice(0, keep) });
        res.on("data", (c: Buffer) => {
          if (size < keep) chunks.push(c);
          size += c.length;
          // the rest is not needed: the status has been read
          if (size >= keep) {
            res.destroy();
            done();
          }
        });
        res.on("end", done);
        res.on("error", (err) => (size >= keep ? done() : reject(err)));
      },
    );
    req.on("error", (err: Error & { code?: string }) => {
      // a kept connection the receiver closed just before this attempt reused it: once more on
      // a new one (the receiver may have seen the first; deliveries are at-least-once anyway)
      if (req.reusedSocket && err.code === "ECONNRESET" && !signal.aborted) post(url, allowPrivate, headers, body, keep, signal).then(resolve, reject);
      else reject(err);
    });
    req.end(body);
  });
}

export async function send(target: string, headers: Record<string, string>, body: string, opts: SendOptions): Promise<SendOutcome> {
  const started = performance.now();
  const keep = opts.keepBytes ?? 2048;
  const signal = AbortSignal.timeout(opts.timeoutMs);
  const outcome = (o: Omit<SendOutcome, "durationMs">): SendOutcome => ({ ...o, durationMs: Math.round(performance.now() - started) });
  let url = new URL(target);
  try {
    for (let hop = 0; ; hop++) {
      await checkedAddresses(url, opts.allowPrivate);
      const answer = await post(url, opts.allowPrivate, headers, body, keep, signal);
      if (!REDIRECTS.has(answer.statusCode) || !answer.location) return outcome({ statusCode: answer.statusCode, error: null, responseBody: answer.body });
      if (hop >= MAX_REDIRECTS) return outcome({ statusCode: answer.statusCode, error: "too many redirects", responseBody: answer.body });
      const next = new URL(answer.location, url);
      if (next.protocol !== "http:" && next.protocol !== "https:") {
        return outcome({ statusCode: answer.statusCode, error: `redirect to ${next.protocol} refused`, responseBody: answer.body });
      }
      url = next;
    }
  } catch (err) {
    if (err instanceof DestinationUnresolved) return outcome({ statusCode: null, error: err.message, responseBody: null });
    if (err instanceof DestinationRefused) {
      return outcome({ statusCode: null, error: `${url.href === new URL(target).href ? "destination" : `redirect to ${url.href}`} refused: ${err.message}`, responseBody: null });
    }
    const e = err as Error & { code?: string };
    const timedOut = signal.aborted;
    return outcome({ statusCode: null, error: timedOut ? `no answer within ${opts.timeoutMs} ms` : `${e.code ?? e.name}: ${e.message}`, responseBody: null });
  }
}
