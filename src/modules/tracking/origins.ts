// The browser origins a program's pages are served from: its website's, and the same host with
// or without "www." (shops answer on both). The public endpoints answer CORS to these only.
// Worked out once per program row read (the tracking lookups keep the row a while).
import type { Program } from "../../generated/prisma/client.js";

const known = new WeakMap<object, string[]>();

export function websiteOrigins(program: Pick<Program, "website">): string[] {
  let origins = known.get(program);
  if (!origins) known.set(program, (origins = originsOf(program.website)));
  return origins;
}

function originsOf(website: string): string[] {
  let url: URL;
  try {
    url = new URL(website);
  } catch {
    return [];
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return [];
  const twin = new URL(url.origin);
  twin.hostname = url.hostname.startsWith("www.") ? url.hostname.slice(4) : `www.${url.hostname}`;
  return [url.origin, twin.origin];
}

export function allowedOrigin(program: Pick<Program, "website">, origin: string | undefined): boolean {
  return !!origin && websiteOrigins(program).includes(origin);
}

/** the CORS answer headers for an allowed origin (the caller checked it) */
export function corsHeaders(origin: string): Record<string, string> {
  return {
    "access-control-allow-origin": origin,
    "access-control-allow-methods": "POST, OPTIONS",
    "access-control-allow-headers": "content-type",
    "access-control-max-age": "600",
    vary: "Origin",
  };
}
