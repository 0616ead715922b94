// The tracking routes of the HTTP table (src/http/routes.ts): the script, the public endpoints
// it calls and their CORS preflights, and the short redirect links.
import type { HttpRoute } from "../../core/routes.js";
import { recordClick, signUp } from "./public-endpoints.js";
import { preflight } from "./public-http.js";
import { followProgramLink } from "./redirect-link.js";
import { serveLoader, serveScript } from "./tracking-script.js";

export const trackingRoutes: HttpRoute[] = [
  { method: "GET", path: "/js/rally.js", handle: serveScript },
  { method: "GET", path: "/js/universal.js", handle: serveLoader },
  { method: "POST", path: "/t/{program}/click", readsBody: true, handle: recordClick },
  { method: "OPTIONS", path: "/t/{program}/click", handle: preflight },
  { method: "POST", path: "/t/{program}/signup", readsBody: true, handle: signUp },
  { method: "OPTIONS", path: "/t/{program}/signup", handle: preflight },
  { method: "GET", path: "/r/{program}/{key}", handle: followProgramLink },
];
