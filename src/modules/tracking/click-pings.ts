// A recorded click of a partner's link, told live to that partner's open portal pages
// (viewerActivity). Clicks are too many for the outbox and no webhook wants them: this is a
// bare note on the pub/sub (through Redis when REDIS_URL is set), sent after the click's batch
// committed, naming only the partner; a page that hears it reads its figures again.
import type { PubSub } from "graphql-yoga";
import type { App } from "../../core/app.js";
import type { ClickWriter } from "./click-writer.js";

type ClickTopics = { [topic: `clicks:${number}`]: [{ partnerUid: string }] };

const pubsubOf = (app: Pick<App, "events">) => app.events.pubsub as unknown as PubSub<ClickTopics>;

/** the partners whose links were clicked in the program, live */
export const clickPings = (app: Pick<App, "events">, programId: number): AsyncIterable<{ partnerUid: string }> => pubsubOf(app).subscribe(`clicks:${programId}`);

/** the writer, telling each partner's click once it is written */
export function withClickPings(app: Pick<App, "events">, writer: ClickWriter): ClickWriter {
  return {
    ...writer,
    async write(row) {
      await writer.write(row);
      if (row.partnerUid) pubsubOf(app).publish(`clicks:${row.programId}`, { partnerUid: row.partnerUid });
    },
  };
}
