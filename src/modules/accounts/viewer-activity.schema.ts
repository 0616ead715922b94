// viewerActivity: the signed-in partner's own live feed, for its portal page to read its figures
// again without a reload. It says only what kind of thing happened and when (a click on one of
// its links, a referred sign-up, a sale, a commission, a payout, a change to its account),
// never whose or which record: the page reads those through `viewer` as always. Partner
// sessions only; the stream ends when the session does (sign-out, a new password elsewhere,
// archiving), as every session's stream is re-checked (http/stream-keys.ts).
import { encodeGlobalID } from "@pothos/plugin-relay";
import { partnerOf } from "../../events/event-partner.js";
import type { PublishedEvent } from "../../events/bus.js";
import { liveStream, programEvents } from "../../events/program-stream.js";
import { Repeater } from "graphql-yoga";
import { builder } from "../../graphql/builder.js";
import { valueEnum } from "../../graphql/enums.js";
import { clickPings } from "../tracking/click-pings.js";
import { viewerOf } from "./viewer.schema.js";

const KINDS = {
  click: "A visitor followed one of the partner's links",
  signup: "A customer the partner referred signed up",
  sale: "A sale of a referred customer was recorded or changed",
  commission: "A commission of the partner was earned, approved, changed or paid",
  payout: "A payout request of the partner was made, approved, rejected or paid",
  account: "The program changed the partner's account (approved it, for one)",
} as const;
type Kind = keyof typeof KINDS;

const ViewerActivityKind = valueEnum("ViewerActivityKind", "What happened to the signed-in partner", KINDS);

/** the kind of an outbox event, by its type's resource */
const KIND_OF: Record<string, Kind> = { customer: "signup", transaction: "sale", reward: "commission", payout_request: "payout", partner: "account" };

interface Activity {
  /** the outbox event's id, or a click's own */
  id: string;
  kind: Kind;
  at: Date;
}

let clicksHeard = 0;

const ViewerActivity = builder.objectRef<Activity>("ViewerActivity").implement({
  description: "Something that happened to the signed-in partner, for its page to read its figures again",
  fields: (t) => ({
    id: t.id({ description: "Opaque id, for a client cache", resolve: (a) => encodeGlobalID("ViewerActivity", a.id) }),
    kind: t.field({ type: ViewerActivityKind, description: "What happened", resolve: (a) => a.kind }),
    at: t.expose("at", { type: "DateTime", description: "When it was heard" }),
  }),
});

builder.subscriptionField("viewerActivity", (t) =>
  t.field({
    type: ViewerActivity,
    description: "The signed-in partner's activity, live (partner sessions only): clicks on its links, referred sign-ups, sales, commissions, payouts, account changes",
    skipTypeScopes: true,
    authScopes: { partner: true },
    subscribe: async (_r, _a, ctx) => {
      const viewer = await viewerOf(ctx);
      // a customer's record names its partner by key, every other record by id
      const ours = (e: PublishedEvent) =>
        e.resourceType === "customer" ? (e.payload as { partner?: unknown } | null)?.partner === viewer.key : partnerOf(e) === viewer.id;
      const kindOf = (e: PublishedEvent) => (ours(e) ? KIND_OF[e.type.split(".")[0]!] : undefined);
      // two streams, each ended at once when the client leaves (a merging generator would
      // hold its listeners until the next item)
      return Repeater.merge([
        liveStream(programEvents(ctx), (e): Activity | undefined => {
          const kind = kindOf(e);
          return kind && { id: e.id, kind, at: new Date(e.createdAt) };
        }),
        liveStream(clickPings(ctx.app, viewer.programId), (c): Activity | undefined =>
          c.partnerUid === viewer.uid ? { id: `click-${++clicksHeard}`, kind: "click", at: ctx.app.now() } : undefined,
        ),
      ]);
    },
    resolve: (a) => a,
  }),
);
