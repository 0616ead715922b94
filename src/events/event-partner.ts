// Which partner an event concerns, by the record it carries: the `events` subscription narrows
// to one partner with it, and a partner's own live feed (viewerActivity) hears only its events.
import type { PublishedEvent } from "./bus.js";

/** the partner an event concerns: the partner itself, or the one its record names */
export function partnerOf(e: PublishedEvent): string | undefined {
  if (e.resourceType === "partner") return e.resourceId;
  const view = (e.payload ?? {}) as Record<string, unknown>;
  const nested = (k: string) => {
    const v = view[k];
    return v && typeof v === "object" && "id" in v ? String((v as { id: unknown }).id) : undefined;
  };
  const flat = view.partner_id ?? (typeof view.partner === "string" ? view.partner : undefined);
  return typeof flat === "string" ? flat : (nested("partner") ?? nested("submitter"));
}
