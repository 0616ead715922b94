// GET /v1/docs: the REST reference, rendered in the browser by Redoc (the npm package's
// standalone bundle, served from node_modules by this server: Rally may run offline) from
// /v1/openapi.json. The page holds no script of its own: Redoc starts from the <redoc> element,
// so the page runs under a Content-Security-Policy that allows only this server's scripts.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export const REDOC_PATH = "/v1/docs/redoc.standalone.js";

export const restDocsPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rally REST API reference</title><link rel="icon" href="data:,"></head>
<body style="margin:0">
<redoc spec-url="/v1/openapi.json" expand-responses="200" required-props-first="true" sort-props-alphabetically="false" hide-download-button="false" json-sample-expand-level="3" path-in-middle-panel="true"></redoc>
<script src="${REDOC_PATH}"></script>
</body></html>`;

/** the one thing Redoc fetches from elsewhere: its attribution logo, from its CDN */
const REDOC_LOGO = "https://cdn.redoc.ly/redoc/logo-mini.svg";

/**
 * Redoc's bundle (1.1 MB), read when a browser first asks for it, with its logo's address
 * emptied (a data: URL) so the page asks nothing of another host; the attribution text stays.
 */
export function redocBundle(): Buffer {
  const source = readFileSync(createRequire(import.meta.url).resolve("redoc/bundles/redoc.standalone.js"), "utf8");
  if (!source.includes(REDOC_LOGO)) throw new Error(`redoc/bundles/redoc.standalone.js no longer names ${REDOC_LOGO}: check what it fetches before serving it`);
  return Buffer.from(source.replaceAll(REDOC_LOGO, "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"));
}

/**
 * The reference page's policy: this server's scripts only; Redoc styles its components with
 * inline <style> elements and runs its search index in a worker it starts from a blob: URL.
 */
export const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; worker-src 'self' blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
