// Subscribers (newsletter programs): create, read, list, update, delete.
// Every query is scoped by the key's program; a subscriber of another program is "not found".
// Deletion is permanent (the subscriber's links and rewards go with it).
import type { Prisma, Subscriber, SubscriberStatus } from "../../generated/prisma/client.js";
import { inTransaction, type ServiceContext } from "../../core/context.js";
import { BadRequestError, NotFoundError, ValidationError, type FieldErrors } from "../../core/errors.js";
import { randomId, randomKey } from "../../core/ids.js";
import { parseInput } from "../../core/input.js";
import { pickByRef, refWhere, type RefSpec } from "../../core/lookup.js";
import { paginate, PAGE_SIZES, type ListArgs } from "../../core/pagination.js";
import { goneAs, missingReference, uniqueViolation } from "../../core/prisma-errors.js";
import { recordEvent } from "../../events/outbox.js";
import { requireFeature } from "../../core/features.js";
import {
  createSubscriberSchema,
  referStatusSchema,
  updateSubscriberSchema,
  type CreateSubscriberInput,
  type ReferStatus,
  type SubscriberRef,
  type UpdateSubscriberInput,
} from "./subscriber-input.js";
import { presentSubscriber, subscriberEvent } from "./subscriber.view.js";
import { grantMilestones, isConfirmed } from "../rewards/milestones.js";
import { forgetTrackedLinks, linkKeysOf } from "../tracking/tracking-state.js";
import { queueFieldWrites } from "../newsletter-sync/push-queue.js";

/**
 * `id` may hold an email too (the path of /subscribers/{id or email}), and `identifier` is
 * either, as the official PHP SDK sends it: a subscriber with that id wins, then one with
 * that email.
 */
export const SUBSCRIBER_REF: RefSpec = { uid: ["uid"], id: ["id", "email"], identifier: ["id", "email"], email: ["email"] };

/** finds a subscriber of the program by id, identifier or email; 404 when there is none */
export async function findSubscriber(ctx: ServiceContext, ref: SubscriberRef, include?: Prisma.SubscriberInclude): Promise<Subscriber> {
  requireFeature(ctx.program, "subscribers");
  const where = refWhere(ref, SUBSCRIBER_REF);
  if (!where) throw new ValidationError({ id: ["One of id or email is required."] });
  const rows = await ctx.db.subscriber.findMany({ where: { ...where, programId: ctx.program.id }, include, take: 4 });
  const found = pickByRef(rows, ref, SUBSCRIBER_REF);
  if (!found) throw new NotFoundError("Subscriber");
  return found;
}

async function uniquenessErrors(ctx: ServiceContext, fields: { email?: string; id?: string }): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const programId = ctx.program.id;
  const taken = async (where: Prisma.SubscriberWhereInput) => (await ctx.db.subscriber.count({ where: { programId, ...where } })) > 0;
  if (fields.email && (await taken({ email: fields.email }))) errors.email = ["Email already exists"];
  if (fields.id && (await taken({ id: fields.id }))) errors.id = ["ID already exists"];
  return errors;
}

/** a duplicate that a parallel request won: the same 422 as the checks before writing */
const subscriberTaken = uniqueViolation({ email: ["email", "Email already exists"], id: ["id", "ID already exists"] });

export async function createSubscriber(ctx: ServiceContext, input: CreateSubscriberInput): Promise<Subscriber> {
  requireFeature(ctx.program, "subscribers");
  const data = parseInput(createSubscriberSchema, input);
  const errors = await uniquenessErrors(ctx, data);
  if (Object.keys(errors).length) throw new ValidationError(errors);

  let referringSubscriberUid: string | undefined;
  if (data.referral) {
    const referrer = await findSubscriber(ctx, data.referral).catch((err: unknown) => {
      throw err instanceof NotFoundError ? new BadRequestError("Referring subscriber not found") : err;
    });
    referringSubscriberUid = referrer.uid;
  }

  return inTransaction(ctx, async (tx) => {
    const subscriber = await tx.db.subscriber
      .create({
        data: {
          programId: ctx.program.id,
          id: data.id ?? randomId(12),
          email: data.email,
          name: data.name ?? "",
          tos: data.tos ?? false,
          marketingConsent: data.marketingConsent ?? false,
          approved: data.approved ?? true,
          status: data.status ?? "active",
          referringSubscriberUid,
          createdAt: ctx.now(),
        },
      })
      .catch(subscriberTaken)
      .catch(missingReference("Referring subscriber not found"));
    // the default link, whose URL is the subscriber's share_link; link keys are one namespace per program
    await tx.db.referralLink.create({
      data: { programId: ctx.program.id, subscriberUid: subscriber.uid, key: randomKey(12), isDefault: true, createdAt: ctx.now() },
    });
    await recordEvent(tx, "subscriber.created", await subscriberEvent(tx, subscriber));
    // the program's email service gets the new share link, and the referrer its new count
    await queueFieldWrites(tx.db, ctx.program.id, referringSubscriberUid ? [subscriber.uid, referringSubscriberUid] : [subscriber.uid], ctx.now());
    // a confirmed referral from the start: the referrer may reach a milestone
    if (referringSubscriberUid && isConfirmed(subscriber)) await grantMilestones(tx, referringSubscriberUid);
    return subscriber;
  });
}

