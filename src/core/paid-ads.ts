// Whether a visit came from a paid ad, read from its landing or referral URL: the click ids the
// big ad networks append (Google, Microsoft, Meta, and the others a program meets most), or UTM
// tags that name a paid medium. Tracked clicks keep the click id; the paid-ads fraud rule reads
// either.

const CLICK_ID_PARAMS = ["gclid", "gbraid", "wbraid", "dclid", "fbclid", "msclkid", "ttclid", "twclid", "li_fat_id", "epik", "rdt_cid"];

/** most URLs carry no click id: they need not be parsed (an escaped name could spell one, hence "%") */
const MAY_HOLD_CLICK_ID = /clid|clkid|braid|li_fat_id|epik|rdt_cid|%/i;

/** utm_medium values that mean a paid placement (compared lower case, - and _ alike) */
const PAID_MEDIUMS = new Set(["cpc", "ppc", "cpm", "cpa", "cpv", "paid", "paidsearch", "paid_search", "paidsocial", "paid_social", "display", "banner", "ads", "ad", "sem"]);

const paramsOf = (url: string): URLSearchParams | null => {
  try {
    return new URL(url).searchParams;
  } catch {
    return null;
  }
};

function clickIdIn(params: URLSearchParams): string | null {
  for (const p of CLICK_ID_PARAMS) {
    const v = params.get(p);
    if (v) return `${p}:${v.slice(0, 200)}`;
  }
  return null;
}

/** `gclid:<value>` when the URL carries an ad network's click id, else null */
export function adClickId(url: string | null | undefined): string | null {
  if (!url || !MAY_HOLD_CLICK_ID.test(url)) return null;
  const params = paramsOf(url);
  return params && clickIdIn(params);
}

/**
 * The paid-ad marker of a URL: `gclid:<value>` for a click id, `utm_medium:<value>` for a paid
 * medium; null for an organic visit or a URL that does not parse.
 */
export function paidAdMarker(url: string | null | undefined): string | null {
  const params = url ? paramsOf(url) : null;
  if (!params) return null;
  const id = clickIdIn(params);
  if (id) return id;
  const medium = params.get("utm_medium")?.trim().toLowerCase().replace(/-/g, "_");
  return medium && PAID_MEDIUMS.has(medium) ? `utm_medium:${medium}` : null;
}

export const fromPaidAd = (url: string | null | undefined) => paidAdMarker(url) !== null;
