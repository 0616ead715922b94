// The subscriber fields only REST runs (its routes name them): the lookup by id, identifier
// (the official PHP SDK's name) or email, and the mutations with loose arguments and bare
// results. GraphQL has its own forms of each in subscribers.schema.ts.
import { given } from "../../core/input.js";
import { builder } from "../../graphql/builder.js";
import { restRoute } from "../../graphql/surface.js";
import { SubscriberType } from "./subscribers.schema.js";
import { createSubscriber, deleteSubscriber, findSubscriber, updateSubscriber } from "./subscribers.service.js";

const SubscriberRefInput = builder.inputType("SubscriberRefInput", {
  description: "Identifies a subscriber by id or email",
  fields: (t) => ({ id: t.string(), email: t.string() }),
});

const SubscriberChangesInput = builder.inputType("SubscriberChanges", {
  description: "The changes of a subscriber (REST's update)",
  fields: (t) => ({
    name: t.string(),
    status: t.string({ description: "active, rejected or suspended" }),
    approved: t.boolean(),
  }),
});

const subscriberRefArgs = builder.args((t) => ({
  id: t.string({ description: "Subscriber id, or its email (an id match wins)" }),
  identifier: t.string({ description: "Subscriber id or email, as the official PHP SDK names it" }),
  email: t.string({ description: "Subscriber email" }),
}));

builder.queryFields((t) => ({
  restSubscriber: t.prismaField({
    extensions: restRoute,
    type: "Subscriber",
    description: "One subscriber, by id or email",
    args: subscriberRefArgs,
    resolve: (query, _r, args, ctx) => findSubscriber(ctx, given(args), query.include),
  }),
}));

builder.mutationFields((t) => ({
  createSubscriber: t.field({
    extensions: restRoute,
    type: SubscriberType,
    args: {
      email: t.arg.string({ required: true, description: "Unique in the program" }),
      id: t.arg.string({ description: "Custom unique id (e.g. the email-service provider's); generated when omitted" }),
      identifier: t.arg.string({ description: "The email service's id of the subscriber, as the official PHP SDK names it: the same as id" }),
      name: t.arg.string(),
      tos: t.arg.boolean(),
      marketingConsent: t.arg.boolean(),
      approved: t.arg.boolean({ description: "Default true" }),
      status: t.arg.string({ description: "active (default), rejected or suspended" }),
      referral: t.arg({ type: SubscriberRefInput, description: "The referring subscriber, by id or email" }),
    },
    resolve: (_r, args, ctx) =>
      createSubscriber(ctx, {
        ...given(args),
        email: args.email,
        referral: args.referral ? given(args.referral) : undefined,
      }),
  }),
  updateSubscriber: t.field({
    extensions: restRoute,
    type: SubscriberType,
    args: { ...subscriberRefArgs, update: t.arg({ type: SubscriberChangesInput, required: true }) },
    resolve: (_r, { update, ...ref }, ctx) => updateSubscriber(ctx, given(ref), given(update)),
  }),
  deleteSubscriber: t.boolean({
    extensions: restRoute,
    description: "Deletes a subscriber permanently",
    args: subscriberRefArgs,
    resolve: async (_r, args, ctx) => {
      await deleteSubscriber(ctx, given(args));
      return true;
    },
  }),
}));