/** GraphQL's narrowing of the list: every field given narrows it */
export interface SubscriberFilter {
  referred?: boolean | null;
  statuses?: readonly SubscriberStatus[] | null;
  createdAt?: { from?: Date | null; to?: Date | null } | null;
}

export async function listSubscribers(
  ctx: ServiceContext,
  args: ListArgs & { referStatus?: ReferStatus | null; filter?: SubscriberFilter | null },
  include?: Prisma.SubscriberInclude,
) {
  requireFeature(ctx.program, "subscribers");
  const referStatus = args.referStatus == null ? undefined : parseInput(referStatusSchema, args.referStatus, "refer_status");
  const f = args.filter ?? {};
  const referred = f.referred ?? (referStatus === undefined ? undefined : referStatus === "referred");
  const where: Prisma.SubscriberWhereInput = {
    programId: ctx.program.id,
    ...(referred === true ? { referringSubscriberUid: { not: null } } : {}),
    ...(referred === false ? { referringSubscriberUid: null } : {}),
    ...(f.statuses?.length ? { status: { in: [...f.statuses] } } : {}),
    ...(f.createdAt ? { createdAt: { gte: f.createdAt.from ?? undefined, lt: f.createdAt.to ?? undefined } } : {}),
  };
  return paginate(args, PAGE_SIZES.subscribers, "uid", (w) =>
    Promise.all([
      ctx.db.subscriber.findMany({ where: w.where(where), include, skip: w.skip, take: w.take, orderBy: w.orderBy }),
      ctx.db.subscriber.count({ where }),
    ]),
  );
}

export async function updateSubscriber(ctx: ServiceContext, ref: SubscriberRef, input: UpdateSubscriberInput): Promise<Subscriber> {
  requireFeature(ctx.program, "subscribers");
  const data = parseInput(updateSubscriberSchema, input);
  const subscriber = await findSubscriber(ctx, ref);
  return inTransaction(ctx, async (tx) => {
    const updated = await tx.db.subscriber
      .update({ where: { uid: subscriber.uid }, data: { name: data.name, status: data.status, approved: data.approved } })
      .catch(goneAs("Subscriber"));
    await recordEvent(tx, "subscriber.updated", await subscriberEvent(tx, updated));
    // a referral confirmed now (activated or approved): the referrer may reach a milestone
    if (updated.referringSubscriberUid && isConfirmed(updated) && !isConfirmed(subscriber)) await grantMilestones(tx, updated.referringSubscriberUid);
    return updated;
  });
}

export async function deleteSubscriber(ctx: ServiceContext, ref: SubscriberRef): Promise<void> {
  const subscriber = await findSubscriber(ctx, ref);
  // its links go with it
  const keys = await inTransaction(ctx, async (tx) => {
    const keys = await linkKeysOf(tx.db, { subscriberUid: subscriber.uid });
    // the payload is the subscriber as it was: after the delete there is nothing to show
    const view = await presentSubscriber(tx, subscriber).catch(goneAs("Subscriber"));
    await tx.db.subscriber.delete({ where: { uid: subscriber.uid } }).catch(goneAs("Subscriber"));
    // its referrer's count at the email service goes down
    if (subscriber.referringSubscriberUid) await queueFieldWrites(tx.db, ctx.program.id, [subscriber.referringSubscriberUid], ctx.now());
    await recordEvent(tx, "subscriber.deleted", { type: "subscriber" as const, id: subscriber.id, view });
    return keys;
  });
  forgetTrackedLinks(ctx.app, ctx.program.id, keys);
}
