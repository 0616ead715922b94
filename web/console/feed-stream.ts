// The feed's one stream: the latest events first (a query), then the live ones after the newest
// over SSE (the `events` subscription). When the stream drops it comes back after a pause,
// resuming after the last event seen, so nothing is missed and nothing is shown twice.
import type { Client } from "@urql/core";
import { onEnd, pipe, subscribe } from "wonka";
import { ConsoleEventsDocument, ConsoleRecentEventsDocument, type ConsoleEventFragment, type EventType } from "../gql/graphql.js";

export type FeedEvent = ConsoleEventFragment;
export type FeedState = "connecting" | "live" | "retrying";

export interface FeedHandlers {
  /** the latest events at the start, newest first */
  onRecent: (events: FeedEvent[]) => void;
  onEvent: (event: FeedEvent) => void;
  onState: (state: FeedState) => void;
}

/** starts the feed; answers the function that stops it */
export function startFeed(client: Client, types: EventType[], on: FeedHandlers): () => void {
  let stopped = false;
  let last: string | null = null;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe = () => {};
  let generation = 0;

  const retry = () => {
    if (stopped) return;
    generation++; // what the old stream still says (its end, as it is cancelled) counts no more
    unsubscribe();
    on.onState("retrying");
    failures++;
    // 1 s, 2 s, 4 s… up to 30 s between tries
    timer = setTimeout(run, Math.min(30_000, 1000 * 2 ** Math.min(failures - 1, 5)));
  };

  async function run() {
    const mine = ++generation;
    if (last === null) {
      const recent = await client.query(ConsoleRecentEventsDocument, { types }, { requestPolicy: "network-only" }).toPromise();
      if (stopped || mine !== generation) return;
      if (recent.error || !recent.data) return retry();
      const events = recent.data.events.edges.map((e) => e.node);
      on.onRecent(events);
      // none yet: from the very first, so an event published meanwhile still arrives
      last = events[0]?.id ?? "0";
    }
    const source = client.subscription(ConsoleEventsDocument, { after: last, types });
    ({ unsubscribe } = pipe(
      source,
      onEnd(() => {
        if (mine === generation) retry();
      }),
      subscribe((result) => {
        if (mine !== generation) return;
        if (result.error) return retry();
        const event = result.data?.events;
        if (!event) return;
        last = event.id;
        failures = 0;
        on.onEvent(event);
        on.onState("live");
      }),
    ));
    if (!stopped && mine === generation) on.onState("live");
  }

  void run();
  return () => {
    stopped = true;
    generation++;
    clearTimeout(timer);
    unsubscribe();
  };
}
