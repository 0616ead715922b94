// The links of an owner, whoever the owner is: a partner (affiliate programs) or a customer
// (refer-a-friend programs). One set of rules for both: additional
// links, lookup by id or key or the owner's default link, key changes, deletion that keeps
// an owner's last link. An owner kind says how to find its owners and how they share the
// program's key namespace. Every query is scoped by the key's program.
import { z } from "zod";
import type { Prisma, ReferralLink } from "../../generated/prisma/client.js";
import { inTransaction, type ServiceContext } from "../../core/context.js";
import type { DbTx } from "../../db/client.js";
import { BadRequestError, NotFoundError, ValidationError } from "../../core/errors.js";
import { randomKey } from "../../core/ids.js";
import { parseInput } from "../../core/input.js";
import { webUrlField } from "../../core/fields.js";
import { uniqueViolation } from "../../core/prisma-errors.js";
import { requireFeature, type Feature } from "../../core/features.js";
import { identifier } from "../partners/partner-input.js";
import { linkKeyTaken } from "./referral-links.service.js";
import { forgetTrackedLinks } from "../tracking/tracking-state.js";

/** how a client names an owner: one of id, key or email */
export interface OwnerRef {
  /** the primary key, which GraphQL's global ids carry */
  uid?: string;
  id?: string;
  key?: string;
  email?: string;
}

export interface LinkOwnerKind {
  /** the program-type feature of this owner's links */
  feature: Feature;
  /** the owner's name in field paths and messages ("partner", "customer") */
  name: string;
  /** the link column that names the owner */
  column: "partnerUid" | "customerUid";
  /** links whose owner the API shows */
  visible: Prisma.ReferralLinkWhereInput;
  /** the owner a reference names (404 when none; gated by the owner's own feature) */
  find(ctx: ServiceContext, ref: OwnerRef): Promise<{ uid: string }>;
  /** is the key another owner's own key (owner keys and link keys share one namespace) */
  keyOfAnotherOwner(ctx: ServiceContext, key: string, ownerUid: string): Promise<boolean>;
  /** locks the owner's row until the transaction ends */
  lock(db: DbTx, ownerUid: string): Promise<unknown>;
}

const linkSchema = z.object({
  key: identifier("key").optional(),
  destinationUrl: webUrlField("destination_url").optional(),
  isAdditional: z.boolean().optional(),
  directTracking: z.boolean().optional(),
  directTrackingRedirect: z.boolean().optional(),
  directTrackingRedirectUrl: webUrlField("direct_tracking_redirect_url").optional(),
});

export type NewLink = z.input<typeof linkSchema>;

/** how a read is shaped: the relations GraphQL asks for (plugin-prisma's query), or none */
export type LinkQuery = { include?: Prisma.ReferralLinkInclude };

/** the order of an owner's links: the default first, then the oldest */
const LINK_ORDER: Prisma.ReferralLinkOrderByWithRelationInput[] = [{ isDefault: "desc" }, { createdAt: "asc" }];

const hasRef = (ref: OwnerRef | undefined): ref is OwnerRef => Boolean(ref && (ref.uid || ref.id || ref.key || ref.email));

/** a link may carry no other link's key and no other owner's own key */
async function keyTaken(ctx: ServiceContext, kind: LinkOwnerKind, key: string, ownerUid: string, exceptLinkId?: string): Promise<boolean> {
  return (await linkKeyTaken(ctx, key, exceptLinkId)) || (await kind.keyOfAnotherOwner(ctx, key, ownerUid));
}

/** a parallel request that took the key first (the unique index on the program's link keys) */
const keyClash = uniqueViolation({ key: ["key", "Key already exists"] });

const ownerOf = (kind: LinkOwnerKind, link: ReferralLink): string => link[kind.column]!;

/** a link by id or key, or an owner's default link */
export async function findLink(
  ctx: ServiceContext,
  kind: LinkOwnerKind,
  ref: { id?: string; key?: string; owner?: OwnerRef },
  query: LinkQuery = {},
): Promise<ReferralLink> {
  requireFeature(ctx.program, kind.feature);
  let where: Prisma.ReferralLinkWhereInput;
  if (ref.id) where = { id: ref.id };
  else if (ref.key) where = { key: ref.key };
  else if (hasRef(ref.owner)) where = { [kind.column]: (await kind.find(ctx, ref.owner)).uid };
  else {
    const n = kind.name;
    throw new ValidationError({ key: [`One of key, ${n}.id, ${n}.key or ${n}.email is required.`] });
  }
  const link = await ctx.db.referralLink.findFirst({ ...query, where: { programId: ctx.program.id, ...kind.visible, ...where }, orderBy: LINK_ORDER });
  if (!link) throw new NotFoundError("Referral link");
  return link;
}

