// Webhook subscriptions: a destination, the events it hears and
// its signing secret. Every program type has them; each names only its own type's events.
// Deleting one is permanent and takes its deliveries with it. Re-enabling a disabled one
// (is_active: true) clears its failure record, and its undelivered events go out again.
import { addHours } from "./time.js";
import type { Prisma } from "../../generated/prisma/client.js";
import type { ServiceContext } from "../../core/context.js";
import { NotFoundError, ValidationError, type FieldErrors } from "../../core/errors.js";
import { randomId } from "../../core/ids.js";
import { parseInput } from "../../core/input.js";
import { paginate, PAGE_SIZES, type ListArgs } from "../../core/pagination.js";
import { uniqueViolation } from "../../core/prisma-errors.js";
import { newSecret } from "./signing.js";
import { openSecret, sealSecret } from "./secret-storage.js";
import { inTransaction } from "../../core/context.js";
import { checkDestination, checkEvents, webhookSchema, webhookUpdateSchema } from "./webhook-input.js";
import type { WebhookRow, WebhookWithSecret } from "./webhook.view.js";

export interface WebhookInput {
  key?: string;
  name?: string;
  url?: string;
  isActive?: boolean;
  events?: unknown;
}

/** how long the secret before a rotation keeps signing beside the new one */
export const ROTATION_OVERLAP_HOURS = 24;

const keyTaken = uniqueViolation({ key: ["key", "The key has already been taken."] });

const scoped = (ctx: ServiceContext) => ({ programId: ctx.program.id }) satisfies Prisma.WebhookSubscriptionWhereInput;

export async function findWebhook(ctx: ServiceContext, key: string | undefined): Promise<WebhookRow> {
  if (!key?.trim()) throw ValidationError.field("key", "The key field is required.");
  const row = await ctx.db.webhookSubscription.findFirst({ where: { ...scoped(ctx), key: key.trim() } });
  if (!row) throw new NotFoundError("Webhook");
  return row;
}

/** the key of the program's webhook with this primary key (GraphQL's global id); NotFound for any other */
export async function webhookKeyOf(ctx: ServiceContext, uid: string): Promise<string> {
  const row = await ctx.db.webhookSubscription.findFirst({ where: { ...scoped(ctx), uid }, select: { key: true } });
  if (!row) throw new NotFoundError("Webhook");
  return row.key;
}

export function listWebhooks(ctx: ServiceContext, args: ListArgs) {
  const where = scoped(ctx);
  return paginate(args, PAGE_SIZES.webhooks, "uid", (w) =>
    Promise.all([
      ctx.db.webhookSubscription.findMany({ where: w.where(where), skip: w.skip, take: w.take, orderBy: w.orderBy }),
      ctx.db.webhookSubscription.count({ where }),
    ]),
  );
}

/** the field errors of zod, the events and the destination together, so one 422 names them all */
async function validate<T>(ctx: ServiceContext, parse: () => T, input: WebhookInput): Promise<T> {
  const errors: FieldErrors = {};
  let parsed: T | undefined;
  try {
    parsed = parse();
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    Object.assign(errors, err.fieldErrors);
  }
  if (Array.isArray(input.events)) checkEvents(ctx.app.webhookEvents, ctx.program.type, input.events.filter((e): e is string => typeof e === "string"), errors);
  await checkDestination(typeof input.url === "string" ? input.url : undefined, ctx.app.config.WEBHOOK_ALLOW_PRIVATE, errors);
  if (Object.keys(errors).length || parsed === undefined) throw new ValidationError(errors);
  return parsed;
}

export async function createWebhook(ctx: ServiceContext, input: WebhookInput): Promise<WebhookWithSecret> {
  const w = await validate(ctx, () => parseInput(webhookSchema, input), input);
  const key = w.key ?? randomId(16);
  if (await ctx.db.webhookSubscription.count({ where: { ...scoped(ctx), key } })) throw ValidationError.field("key", "The key has already been taken.");
  const secret = newSecret();
  const keys = await ctx.app.keyring();
  const max = ctx.app.config.WEBHOOK_MAX_PER_PROGRAM;
  const row = await inTransaction(ctx, async ({ db }) => {
    // the program's row locked: creations running at once are counted one after another
    await db.$queryRaw`SELECT id FROM "Program" WHERE id = ${ctx.program.id} FOR UPDATE`;
    if ((await db.webhookSubscription.count({ where: scoped(ctx) })) >= max) {
      throw ValidationError.field("webhooks", `A program may have at most ${max} webhooks: delete one first.`);
    }
    return db.webhookSubscription
      .create({
        data: {
          programId: ctx.program.id,
          key,
          name: w.name,
          url: w.url,
          isActive: w.isActive ?? true,
          events: [...new Set(w.events)],
          secret: sealSecret(keys, { programId: ctx.program.id, key }, secret),
          createdAt: ctx.now(),
        },
      })
      .catch(keyTaken);
  });
  return { ...row, signature: secret };
}

export async function updateWebhook(ctx: ServiceContext, key: string | undefined, input: WebhookInput): Promise<WebhookRow> {
  const found = await findWebhook(ctx, key);
  const w = await validate(ctx, () => parseInput(webhookUpdateSchema, input), input);
  const data: Prisma.WebhookSubscriptionUpdateInput = {};
  if (w.name !== undefined) data.name = w.name;
  if (w.url !== undefined) data.url = w.url;
  if (w.events !== undefined) data.events = [...new Set(w.events)];
  if (w.isActive !== undefined) {
    data.isActive = w.isActive;
    if (w.isActive && !found.isActive) Object.assign(data, { disabledAt: null, disabledReason: null, failingSince: null, consecutiveFailures: 0 });
  }
  if (!Object.keys(data).length) return found;
  const { count } = await ctx.db.webhookSubscription.updateMany({ where: { uid: found.uid }, data: data as Prisma.WebhookSubscriptionUpdateManyMutationInput });
  if (count === 0) throw new NotFoundError("Webhook");
  if (w.isActive) ctx.app.webhooks.wake();
  return ctx.db.webhookSubscription.findUniqueOrThrow({ where: { uid: found.uid } });
}

/** permanent, with its delivery log */
export async function deleteWebhook(ctx: ServiceContext, key: string | undefined): Promise<boolean> {
  const found = await findWebhook(ctx, key);
  const { count } = await ctx.db.webhookSubscription.deleteMany({ where: { uid: found.uid } });
  if (count === 0) throw new NotFoundError("Webhook");
  return true;
}

/** a new secret, answered once; the one it replaces keeps signing beside it for 24 hours */
export async function rotateWebhookSecret(ctx: ServiceContext, key: string | undefined): Promise<WebhookWithSecret> {
  const found = await findWebhook(ctx, key);
  const secret = newSecret();
  const keys = await ctx.app.keyring();
  const previous = openSecret(keys, found, found.secret);
  const row = await ctx.db.webhookSubscription.update({
    where: { uid: found.uid },
    data: {
      secret: sealSecret(keys, found, secret),
      // sealed afresh: a row from before sealing held it in the clear
      previousSecret: previous === undefined ? null : sealSecret(keys, found, previous),
      previousSecretExpiresAt: addHours(ctx.now(), ROTATION_OVERLAP_HOURS),
    },
  });
  return { ...row, signature: secret };
}
