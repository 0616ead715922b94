// What the signed-in partner changes of itself on the portal: its name and email notices, its
// password, its payout method, a payout request, the key of a link of its own. Partner sessions
// only (an API key changes partners through partnerUpdate and the payout mutations); each
// mutation takes one input and answers a payload with user errors, as every mutation does.
import { Decimal } from "../../core/money.js";
import { money } from "../../core/money.js";
import type { PayoutRequest } from "../../generated/prisma/client.js";
import type { ObjectRef } from "@pothos/core";
import { builder, type BuilderTypes } from "../../graphql/builder.js";
import type { GraphQLContext } from "../../graphql/context.js";
import { MoneyType } from "../../graphql/money.js";
import { primaryKeyOf } from "../../graphql/node.js";
import { payload, payloadType } from "../../graphql/payload.js";
import { payableWhere } from "../payouts/payable-rewards.js";
import { PayoutMethodInput, PayoutMethodType, payoutChoiceOf, payoutMethodOf } from "../payouts/payout-method.schema.js";
import { readProgramSettings } from "../programs/program-settings.js";
import { changeViewerPassword, renameViewerLink, requestViewerPayout, setViewerPayoutMethod, updateViewerProfile } from "./viewer-account.service.js";
import { ViewerPayoutRequest, ViewerProgram, ViewerReferralLink, ViewerType, viewerOf, type Viewer } from "./viewer.schema.js";

builder.objectFields(ViewerType, (t) => ({
  emailNotifications: t.exposeBoolean("emailNotifications", { description: "Whether the partner gets email notices about its account (a new commission)" }),
  payoutMethod: t.field({
    type: PayoutMethodType,
    nullable: true,
    description: "How the partner is paid, with what that method needs; null when none is saved",
    resolve: (p) => payoutMethodOf(p.payoutGateway, p.payoutSettings),
  }),
  payoutBalance: t.field({
    type: MoneyType,
    description: "What a payout request would pay now: approved commissions in the program's currency that are in no request yet",
    resolve: async (p, _a, ctx) => {
      const sum = await ctx.db.reward.aggregate({ where: payableWhere(p.programId, ctx.app.now(), p.uid, p.program.currency), _sum: { amount: true } });
      return money(sum._sum.amount ?? new Decimal(0), p.program.currency);
    },
  }),
}));

builder.objectFields(ViewerProgram, (t) => ({
  payoutThreshold: t.field({
    type: MoneyType,
    description: "The least a payout request may pay",
    resolve: (p) => money(new Decimal(readProgramSettings(p.settings).payoutThreshold), p.currency),
  }),
}));

/** a partner-session mutation: the viewer is read fresh, then the service runs inside `payload` */
function viewerMutation<I, K extends string, T>(
  name: string,
  options: { description: string; input: ReturnType<typeof builder.inputType>; payload: ReturnType<typeof payloadType<K, T>>; key: K },
  run: (ctx: GraphQLContext, viewer: Viewer, input: I) => Promise<T>,
  renamed?: (input: I) => Record<string, string> | undefined,
) {
  // seen from here the payload is any value: its shape is checked where it is made (payloadType and run's result type)
  const type: ObjectRef<BuilderTypes, unknown> = options.payload;
  builder.mutationField(name, (t) =>
    t.field({
      type,
      description: options.description,
      skipTypeScopes: true,
      authScopes: { partner: true },
      args: { input: t.arg({ type: options.input, required: true, description: "What to change" }) },
      resolve: async (_r, args, ctx) => {
        const viewer = await viewerOf(ctx);
        const input = args.input as I;
        return payload(options.key, () => run(ctx, viewer, input), renamed?.(input));
      },
    }),
  );
}

const withProgram = (viewer: Viewer) => (p: object) => ({ ...p, program: viewer.program }) as Viewer;
const ViewerPayload = payloadType("ViewerUpdatePayload", "viewer", ViewerType, "The partner as it is now; null when refused");

viewerMutation<{ name?: string | null; surname?: string | null; emailNotifications?: boolean | null }, "viewer", Viewer>(
  "viewerUpdate",
  {
    description: "The signed-in partner changes its name or its email notices",
    key: "viewer",
    payload: ViewerPayload,
    input: builder.inputType("ViewerUpdateInput", {
      description: "The partner's changes; a field left out stays as it is",
      fields: (t) => ({
        name: t.string({ description: "First name (at most 100 characters)" }),
        surname: t.string({ description: "Last name (at most 100 characters)" }),
        emailNotifications: t.boolean({ description: "Whether to get email notices about the account (a new commission)" }),
      }),
    }),
  },
  async (ctx, viewer, input) =>
    withProgram(viewer)(
      await updateViewerProfile(ctx, viewer.uid, { name: input.name ?? undefined, surname: input.surname ?? undefined, emailNotifications: input.emailNotifications ?? undefined }),
    ),
);

