// The tracking endpoints' per-app state: lookups and the click writer, made on first use so the
// app needs to know nothing of them.
import type { App } from "../../core/app.js";
import { createClickWriter, type ClickWriter } from "./click-writer.js";
import { createTrackingLookup, type TrackingLookup } from "./tracking-lookup.js";

export interface Tracking {
  lookup: TrackingLookup;
  clicks: ClickWriter;
}

const states = new WeakMap<App, Tracking>();

export function trackingOf(app: App): Tracking {
  let state = states.get(app);
  if (!state) {
    const lookup = createTrackingLookup(app);
    state = { lookup, clicks: createClickWriter(app) };
    states.set(app, state);
    // a program changed on another instance: read it again here at once too
    app.events.onBroadcast(PROGRAM_CHANGED, (publicId) => lookup.forgetProgram(publicId));
  }
  return state;
}

const PROGRAM_CHANGED = "tracking:program";

/**
 * a program changed: the tracking endpoints read it again at once, here and on every other
 * instance (Redis, else PostgreSQL NOTIFY); one that misses the broadcast (Redis away) within
 * TRACKING_CACHE_MS
 */
export function forgetTrackedProgram(app: App, publicId: string): void {
  states.get(app)?.lookup.forgetProgram(publicId);
  app.events.broadcast(PROGRAM_CHANGED, publicId);
}
