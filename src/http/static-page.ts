// Pages that are the same for every caller (GraphiQL, the REST reference, the tracking script of
// a program) are sent compressed when the client accepts it (br or gzip), with an ETag, so that
// a browser that has the page gets a 304. Each body is compressed once, off the event loop, and
// kept: GraphiQL alone is about 9 MB, 1.9 MB in brotli.
import { createHash } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { HttpAnswer } from "../core/routes.js";

type Encoding = "br" | "gzip";

const compress: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

/** below this, compressing costs more than it saves */
const MIN_COMPRESSIBLE_BYTES = 1024;

/** the encoding to send, from Accept-Encoding: brotli first, then gzip; none when refused (q=0) or not asked */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get("*");
  const allowed = (e: Encoding) => (accepted.get(e) ?? wildcard ?? 0) > 0;
  return allowed("br") ? "br" : allowed("gzip") ? "gzip" : undefined;
}

export function etagOf(body: string | Buffer): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
}

/** whether If-None-Match names this ETag (weak or strong, one of a list, or *) */
export function notModified(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return String(ifNoneMatch)
    .split(",")
    .some((t) => t.trim() === "*" || t.trim().replace(/^W\//, "") === etag);
}

// compressed bodies by ETag and encoding: pages are few, tracking scripts one a program; bounded
const compressed = new Map<string, Promise<Buffer>>();

function compressedOnce(etag: string, encoding: Encoding, body: Buffer): Promise<Buffer> {
  const key = `${encoding}:${etag}`;
  let found = compressed.get(key);
  if (!found) {
    if (compressed.size >= 1000) compressed.clear(); // at worst a page is compressed again
    found = compress[encoding](body);
    found.catch(() => compressed.delete(key));
    compressed.set(key, found);
  }
  return found;
}

export interface StaticPage {
  body: Buffer;
  etag: string;
  /** content-type, cache-control, security headers: sent with the page and its 304 */
  headers: Record<string, string>;
}

export function staticPage(body: string | Buffer, headers: Record<string, string>): StaticPage {
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  return { body: bytes, etag: etagOf(bytes), headers };
}

/** the page as this request should get it: 304, compressed, or as it is (HEAD: headers only) */
export async function answerPage(page: StaticPage, req: { method: string; headers: IncomingHttpHeaders }): Promise<HttpAnswer & { body?: Buffer | null }> {
  const headers: Record<string, string> = { ...page.headers, etag: page.etag, vary: "Accept-Encoding" };
  if (notModified(req.headers["if-none-match"], page.etag)) return { status: 304, headers };
  const encoding = page.body.length >= MIN_COMPRESSIBLE_BYTES ? negotiateEncoding(req.headers["accept-encoding"]) : undefined;
  const body = encoding ? await compressedOnce(page.etag, encoding, page.body) : page.body;
  if (encoding) headers["content-encoding"] = encoding;
  headers["content-length"] = String(body.length);
  return { status: 200, headers, body: req.method === "HEAD" ? null : body };
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json))/i;

/**
 * A route's answer that carries an ETag is the same for everyone who sends that ETag back (the
 * tracking script of a program): compressed once per ETag, like the pages above.
 */
export async function compressTagged(
  req: { headers: IncomingHttpHeaders },
  status: number,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ headers: Record<string, string>; body: Buffer }> {
  const etag = headers.etag;
  if (status !== 200 || !etag || headers["content-encoding"] || !COMPRESSIBLE.test(headers["content-type"] ?? "") || body.length < MIN_COMPRESSIBLE_BYTES) return { headers, body };
  const vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
  const encoding = negotiateEncoding(req.headers["accept-encoding"]);
  if (!encoding) return { headers: { ...headers, vary }, body };
  const compressedBody = await compressedOnce(etag, encoding, body);
  return { headers: { ...headers, vary, "content-encoding": encoding, "content-length": String(compressedBody.length) }, body: compressedBody };
}
