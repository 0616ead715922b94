// A change the service reported by webhook, applied through the subscribers service (so a
// sign-up writes its event, its default link, and its referrer's milestones, as an API
// sign-up does). The member is matched by the service's id, then by email; its ref names its
// referrer by link key, id or email.
import type { ServiceContext } from "../../core/context.js";
import type { Subscriber } from "../../generated/prisma/client.js";
import { createSubscriber, deleteSubscriber, updateSubscriber } from "../subscribers/subscribers.service.js";
import type { EspChange } from "./esp.js";

export type InboundOutcome = "created" | "updated" | "unsubscribed" | "deleted" | "unknown";

async function matching(ctx: ServiceContext, espId: string, email: string): Promise<Subscriber | null> {
  const rows = await ctx.db.subscriber.findMany({ where: { programId: ctx.program.id, OR: [{ id: espId }, { email }] }, take: 2 });
  return rows.find((r) => r.id === espId) ?? rows[0] ?? null;
}

/** the referrer a ref names: a link key, else an id, else an email */
async function referrerOf(ctx: ServiceContext, ref: string | null): Promise<Subscriber | null> {
  if (!ref) return null;
  const link = await ctx.db.referralLink.findFirst({ where: { programId: ctx.program.id, key: ref, subscriberUid: { not: null } }, include: { subscriber: true } });
  if (link?.subscriber) return link.subscriber;
  return matching(ctx, ref, ref.toLowerCase());
}

/** applies a change whose member storableMember has checked (member-input.ts) */
export async function applyChange(ctx: ServiceContext, change: EspChange): Promise<InboundOutcome> {
  const { member } = change;
  const existing = await matching(ctx, member.espId, member.email);
  if (change.action === "delete") {
    if (!existing) return "unknown";
    await deleteSubscriber(ctx, { uid: existing.uid });
    return "deleted";
  }
  if (change.action === "unsubscribe") {
    if (!existing) return "unknown";
    if (existing.status === "active") await updateSubscriber(ctx, { uid: existing.uid }, { status: "suspended" });
    return "unsubscribed";
  }
  if (existing) {
    const changes = { name: member.name && member.name !== existing.name ? member.name : undefined, status: existing.status === "suspended" ? "active" : undefined };
    if (changes.name !== undefined || changes.status !== undefined) await updateSubscriber(ctx, { uid: existing.uid }, changes);
    return "updated";
  }
  const referrer = await referrerOf(ctx, member.ref);
  await createSubscriber(ctx, { id: member.espId, email: member.email, name: member.name, referral: referrer ? { id: referrer.id } : undefined });
  return "created";
}
