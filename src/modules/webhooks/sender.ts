// One HTTP attempt: a POST to the destination, connecting only to addresses the SSRF rules
// allow (checked after resolution, and the connection pinned to what was checked), within the
// timeout, following at most 3 redirects, each checked the same way. Never throws: the outcome
// is a status and the first bytes of the body, or an error.
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { checkedAddresses, DestinationRefused, DestinationUnresolved } from "../../core/destinations.js";

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

/** a lookup that answers only the addresses already checked */
function pinned(addresses: { address: string; family: number }[]): LookupFunction {
  return ((_host: string, options: { all?: boolean; family?: number }, cb: (...args: unknown[]) => void) => {
    const fitting = options.family ? addresses.filter((a) => a.family === options.family) : addresses;
    const list = fitting.length ? fitting : addresses;
    if (options.all) cb(null, list);
    else cb(null, list[0]!.address, list[0]!.family);
  }) as LookupFunction;
}

interface Answer {
  statusCode: number;
  location?: string;
  body: string;
}

function post(url: URL, addresses: { address: string; family: number }[], headers: Record<string, string>, body: string, keep: number, signal: AbortSignal): Promise<Answer> {
  const mod = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = mod.request(
      url,
      { method: "POST", headers: { ...headers, "content-length": String(Buffer.byteLength(body)) }, lookup: pinned(addresses), agent: false, signal },
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
    req.on("error", reject);
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
      const addresses = await checkedAddresses(url, opts.allowPrivate);
      const answer = await post(url, addresses, headers, body, keep, signal);
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
