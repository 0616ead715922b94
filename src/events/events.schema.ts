import { builder } from "../graphql/builder.js";
import type { PublishedEvent } from "./bus.js";
import { programEvents } from "./program-stream.js";

const ProgramEvent = builder.objectRef<PublishedEvent>("ProgramEvent").implement({
  description: "A change in the program, as written to the outbox",
  fields: (t) => ({
    id: t.exposeID("id"),
    type: t.exposeString("type", { description: "e.g. partner.created, lead.converted" }),
    resourceType: t.exposeString("resourceType"),
    resourceId: t.exposeString("resourceId"),
    payload: t.expose("payload", { type: "JSON", description: "The resource as the REST API shows it" }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.subscriptionFields((t) => ({
  events: t.field({
    type: ProgramEvent,
    description: "Live changes of the key's program; optionally only the given event types or type prefixes (e.g. lead.)",
    args: { types: t.arg.stringList() },
    subscribe: (_r, args, ctx) => {
      const wanted = args.types ?? [];
      return programEvents(ctx, wanted.length ? (type) => wanted.some((w) => type === w || (w.endsWith(".") && type.startsWith(w))) : undefined);
    },
    resolve: (e) => e,
  }),
}));
