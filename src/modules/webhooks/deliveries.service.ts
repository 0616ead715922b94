// The operators' view of delivery: each subscription's deliveries with their attempts (time,
// response status, latency, the first bytes of the answer) and next retry; redelivering one
// event or every failed one since a time; and a test event (webhook.test) on demand.
import type { DeliveryStatus, Prisma } from "../../generated/prisma/client.js";
import type { ServiceContext } from "../../core/context.js";
import { BadRequestError, NotFoundError, ValidationError } from "../../core/errors.js";
import { paginate, PAGE_SIZES, type ListArgs } from "../../core/pagination.js";
import { isoMicro } from "../../core/time.js";
import { TEST_EVENT } from "./events.js";
import { findWebhook } from "./webhooks.service.js";

export const deliveryInclude = {
  event: { select: { id: true, type: true, createdAt: true } },
  attempts: { orderBy: [{ attemptedAt: "asc" }, { id: "asc" }] },
} satisfies Prisma.WebhookDeliveryInclude;

export type DeliveryWithLog = Prisma.WebhookDeliveryGetPayload<{ include: typeof deliveryInclude }>;

const STATUSES: readonly DeliveryStatus[] = ["pending", "succeeded", "failed"];

export async function listDeliveries(ctx: ServiceContext, key: string | undefined, args: ListArgs & { status?: string }) {
  const hook = await findWebhook(ctx, key);
  const where: Prisma.WebhookDeliveryWhereInput = { programId: ctx.program.id, subscriptionUid: hook.uid };
  if (args.status !== undefined) {
    if (!STATUSES.includes(args.status as DeliveryStatus)) throw ValidationError.field("status", `The status must be one of ${STATUSES.join(", ")}.`);
    where.status = args.status as DeliveryStatus;
  }
  return paginate(args, PAGE_SIZES.standard, "eventId", (w) =>
    Promise.all([
      ctx.db.webhookDelivery.findMany({ where: w.where(where), include: deliveryInclude, skip: w.skip, take: w.take, orderBy: w.orderBy }),
      ctx.db.webhookDelivery.count({ where }),
    ]),
  );
}

export interface DeliveryFilter {
  /** the webhook's primary key */
  subscriptionUid?: string;
  statuses?: DeliveryStatus[];
  createdAt?: { from?: Date | null; to?: Date | null };
}

/** the program's deliveries (of one webhook, when named), newest first: GraphQL's list */
export async function listProgramDeliveries(ctx: ServiceContext, filter: DeliveryFilter, args: ListArgs) {
  const where: Prisma.WebhookDeliveryWhereInput = { programId: ctx.program.id };
  if (filter.subscriptionUid !== undefined) where.subscriptionUid = filter.subscriptionUid;
  if (filter.statuses) where.status = { in: filter.statuses };
  if (filter.createdAt?.from || filter.createdAt?.to) where.createdAt = { gte: filter.createdAt.from ?? undefined, lt: filter.createdAt.to ?? undefined };
  return paginate(args, PAGE_SIZES.standard, "id", (w) =>
    Promise.all([
      ctx.db.webhookDelivery.findMany({ where: w.where(where), include: deliveryInclude, skip: w.skip, take: w.take, orderBy: w.orderBy }),
      ctx.db.webhookDelivery.count({ where }),
    ]),
  );
}

/** evt_123 or 123 */
function eventIdOf(value: string): bigint {
  const m = /^(?:evt_)?(\d{1,18})$/.exec(value.trim());
  if (!m) throw ValidationError.field("event_id", "The event_id must be an event id such as evt_123.");
  return BigInt(m[1]!);
}

/**
 * Queues again, from the first retry step, the delivery of one event (whatever its status) or
 * of every failed one created since a time; answers how many. A disabled webhook's deliveries
 * wait until it is turned on again.
 */
export async function redeliver(ctx: ServiceContext, key: string | undefined, input: { eventId?: string; since?: Date }): Promise<number> {
  const hook = await findWebhook(ctx, key);
  if ((input.eventId === undefined) === (input.since === undefined)) {
    throw ValidationError.field(input.eventId === undefined ? "event_id" : "since", "Give either event_id or since.");
  }
  const at = ctx.now();
  const requeue = { status: "pending" as const, attemptCount: 0, nextAttemptAt: at, updatedAt: at };
  if (input.eventId !== undefined) {
    const { count } = await ctx.db.webhookDelivery.updateMany({
      where: { programId: ctx.program.id, subscriptionUid: hook.uid, eventId: eventIdOf(input.eventId) },
      data: requeue,
    });
    if (count === 0) throw new NotFoundError("Delivery");
    ctx.app.webhooks.wake();
    return count;
  }
  const { count } = await ctx.db.webhookDelivery.updateMany({
    where: { programId: ctx.program.id, subscriptionUid: hook.uid, status: "failed", createdAt: { gte: input.since } },
    data: requeue,
  });
  if (count) ctx.app.webhooks.wake();
  return count;
}

/** a webhook.test event to this one webhook, delivered (and retried) like any other */
export async function sendTestEvent(ctx: ServiceContext, key: string | undefined): Promise<DeliveryWithLog> {
  const hook = await findWebhook(ctx, key);
  if (!hook.isActive) throw new BadRequestError("The webhook is not active.");
  const at = ctx.now();
  const delivery = await ctx.app.database.prisma.$transaction(async (tx) => {
    // already dispatched: it is for this webhook alone, not for the program's live feeds
    const event = await tx.outboxEvent.create({
      data: {
        programId: ctx.program.id,
        type: TEST_EVENT,
        resourceType: "webhook",
        resourceId: hook.key,
        payload: { webhook_key: hook.key, name: hook.name, message: "A test event sent on request.", sent_at: isoMicro(at) },
        createdAt: at,
        dispatchedAt: at,
      },
    });
    return tx.webhookDelivery.create({
      data: { programId: ctx.program.id, eventId: event.id, subscriptionUid: hook.uid, nextAttemptAt: at, createdAt: at },
      include: deliveryInclude,
    });
  });
  ctx.app.webhooks.wake();
  return delivery;
}

/** figures of the program's webhook delivery, from the rows (the same on every instance) */
export async function deliveryStats(ctx: ServiceContext, key: string | undefined) {
  const hook = await findWebhook(ctx, key);
  const where = { programId: ctx.program.id, subscriptionUid: hook.uid };
  const [byStatus, retries] = await Promise.all([
    ctx.db.webhookDelivery.groupBy({ by: ["status"], where, _count: { _all: true } }),
    // an attempt that got no answer (refused, timed out) has no status code and failed too
    ctx.db.deliveryAttempt.count({ where: { delivery: where, OR: [{ statusCode: null }, { statusCode: { lt: 200 } }, { statusCode: { gte: 300 } }] } }),
  ]);
  const count = (s: DeliveryStatus) => byStatus.find((b) => b.status === s)?._count._all ?? 0;
  return { delivered: count("succeeded"), failed: count("failed"), pending: count("pending"), failedAttempts: retries };
}
