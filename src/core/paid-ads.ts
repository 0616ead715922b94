// Whether a visit came from a paid ad, read from its landing or referral URL: the click ids the
// big ad networks append (Google, Microsoft, Meta, and the others a program meets most), or UTM
// tags that name a paid medium. Read by the paid-ads fraud rule and noted on tracked clicks.

const CLICK_ID_PARAMS = ["gclid", "gbraid", "wbraid", "dclid", "fbclid", "msclkid", "ttclid", "twclid", "li_fat_id", "epik", "rdt_cid"];

/** utm_medium values that mean a paid placement (compared lower case, - and _ alike) */
const PAID_MEDIUMS = new Set(["cpc", "ppc", "cpm", "cpa", "cpv", "paid", "paidsearch", "paid_search", "paidsocial", "paid_social", "display", "banner", "ads", "ad", "sem"]);

/**
 * The paid-ad marker of a URL: `gclid:<value>` for a click id, `utm_medium:<value>` for a paid
 * medium; null for an organic visit or a URL that does not parse.
 */
export function paidAdMarker(url: string | null | undefined): string | null {
  if (!url) return null;
  let params: URLSearchParams;
  try {
    params = new URL(url).searchParams;
  } catch {
    return null;
  }
  for (const p of CLICK_ID_PARAMS) {
    const v = params.get(p);
    if (v !== null) return `${p}:${v.slice(0, 200)}`;
  }
  const medium = params.get("utm_medium")?.trim().toLowerCase().replace(/-/g, "_");
  if (medium && PAID_MEDIUMS.has(medium)) return `utm_medium:${medium}`;
  return null;
}

export const fromPaidAd = (url: string | null | undefined) => paidAdMarker(url) !== null;
