// Approving and rejecting partners on GraphQL (GraphQL only: the REST API has no such action;
// REST clients approve with `approved: true` on PUT /v1/partners/{id}).
import { builder } from "../../graphql/builder.js";
import { payload, payloadType } from "../../graphql/payload.js";
import { graphqlOnly } from "../../graphql/surface.js";
import { approvePartner, rejectPartner } from "./partner-approval.js";
import { partnerRef, PartnerType } from "./partners.schema.js";

builder.prismaObjectFields(PartnerType, (t) => ({
  rejectedAt: t.expose("rejectedAt", { type: "DateTime", nullable: true, extensions: graphqlOnly, description: "When the program turned the partner's application down; null unless it did" }),
  rejectionReason: t.exposeString("rejectionReason", { nullable: true, extensions: graphqlOnly, description: "Why, in the words the partner was told; null unless rejected" }),
}));

const PartnerRejectInput = builder.inputType("PartnerRejectInput", {
  description: "The partner whose application to turn down, and why",
  fields: (t) => ({
    id: t.id({ required: true, description: "The partner's global id" }),
    reason: t.string({ required: true, description: "Why (1 to 1000 characters of plain text): the partner is told it by email and when it tries to sign in" }),
  }),
});

const PartnerApproveInput = builder.inputType("PartnerApproveInput", {
  description: "The partner to approve",
  fields: (t) => ({ id: t.id({ required: true, description: "The partner's global id" }) }),
});

const result = "The partner as it is now; null when the input was refused";

builder.mutationFields((t) => ({
  partnerReject: t.field({
    type: payloadType("PartnerRejectPayload", "partner", PartnerType, result),
    extensions: graphqlOnly,
    description: "Turns a partner's application down with a reason the partner is told (by email, and when it tries to sign in); ends its sessions",
    args: { input: t.arg({ type: PartnerRejectInput, required: true, description: "The partner and the reason" }) },
    resolve: (_r, { input }, ctx) => payload("partner", () => rejectPartner(ctx, partnerRef(input.id), { reason: input.reason })),
  }),
  partnerApprove: t.field({
    type: payloadType("PartnerApprovePayload", "partner", PartnerType, result),
    extensions: graphqlOnly,
    description: "Approves a partner that waits for approval or was rejected (the rejection is cleared)",
    args: { input: t.arg({ type: PartnerApproveInput, required: true, description: "The partner" }) },
    resolve: (_r, { input }, ctx) => payload("partner", () => approvePartner(ctx, partnerRef(input.id))),
  }),
}));
