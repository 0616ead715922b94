// leadChanged: a typed live feed of the key's program's leads for dashboards, beside the
// generic `events` subscription. Each change is read from the outbox event (its payload is
// the lead as it was after the change, lead.view.ts); the lead itself is the Lead node, read
// when the change is delivered (null once the lead is deleted).
import { encodeGlobalID } from "@pothos/plugin-relay";
import type { PublishedEvent } from "../../events/bus.js";
import { programEvents } from "../../events/program-stream.js";
import { builder } from "../../graphql/builder.js";
import { valueEnum } from "../../graphql/enums.js";
import { requireFeature } from "../../core/features.js";
import { LeadStatusEnum } from "./leads.schema.js";

const CHANGES = ["submitted", "converted", "rejected", "deleted"] as const;
type Change = (typeof CHANGES)[number];

const LeadChangeKind = valueEnum("LeadChangeKind", "What happened to a lead", {
  submitted: "A partner submitted it",
  converted: "It was converted into a customer",
  rejected: "It was rejected",
  deleted: "It was deleted",
} satisfies Record<Change, string>);

interface LeadView {
  id: number;
  status: "submitted" | "converted" | "rejected";
}

const viewOf = (e: PublishedEvent) => e.payload as LeadView;

const LeadChange = builder.objectRef<PublishedEvent>("LeadChange").implement({
  description: "A lead submitted, converted, rejected or deleted",
  fields: (t) => ({
    change: t.field({ type: LeadChangeKind, description: "What happened", resolve: (e) => e.type.slice("lead.".length) as Change }),
    leadId: t.id({ description: "The lead's global id (a deleted lead's too, for a client cache to evict it)", resolve: (e) => encodeGlobalID("Lead", String(viewOf(e).id)) }),
    number: t.int({ description: "The lead's number in the program", resolve: (e) => viewOf(e).id }),
    status: t.field({ type: LeadStatusEnum, description: "The lead's status after the change (a deleted lead keeps its last)", resolve: (e) => viewOf(e).status }),
    lead: t.prismaField({
      type: "Lead",
      nullable: true,
      description: "The lead as it is when the change is delivered; null once it is deleted",
      resolve: (query, e, _a, ctx) => ctx.prisma.lead.findFirst({ ...query, where: { id: viewOf(e).id, programId: ctx.program.id } }),
    }),
    at: t.field({ type: "DateTime", description: "When the change was committed", resolve: (e) => new Date(e.createdAt) }),
  }),
});

builder.subscriptionFields((t) => ({
  leadChanged: t.field({
    type: LeadChange,
    description: "Live changes of the program's leads; optionally only some kinds of change",
    args: { changes: t.arg({ type: [LeadChangeKind], description: "Only these kinds of change (all when omitted)" }) },
    subscribe: (_r, args, ctx) => {
      requireFeature(ctx.program, "leads");
      const wanted = new Set<string>((args.changes ?? CHANGES).map((c) => `lead.${c}`));
      return programEvents(ctx, (type) => wanted.has(type));
    },
    resolve: (e) => e,
  }),
}));
