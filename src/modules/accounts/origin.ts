// Requests a browser sends with Rally's cookies must come from Rally's own pages (PUBLIC_URL):
// the Origin header when the browser sends one, else Sec-Fetch-Site. Login CSRF and
// cross-site reads of a partner's data both stop here.
type HeaderValue = string | string[] | undefined | null;
const first = (v: HeaderValue) => (Array.isArray(v) ? v[0] : v) ?? undefined;

export interface OriginHeaders {
  origin?: HeaderValue;
  secFetchSite?: HeaderValue;
}

/**
 * Whether the request comes from PUBLIC_URL's origin. `requireSignal`: a request with neither
 * header is refused (cookie-authenticated requests, which only browsers make); otherwise it is
 * taken for a server-side client, which carries no one's cookies.
 */
export function fromOwnOrigin(publicUrl: string, headers: OriginHeaders, requireSignal: boolean): boolean {
  const origin = first(headers.origin);
  // "null": an opaque origin, which a browser also sends for a form on a no-referrer page (the
  // sign-in landing pages are): only Sec-Fetch-Site can then say the request is Rally's own
  if (origin !== undefined && origin !== "null") return origin === new URL(publicUrl).origin;
  const site = first(headers.secFetchSite);
  if (site !== undefined) return site === "same-origin";
  return origin === undefined && !requireSignal;
}
