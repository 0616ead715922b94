// The `events` subscription: the live changes of the key's program, each with its type as an
// enum (the names the modules declare, core/events.ts), the record it concerns as a node, and
// the record as REST shows it. A client that lost its connection resumes with `after`, the id
// of the last event it saw: the events since are read from the outbox before the live ones.
import { ValidationError } from "../core/errors.js";
import { paginate, PAGE_SIZES } from "../core/pagination.js";
import { builder } from "../graphql/builder.js";
import { pageArgs, pageConnection } from "../graphql/connection.js";
import { pagedComplexity } from "../graphql/inputs.js";
import { graphqlOnly, restAsText } from "../graphql/surface.js";
import { screamingSnake, valueEnum } from "../graphql/enums.js";
import { setEventTypeEnum } from "../graphql/event-type.js";
import type { GraphQLContext } from "../graphql/context.js";
import { primaryKeyOf } from "../graphql/node.js";
import { publishedEvent, type OutboxRow, type PublishedEvent } from "./bus.js";
import type { ResourceType } from "./outbox.js";
import { partnerOf } from "./event-partner.js";
import { liveStream, programEvents } from "./program-stream.js";

/**
 * the node an event's resource is, by the resource's type: how its REST id (what the event
 * carries) finds the node's primary key. Resources whose types are no nodes yet are left out.
 */
const NODES: Partial<Record<ResourceType, { typename: string; key: (ctx: GraphQLContext, restId: string) => Promise<string | null> }>> = {
  partner: {
    typename: "Partner",
    key: async (ctx, id) => (await ctx.prisma.partner.findFirst({ where: { programId: ctx.program.id, id }, select: { uid: true } }))?.uid ?? null,
  },
  subscriber: {
    typename: "Subscriber",
    key: async (ctx, id) => (await ctx.prisma.subscriber.findFirst({ where: { programId: ctx.program.id, id }, select: { uid: true } }))?.uid ?? null,
  },
  lead: { typename: "Lead", key: async (_ctx, id) => (/^\d{1,10}$/.test(id) ? id : null) },
  customer: {
    typename: "Customer",
    key: async (ctx, key) => (await ctx.prisma.customer.findFirst({ where: { programId: ctx.program.id, key }, select: { uid: true } }))?.uid ?? null,
  },
  transaction: {
    typename: "Transaction",
    key: async (ctx, key) => (await ctx.prisma.transaction.findFirst({ where: { programId: ctx.program.id, key }, select: { uid: true } }))?.uid ?? null,
  },
  coupon: {
    typename: "Coupon",
    key: async (ctx, code) => (await ctx.prisma.coupon.findFirst({ where: { programId: ctx.program.id, code }, select: { uid: true } }))?.uid ?? null,
  },
  promotion_code: {
    typename: "PromotionCode",
    key: async (ctx, code) => (await ctx.prisma.promotionCode.findFirst({ where: { programId: ctx.program.id, code }, select: { uid: true } }))?.uid ?? null,
  },
  // a reward's and a payout request's event id is their primary key already
  reward: { typename: "Reward", key: async (_ctx, id) => id },
  payout_request: { typename: "PayoutRequest", key: async (_ctx, id) => (/^\d{1,10}$/.test(id) ? id : null) },
};

export const ResourceTypeEnum = valueEnum(
  "ResourceType",
  "The kind of record an event concerns",
  {
    partner: "A partner (node: Partner)",
    subscriber: "A newsletter subscriber (node: Subscriber)",
    lead: "A lead (node: Lead)",
    customer: "A customer (node: Customer)",
    transaction: "A sale or refund (node: Transaction)",
    coupon: "A coupon (node: Coupon)",
    promotion_code: "A promotion code (node: PromotionCode)",
    reward: "A reward or commission (node: Reward)",
    payout_request: "A payout request (node: PayoutRequest)",
    webhook: "A webhook (no node: read it through webhooks)",
  } satisfies Record<ResourceType, string>,
  { restAsText: true },
);

/** an outbox row as Prisma reads it, as subscribers get it */
const eventOfRow = (r: Omit<OutboxRow, "detail"> & { detail: unknown }) => publishedEvent({ ...r, detail: (r.detail ?? null) as Record<string, unknown> | null });

/** events whose name does not read as "a <record> was <done>" */
const OWN_WORDS: Record<string, string> = { "webhook.test": "A test event sent to one webhook on request" };

/**
 * The events subscription and its types. The event types are every event some module
 * declares: the composition layer (http/schema.ts) gives them from the module list.
 */
