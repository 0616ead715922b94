// The audit log on GraphQL: `auditEntries` (a connection with filters) and the
// `auditEntryRecorded` subscription a console keeps open. Entries are written by audit.wrap.ts.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../graphql/builder.js";
import { pageArgs, pageConnection } from "../../graphql/connection.js";
import { valueEnum } from "../../graphql/enums.js";
import { DateRangeInput, pagedComplexity } from "../../graphql/inputs.js";
import { graphqlOnly } from "../../graphql/surface.js";
import { ValidationError } from "../../core/errors.js";
import type { AuditEntry } from "../../generated/prisma/client.js";
import { liveStream } from "../../events/program-stream.js";
import { listAuditEntries, type AuditFilter, type AuditOutcome } from "./audit.service.js";

const AuditOutcomeEnum = valueEnum("AuditOutcome", "How an audited mutation ended", {
  ok: "It did what it was asked",
  refused: "It was refused: the input's user errors, or the operator's role or state did not allow it",
  failed: "It failed on the server",
});

const AuditEntryType = builder.objectRef<AuditEntry>("AuditEntry").implement({
  description: "One mutation an operator sent in the console: who, when, what, and the record it concerned before and after",
  fields: (t) => ({
    id: t.id({ description: "Opaque id of the entry", resolve: (e) => encodeGlobalID("AuditEntry", String(e.id)) }),
    operatorEmail: t.exposeString("operatorEmail", { description: "The operator who sent it" }),
    action: t.exposeString("action", { description: "The mutation, such as partnerUpdate" }),
    targetType: t.exposeString("targetType", { nullable: true, description: "The type of the record it concerned (Partner, Coupon…); null when it named none" }),
    targetId: t.exposeID("targetId", { nullable: true, description: "The global id of that record; null when it named none" }),
    input: t.expose("input", { type: "JSON", description: "The mutation's arguments, with passwords, secrets and codes blanked" }),
    before: t.expose("before", { type: "JSON", nullable: true, description: "The record as stored before (secrets blanked); null for a create or when it named none" }),
    after: t.expose("after", { type: "JSON", nullable: true, description: "The record as stored after (secrets blanked); null unless it did what it was asked" }),
    outcome: t.field({ type: AuditOutcomeEnum, description: "How it ended", resolve: (e) => e.outcome as AuditOutcome }),
    detail: t.expose("detail", { type: "JSON", nullable: true, description: "Why it was refused or failed (user errors, or the error's code and message); null when ok" }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was sent" }),
  }),
});

const AuditEntryConnection = pageConnection("AuditEntryConnection", AuditEntryType);

const AuditEntryFilter = builder.inputType("AuditEntryFilter", {
  description: "Which audit entries a list shows; every field given narrows it",
  fields: (t) => ({
    operatorEmail: t.string({ description: "Only this operator's" }),
    actions: t.stringList({ description: "Only these mutations (partnerUpdate, webhookSecretRotate…)" }),
    targetId: t.id({ description: "Only those about this record (its global id)" }),
    outcomes: t.field({ type: [AuditOutcomeEnum], description: "Only those that ended so" }),
    createdAt: t.field({ type: DateRangeInput, description: "Only those sent in this range" }),
  }),
});

/** the filter's text fields are bounded: a console sends names and ids, nothing long */
function checkedFilter(filter: AuditFilter | null | undefined): AuditFilter | undefined {
  if (!filter) return undefined;
  if (filter.operatorEmail && filter.operatorEmail.length > 254) throw ValidationError.field("filter.operatorEmail", "The operator email must be at most 254 characters.");
  if (filter.targetId && filter.targetId.length > 200) throw ValidationError.field("filter.targetId", "The target id must be at most 200 characters.");
  if (filter.actions && (filter.actions.length > 50 || filter.actions.some((a) => a.length > 100))) {
    throw ValidationError.field("filter.actions", "At most 50 actions of at most 100 characters each.");
  }
  return filter;
}

builder.queryField("auditEntries", (t) =>
  t.field({
    type: AuditEntryConnection,
    extensions: graphqlOnly,
    description: "What the program's operators did in the console, newest first unless `orderBy` says otherwise",
    args: { ...pageArgs, filter: t.arg({ type: AuditEntryFilter, extensions: graphqlOnly, description: "Narrows the list" }) },
    complexity: pagedComplexity,
    resolve: (_r, args, ctx) => listAuditEntries(ctx, { ...args, filter: checkedFilter(args.filter) }),
  }),
);

builder.subscriptionField("auditEntryRecorded", (t) =>
  t.field({
    type: AuditEntryType,
    description: "Each new audit entry of the program, live, as operators act",
    // the console's own feed: an operator of the program (any role) or the program's key
    skipTypeScopes: true,
    authScopes: { $any: { apiKey: true, operator: "viewer" } },
    subscribe: (_r, _a, ctx) => {
      return liveStream(ctx.app.events.auditEntries(ctx.program.id), async ({ id }) => {
        if (!/^\d{1,18}$/.test(id)) return undefined;
        return (await ctx.prisma.auditEntry.findFirst({ where: { id: BigInt(id), programId: ctx.program.id } })) ?? undefined;
      });
    },
    resolve: (e) => e,
  }),
);
