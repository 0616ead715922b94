// leadChanged: a typed live feed of the key's program's leads for dashboards, beside the
// generic `events` subscription. Each change is read from the outbox event, whose payload is
// the lead as the REST API shows it (lead.view.ts), so every subscriber gets it without a query.
import type { PublishedEvent } from "../../events/bus.js";
import { programEvents } from "../../events/program-stream.js";
import { builder } from "../../graphql/builder.js";
import { requireFeature } from "../../core/features.js";

const CHANGES = ["submitted", "converted", "rejected", "deleted"] as const;
type Change = (typeof CHANGES)[number];

const LeadChangeKind = builder.enumType("LeadChangeKind", { values: CHANGES, description: "What happened to the lead" });

interface LeadView {
  id: number;
  status: string;
}

const LeadChange = builder.objectRef<PublishedEvent>("LeadChange").implement({
  description: "A lead submitted, converted, rejected or deleted",
  fields: (t) => ({
    change: t.field({ type: LeadChangeKind, resolve: (e) => e.type.slice("lead.".length) as Change }),
    leadId: t.int({ resolve: (e) => (e.payload as LeadView).id }),
    status: t.string({ description: "The lead's status after the change (a deleted lead keeps its last)", resolve: (e) => (e.payload as LeadView).status }),
    lead: t.field({ type: "JSON", description: "The lead as the REST API shows it (GET /v1/leads/{id})", resolve: (e) => e.payload }),
    at: t.field({ type: "DateTime", description: "When the change was committed", resolve: (e) => new Date(e.createdAt) }),
  }),
});

builder.subscriptionFields((t) => ({
  leadChanged: t.field({
    type: LeadChange,
    description: "Live changes of the program's leads; optionally only some kinds of change",
    args: { changes: t.arg({ type: [LeadChangeKind] }) },
    subscribe: (_r, args, ctx) => {
      requireFeature(ctx.program, "leads");
      const wanted = new Set<string>((args.changes ?? CHANGES).map((c) => `lead.${c}`));
      return programEvents(ctx, (type) => wanted.has(type));
    },
    resolve: (e) => e,
  }),
}));