/** an owner's links, the default first */
export async function ownerLinks(ctx: ServiceContext, kind: LinkOwnerKind, ref: OwnerRef, query: LinkQuery = {}): Promise<ReferralLink[]> {
  const owner = await kind.find(ctx, ref);
  return ctx.db.referralLink.findMany({ ...query, where: { programId: ctx.program.id, [kind.column]: owner.uid }, orderBy: LINK_ORDER });
}

/** an additional link for an owner */
export async function createLink(
  ctx: ServiceContext,
  kind: LinkOwnerKind,
  ownerRef: OwnerRef | undefined,
  input: NewLink,
  query: LinkQuery = {},
): Promise<ReferralLink> {
  requireFeature(ctx.program, kind.feature);
  if (!hasRef(ownerRef)) throw ValidationError.field(kind.name, `A ${kind.name} id, key or email is required.`);
  const data = parseInput(linkSchema, input);
  const owner = await kind.find(ctx, ownerRef);
  const key = data.key ?? randomKey(10);
  if (await keyTaken(ctx, kind, key, owner.uid)) throw ValidationError.field("key", "Key already exists");
  return ctx.db.referralLink
    .create({
      ...query,
      data: {
        programId: ctx.program.id,
        [kind.column]: owner.uid,
        key,
        isDefault: false,
        isAdditional: data.isAdditional ?? false,
        destinationUrl: data.destinationUrl,
        directTracking: data.directTracking ?? false,
        directTrackingRedirect: data.directTrackingRedirect ?? false,
        directTrackingRedirectUrl: data.directTrackingRedirectUrl,
        createdAt: ctx.now(),
      },
    })
    .catch(keyClash);
}

export async function updateLinkKey(
  ctx: ServiceContext,
  kind: LinkOwnerKind,
  id: string,
  key: string | null | undefined,
  query: LinkQuery = {},
): Promise<ReferralLink> {
  const link = await findLink(ctx, kind, { id }, query);
  const data = parseInput(z.object({ key: identifier("key") }), { key: key ?? undefined });
  if (data.key === link.key) return link;
  if (await keyTaken(ctx, kind, data.key, ownerOf(kind, link), link.id)) throw ValidationError.field("key", "Key already exists");
  const updated = await ctx.db.referralLink.update({ ...query, where: { id: link.id }, data: { key: data.key } }).catch(keyClash);
  // the old key stops leading anywhere, the new one (maybe remembered as unknown) starts
  forgetTrackedLinks(ctx.app, ctx.program.id, [link.key, updated.key]);
  return updated;
}

/** an owner keeps at least one link; deleting the default promotes the oldest other link */
export async function deleteLink(ctx: ServiceContext, kind: LinkOwnerKind, id: string): Promise<void> {
  const found = await findLink(ctx, kind, { id });
  const ownerUid = ownerOf(kind, found);
  await inTransaction(ctx, async (tx) => {
    // one deletion at a time per owner, so that two at once cannot leave it without a link;
    // the link is read again under the lock (a parallel deletion may have removed or promoted it)
    await kind.lock(tx.db, ownerUid);
    const link = await tx.db.referralLink.findUnique({ where: { id: found.id } });
    if (!link) throw new NotFoundError("Referral link");
    const others = await tx.db.referralLink.findMany({ where: { [kind.column]: ownerUid, id: { not: link.id } }, orderBy: { createdAt: "asc" } });
    if (others.length === 0) throw new BadRequestError(`The only referral link of a ${kind.name} cannot be deleted`);
    await tx.db.referralLink.delete({ where: { id: link.id } });
    if (link.isDefault) await tx.db.referralLink.update({ where: { id: others[0]!.id }, data: { isDefault: true } });
  });
  forgetTrackedLinks(ctx.app, ctx.program.id, [found.key]);
}
