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
    state = { lookup: createTrackingLookup(app), clicks: createClickWriter(app) };
    states.set(app, state);
  }
  return state;
}

/** a program changed: this app's tracking endpoints read it again at once (other instances within TRACKING_CACHE_MS) */
export function forgetTrackedProgram(app: App, publicId: string): void {
  states.get(app)?.lookup.forgetProgram(publicId);
}
