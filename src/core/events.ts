// The events modules write to the outbox, as each module declares them (its index.ts): the
// outbox's names (EventName) and the webhook events programs may subscribe to both derive
// from those declarations, so an event is named once.
import type { ProgramType } from "../generated/prisma/client.js";

export const ALL_TYPES: readonly ProgramType[] = ["Affiliate", "Referral", "Newsletter"];
export const SALES_TYPES: readonly ProgramType[] = ["Affiliate", "Referral"];
export const AFFILIATE_TYPES: readonly ProgramType[] = ["Affiliate"];

/**
 * each event a module writes, with the program types whose webhooks may subscribe to it (the
 * webhook events); none: not a webhook event, it feeds subscriptions and the
 * events feed only
 */
export type EventDeclarations = Readonly<Record<string, readonly ProgramType[]>>;

export function declareEvents<const T extends EventDeclarations>(events: T): T {
  return events;
}

/**
 * The names of every module's events: each module adds its own by augmentation,
 * `declare module "../../core/events.js" { interface EventNames extends NamesOf<typeof events> {} }`,
 * beside its declaration.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface EventNames {}

export type NamesOf<T> = { [K in keyof T]: true };

/** an event the outbox may hold */
export type EventName = keyof EventNames & string;

/** the webhook events, by name, with the program types that may subscribe to each */
export type WebhookEvents = Readonly<Record<string, readonly ProgramType[]>>;

/** the webhook events of the declarations: those some program type may subscribe to */
export function webhookEventsOf(declarations: readonly EventDeclarations[]): WebhookEvents {
  return Object.fromEntries(declarations.flatMap((d) => Object.entries(d)).filter(([, types]) => types.length > 0));
}

export function eventsFor(events: WebhookEvents, type: ProgramType): string[] {
  return Object.entries(events)
    .filter(([, types]) => types.includes(type))
    .map(([name]) => name);
}

/** why the program may not subscribe to the event, or undefined when it may */
export function eventRefusal(events: WebhookEvents, type: ProgramType, event: string): string | undefined {
  const types = Object.hasOwn(events, event) ? events[event] : undefined;
  if (!types) return `The event ${event} does not exist.`;
  if (!types.includes(type)) return `The event ${event} is not available for ${type} programs.`;
  return undefined;
}
