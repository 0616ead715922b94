// POST /v1/partners:sign-in-url (and partnerSignInUrlCreate on GraphQL): an integration holding the program's API key asks for a URL
// that signs one partner in, once, within expires_in seconds (30 to 900, default 120). The
// partner comes by id, key or email at the top level of the body, as workflow tools send it.
import { builder } from "../../graphql/builder.js";
import { graphqlOnly, restRoute } from "../../graphql/surface.js";
import { payload, payloadType } from "../../graphql/payload.js";
import { ValidationError } from "../../core/errors.js";
import { findPartner } from "../partners/partners.service.js";
import { partnerRef } from "../partners/partners.schema.js";
import { issueSignInUrl } from "./partner-sign-in.service.js";

const PartnerSignInUrl = builder.objectRef<{ url: string; expiresAt: Date; expiresIn: number }>("PartnerSignInUrl").implement({
  description: "A single-use URL that signs a partner in to the portal",
  fields: (t) => ({
    url: t.exposeString("url", { description: "Open it in the partner's browser: its page signs the partner in, once" }),
    expiresAt: t.expose("expiresAt", { type: "DateTime", description: "When the URL stops working" }),
    expiresIn: t.exposeInt("expiresIn", { description: "Seconds from now until it stops working" }),
  }),
});

builder.mutationFields((t) => ({
  partnerSignInUrl: t.field({
    extensions: restRoute,
    type: PartnerSignInUrl,
    description: "A single-use sign-in URL for the partner given by id, key or email",
    args: {
      id: t.arg.string({ description: "Partner id" }),
      key: t.arg.string({ description: "Partner referral key" }),
      email: t.arg.string({ description: "Partner email" }),
      expiresIn: t.arg({ type: "JSON", description: "Seconds the URL stays valid: 30 to 900 (default 120)" }),
    },
    resolve: (_r, args, ctx) => issueSignInUrl(ctx, args),
  }),
}));

// GraphQL's form: one input naming the partner by its global id (or its id, key or email) and a
// payload, as every GraphQL mutation; the URL is the same single-use one
const PartnerSignInUrlCreateInput = builder.inputType("PartnerSignInUrlCreateInput", {
  description: "The partner to sign in, by exactly one of its ids, and for how long the URL works",
  fields: (t) => ({
    id: t.id({ description: "The partner's global id" }),
    externalId: t.string({ description: "Or its id in the program" }),
    key: t.string({ description: "Or its referral key" }),
    email: t.string({ description: "Or its email address" }),
    expiresIn: t.int({ description: "Seconds the URL works: 30 to 900 (default 120)" }),
  }),
});

builder.mutationField("partnerSignInUrlCreate", (t) =>
  t.field({
    type: payloadType("PartnerSignInUrlCreatePayload", "signInUrl", PartnerSignInUrl, "The URL; null when the input was refused"),
    extensions: graphqlOnly,
    description: "A single-use URL that signs the partner in to the portal (a newer one voids it)",
    args: { input: t.arg({ type: PartnerSignInUrlCreateInput, required: true, description: "The partner and the URL's lifetime" }) },
    resolve: (_r, { input }, ctx) =>
      payload(
        "signInUrl",
        async () => {
          const named = [input.id, input.externalId, input.key, input.email].filter((v) => v != null).length;
          if (named !== 1) throw ValidationError.field("id", "Name the partner by exactly one of id, externalId, key or email.");
          const partner = input.id != null ? await findPartner(ctx, partnerRef(input.id)) : undefined;
          return issueSignInUrl(ctx, {
            id: partner ? partner.id : input.externalId,
            key: input.key,
            email: input.email,
            expiresIn: input.expiresIn ?? undefined,
          });
        },
        { expires_in: "expiresIn", id: "id" },
      ),
  }),
);
