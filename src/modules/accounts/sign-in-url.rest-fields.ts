// POST /v1/partners:sign-in-url: an integration holding the program's API key asks for a URL
// that signs one partner in, once, within expires_in seconds (30 to 900, default 120). The
// partner comes by id, key or email at the top level of the body, as workflow tools send it.
import { builder } from "../../graphql/builder.js";
import { restRoute } from "../../graphql/surface.js";
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
