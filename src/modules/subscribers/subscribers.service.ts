// Subscribers (newsletter programs, spec 2.3/4.3): create, read, list, update, delete.
// Every query is scoped by the key's program; a subscriber of another program is "not found".
// Deletion is permanent (the subscriber's links and rewards go with it).
import { Prisma, type Subscriber } from "../../generated/prisma/client.js";
import type { ServiceContext } from "../../core/context.js";
import { inTransaction } from "../../core/context.js";
import { recordEvent } from "../../events/outbox.js";
import { BadRequestError, NotFoundError, ValidationError, type FieldErrors } from "../../core/errors.js";
import { paginate, PAGE_SIZES, type ListArgs } from "../../core/pagination.js";
import { randomId, randomKey } from "../../core/ids.js";
import { parseInput } from "../../core/input.js";
import { requireFeature } from "../programs/program-types.js";
import {
  createSubscriberSchema,
  referStatusSchema,
  updateSubscriberSchema,
  type CreateSubscriberInput,
  type ReferStatus,
  type SubscriberRef,
  type UpdateSubscriberInput,
} from "./subscriber-input.js";
import { subscriberView, viewInclude, type SubscriberWithView } from "./subscriber-view.js";

const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * Finds a subscriber of the program; 404 when there is none. `id` may hold an email too (the
 * path of /subscribers/{id or email}): a subscriber with that id wins, then one with that email.
 * One query either way.
 */
export async function findSubscriber(ctx: ServiceContext, ref: SubscriberRef, include?: Prisma.SubscriberInclude): Promise<Subscriber> {
  requireFeature(ctx.program, "subscribers");
  const id = ref.id?.trim() || undefined;
  const email = ref.email ? normalEmail(ref.email) : undefined;
  if (!id && !email) throw new ValidationError({ id: ["One of id or email is required."] });
  const idAsEmail = id ? normalEmail(id) : undefined;
  const or: Prisma.SubscriberWhereInput[] = [];
  if (id) or.push({ id }, { email: idAsEmail });
  if (email) or.push({ email });
  const rows = await ctx.db.subscriber.findMany({ where: { programId: ctx.program.id, OR: or }, include, take: 3 });
  const found =
    (id && rows.find((s) => s.id === id)) || (email && rows.find((s) => s.email === email)) || rows.find((s) => s.email === idAsEmail);
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

/**
 * what a concurrent request changed between the checks above and the insert: a duplicate it
 * won (the same 422), or the referrer it deleted (the same 400)
 */
function createError(err: unknown): never {
  if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") {
    if (JSON.stringify(err.meta ?? {}).includes("email")) throw ValidationError.field("email", "Email already exists");
    throw ValidationError.field("id", "ID already exists");
  }
  if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2003") throw new BadRequestError("Referring subscriber not found");
  throw err;
}

/** the row went away between the read and the write (a concurrent delete) */
function goneError(err: unknown): never {
  if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2025") throw new NotFoundError("Subscriber");
  throw err;
}

const eventView = (ctx: ServiceContext, s: SubscriberWithView) => subscriberView(ctx.app, ctx.program, s);

export async function createSubscriber(ctx: ServiceContext, input: CreateSubscriberInput): Promise<Subscriber> {
  requireFeature(ctx.program, "subscribers");
  const data = parseInput(createSubscriberSchema, input);
  const errors = await uniquenessErrors(ctx, data);
  if (Object.keys(errors).length) throw new ValidationError(errors);

  let referringSubscriberUid: string | undefined;
  if (data.referral) {
    const where = data.referral.id ? { id: data.referral.id } : { email: data.referral.email };
    const referrer = await ctx.db.subscriber.findFirst({ where: { ...where, programId: ctx.program.id }, select: { uid: true } });
    if (!referrer) throw new BadRequestError("Referring subscriber not found");
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
      .catch(createError);
    // the default link, whose URL is the subscriber's share_link; link keys are one namespace per program
    const link = await tx.db.referralLink.create({
      data: { programId: ctx.program.id, subscriberUid: subscriber.uid, key: randomKey(12), isDefault: true, createdAt: ctx.now() },
    });
    const view = eventView(ctx, { ...subscriber, referralLinks: [link], rewards: [], _count: { referrals: 0 } });
    await recordEvent(tx, "subscriber.created", "subscriber", subscriber.id, view);
    return subscriber;
  });
}

export async function listSubscribers(
  ctx: ServiceContext,
  args: ListArgs & { referStatus?: ReferStatus | null },
  include?: Prisma.SubscriberInclude,
) {
  requireFeature(ctx.program, "subscribers");
  const referStatus = args.referStatus == null ? undefined : parseInput(referStatusSchema, args.referStatus, "refer_status");
  const where: Prisma.SubscriberWhereInput = {
    programId: ctx.program.id,
    ...(referStatus === "referred" ? { referringSubscriberUid: { not: null } } : {}),
    ...(referStatus === "non_referred" ? { referringSubscriberUid: null } : {}),
  };
  return paginate(args, PAGE_SIZES.subscribers, (w) =>
    Promise.all([
      ctx.db.subscriber.findMany({ where, include, skip: w.skip, take: w.take, orderBy: [{ createdAt: w.order }, { uid: w.order }] }),
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
      .update({
        where: { uid: subscriber.uid },
        data: { name: data.name, status: data.status, approved: data.approved },
        include: viewInclude,
      })
      .catch(goneError);
    await recordEvent(tx, "subscriber.updated", "subscriber", updated.id, eventView(ctx, updated));
    return updated;
  });
}

export async function deleteSubscriber(ctx: ServiceContext, ref: SubscriberRef): Promise<void> {
  const subscriber = (await findSubscriber(ctx, ref, viewInclude)) as SubscriberWithView;
  await inTransaction(ctx, async (tx) => {
    await tx.db.subscriber.delete({ where: { uid: subscriber.uid } }).catch(goneError);
    await recordEvent(tx, "subscriber.deleted", "subscriber", subscriber.id, eventView(ctx, subscriber));
  });
}