export function defineEventsSchema(names: readonly string[]) {
  const EventTypeEnum = builder.enumType("EventType", {
    description: "What happened: one value for each kind of change the program's records go through",
    // REST's webhooks name their events as strings (restAsText), refused in the webhooks' own words
    extensions: restAsText,
    values: Object.fromEntries(
      [...new Set(names)]
        .sort()
        .map((name) => [screamingSnake(name), { value: name, description: OWN_WORDS[name] ?? `A ${name.split(".")[0]!.replace(/_/g, " ")} was ${name.split(".").slice(1).join(" ").replace(/_/g, " ")}` }]),
    ),
  });
  setEventTypeEnum(EventTypeEnum);

  const ProgramEvent = builder.objectRef<PublishedEvent>("ProgramEvent").implement({
    description: "A change in the program, in the order the changes were committed",
    fields: (t) => ({
      id: t.exposeID("id", { description: "The event's id: increasing in the order of the events; `after` resumes from it" }),
      type: t.field({ type: EventTypeEnum, description: "What happened", resolve: (e) => e.type }),
      name: t.exposeString("type", { description: "The event's name as webhooks call it, e.g. partner.created" }),
      createdAt: t.field({ type: "DateTime", description: "When the change was committed", resolve: (e) => new Date(e.createdAt) }),
      node: t.node({
        description: "The record the event concerns, as it is now; null when it is gone (deleted) or not a node",
        id: async (e, _a, ctx) => {
          const node = NODES[e.resourceType as ResourceType];
          const key = node ? await node.key(ctx, e.resourceId) : null;
          return key == null ? null : { type: node!.typename, id: key };
        },
      }),
      resourceType: t.field({
        type: ResourceTypeEnum,
        description: "The kind of record the event concerns; `node` is that record",
        // the outbox holds only the types events are written with (RESOURCE_TYPES)
        resolve: (e) => e.resourceType as ResourceType,
      }),
      resourceId: t.exposeString("resourceId", { description: "The record's id in the program (its external id, number, key or code)" }),
      payload: t.expose("payload", {
        type: "JSON",
        description: "The record as it was right after the change, in the form webhooks send it (a deleted record as it was before)",
      }),
    }),
  });

  /** the events the outbox holds after the given one, already published, oldest first, a page at a time */
  async function* since(ctx: GraphQLContext, after: bigint, matches: (e: PublishedEvent) => boolean): AsyncGenerator<PublishedEvent> {
    let cursor = after;
    for (;;) {
      const rows = await ctx.prisma.outboxEvent.findMany({
        // a webhook's test event is for that webhook alone, never for the program's feeds
        where: { programId: ctx.program.id, id: { gt: cursor }, dispatchedAt: { not: null }, type: { not: "webhook.test" } },
        orderBy: { id: "asc" },
        take: 200,
      });
      for (const r of rows) {
        const e = eventOfRow(r);
        if (matches(e)) yield e;
      }
      if (rows.length < 200) return;
      cursor = rows[rows.length - 1]!.id;
    }
  }

  const ProgramEventConnection = pageConnection("ProgramEventConnection", ProgramEvent);
  const ProgramEventFilter = builder.inputType("ProgramEventFilter", {
    description: "Which past events a list shows",
    fields: (t) => ({ types: t.field({ type: [EventTypeEnum], description: "Only events of these types" }) }),
  });

  builder.queryField("events", (t) =>
    t.field({
      type: ProgramEventConnection,
      extensions: graphqlOnly,
      description:
        "The program's past events (already published), newest first unless `orderBy` says otherwise: what a live feed shows before it subscribes to `events` after the newest one",
      args: { ...pageArgs, filter: t.arg({ type: ProgramEventFilter, extensions: graphqlOnly, description: "Narrows the list" }) },
      complexity: pagedComplexity,
      resolve: async (_r, args, ctx) => {
        const types = args.filter?.types?.length ? { in: args.filter.types as string[] } : undefined;
        // a webhook's test event is for that webhook alone, never for the program's feeds
        const where = { programId: ctx.program.id, dispatchedAt: { not: null }, type: { ...types, not: "webhook.test" } };
        // ordered by (creation time, id), which the (programId, createdAt) index serves; the node is the event as subscribers get it
        const page = await paginate(args, PAGE_SIZES.standard, "id", (w) =>
          Promise.all([ctx.prisma.outboxEvent.findMany({ where: w.where(where), skip: w.skip, take: w.take, orderBy: w.orderBy }), ctx.prisma.outboxEvent.count({ where })]),
        );
        return { ...page, edges: page.edges.map((e) => ({ cursor: e.cursor, node: eventOfRow(e.node) })) };
      },
    }),
  );

  builder.subscriptionFields((t) => ({
    events: t.field({
      type: ProgramEvent,
      description: "Live changes of the program, in commit order; every argument given narrows them",
      args: {
        types: t.arg({ type: [EventTypeEnum], description: "Only events of these types" }),
        partnerId: t.arg.id({ description: "Only events about this partner (its global id) or a record of it: its leads, transactions, rewards…" }),
        after: t.arg.id({ description: "First the events after this one (an event's id) that were already published, then the live ones: how a client resumes" }),
      },
      subscribe: async (_r, args, ctx) => {
        const wanted = args.types?.length ? new Set<string>(args.types) : undefined;
        let partner: string | undefined;
        if (args.partnerId != null) {
          const uid = primaryKeyOf(String(args.partnerId), "Partner");
          // the partner's id in the program: what events name it by (none: nothing matches)
          partner = (await ctx.prisma.partner.findFirst({ where: { uid, programId: ctx.program.id }, select: { id: true } }))?.id ?? "\u0000none";
        }
        const matches = partner === undefined ? undefined : (e: PublishedEvent) => partnerOf(e) === partner;
        const live = programEvents(ctx, wanted ? (type) => wanted.has(type) : undefined, matches);
        if (args.after == null) return live;
        if (!/^\d{1,18}$/.test(String(args.after))) throw ValidationError.field("after", "The id must be an event's id.");
        const after = BigInt(args.after);
        const all = (e: PublishedEvent) => (!wanted || wanted.has(e.type)) && (!matches || matches(e));
        // liveStream listens before it reads the outbox: an event published meanwhile is in both, and is given once
        let last = after;
        async function* replay() {
          for await (const e of since(ctx, after, all)) {
            last = BigInt(e.id);
            yield e;
          }
        }
        return liveStream(live, (e) => (BigInt(e.id) > last ? e : undefined), { replay });
      },
      resolve: (e) => e,
    }),
  }));
}
