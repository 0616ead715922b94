import { builder } from "../../graphql/builder.js";
import { referralUrl } from "./referral-links.service.js";

export const ReferralLinkType = builder.prismaObject("ReferralLink", {
  name: "ReferralLink",
  fields: (t) => ({
    id: t.exposeString("id"),
    key: t.exposeString("key"),
    url: t.string({ resolve: (link, _a, ctx) => referralUrl(ctx.program, link) }),
    default: t.exposeBoolean("isDefault"),
    isAdditional: t.exposeBoolean("isAdditional"),
    directTracking: t.exposeBoolean("directTracking"),
    directTrackingRedirect: t.exposeBoolean("directTrackingRedirect"),
    directTrackingRedirectUrl: t.exposeString("directTrackingRedirectUrl", { nullable: true }),
  }),
});