viewerMutation<{ currentPassword?: string | null; newPassword: string }, "viewer", Viewer>(
  "viewerPasswordChange",
  {
    description:
      "The signed-in partner sets a new password, proven by the current one (a session started in the last 15 minutes may leave it out); every other session of the partner ends",
    key: "viewer",
    payload: payloadType("ViewerPasswordChangePayload", "viewer", ViewerType, "The partner; null when refused"),
    input: builder.inputType("ViewerPasswordChangeInput", {
      description: "The current password and the new one",
      fields: (t) => ({
        currentPassword: t.string({ description: "The current password" }),
        newPassword: t.string({ required: true, description: "At least 8 characters with a lower-case letter, a capital and a digit" }),
      }),
    }),
  },
  async (ctx, viewer, input) =>
    withProgram(viewer)(await changeViewerPassword(ctx, viewer.uid, ctx.viewer!.sessionId, { currentPassword: input.currentPassword ?? undefined, newPassword: input.newPassword })),
);

type MethodInput = Parameters<typeof payoutChoiceOf>[0];
viewerMutation<{ method: MethodInput }, "viewer", Viewer>(
  "viewerPayoutMethodSet",
  {
    description: "The signed-in partner saves how it is paid",
    key: "viewer",
    payload: payloadType("ViewerPayoutMethodSetPayload", "viewer", ViewerType, "The partner with its method; null when refused"),
    input: builder.inputType("ViewerPayoutMethodSetInput", {
      description: "The payout method",
      fields: (t) => ({ method: t.field({ type: PayoutMethodInput, required: true, description: "Exactly one method, with what it needs" }) }),
    }),
  },
  async (ctx, viewer, input) => {
    const choice = payoutChoiceOf(input.method, "method");
    return withProgram(viewer)(await setViewerPayoutMethod(ctx, viewer.uid, choice && { gateway: choice.gateway, settings: choice.settings }));
  },
  (input) => payoutChoiceOf(input.method, "method")?.renamed ?? { payout_gateway: "method" },
);

viewerMutation<{ amount?: string | number | null }, "payoutRequest", PayoutRequest>(
  "viewerPayoutRequestCreate",
  {
    description: "The signed-in partner asks to be paid its whole payable balance (program currency) to its saved method, once the balance reaches the program's threshold; the program approves and pays it",
    key: "payoutRequest",
    payload: payloadType("ViewerPayoutRequestCreatePayload", "payoutRequest", ViewerPayoutRequest, "The new request; null when refused"),
    input: builder.inputType("ViewerPayoutRequestCreateInput", {
      description: "The request",
      fields: (t) => ({
        amount: t.field({ type: "Decimal", description: "The balance the partner saw, in major units: refused when it has changed since" }),
      }),
    }),
  },
  (ctx, viewer, input) => requestViewerPayout(ctx, viewer, input.amount ?? undefined),
  () => ({ amount_units: "amount", payout_method: "amount" }),
);

viewerMutation<{ id: string; key: string }, "referralLink", Awaited<ReturnType<typeof renameViewerLink>> & { program: Viewer["program"] }>(
  "viewerReferralLinkUpdate",
  {
    description: "The signed-in partner gives one of its own links (not the default one) a new key, under the same rules as a new link's",
    key: "referralLink",
    payload: payloadType("ViewerReferralLinkUpdatePayload", "referralLink", ViewerReferralLink, "The link as it is now; null when refused"),
    input: builder.inputType("ViewerReferralLinkUpdateInput", {
      description: "The link and its new key",
      fields: (t) => ({
        id: t.id({ required: true, description: "The link's id (ViewerReferralLink.id)" }),
        key: t.string({ required: true, description: "Its new key (letters, numbers, dots, dashes, underscores)" }),
      }),
    }),
  },
  async (ctx, viewer, input) => {
    let linkId: string;
    try {
      linkId = primaryKeyOf(String(input.id), "ViewerReferralLink");
    } catch {
      linkId = "";
    }
    return { ...(await renameViewerLink(ctx, viewer.uid, linkId, input.key)), program: viewer.program };
  },
);
