// The email services a newsletter program can follow, and the one interface each provider's
// adapter implements (adapters.ts lists them), so that the sync (in), the webhook receiver (in)
// and the push worker (out) are shared by all of them.
import type { Config } from "../../config.js";
import type { EspType } from "../../generated/prisma/client.js";

export const ESP_TYPES = ["mailchimp", "mailerlite", "kit", "beehiiv"] as const satisfies readonly EspType[];

export const ESP_NAMES: Record<EspType, string> = { mailchimp: "Mailchimp", mailerlite: "MailerLite", kit: "Kit", beehiiv: "beehiiv" };

/** a subscriber as the service lists or reports it */
export interface EspMember {
  /** the service's id of the subscriber: Rally's subscriber id */
  espId: string;
  email: string;
  name: string;
  /** subscribed, or no longer (unsubscribed, cleaned, bounced) */
  subscribed: boolean;
  /** the `ref` the sign-up form kept: the referrer's link key, id or email; null when none */
  ref: string | null;
}

export interface EspPage {
  members: EspMember[];
  /** where the next page starts; null after the last */
  next: string | null;
}

/** what Rally writes into a subscriber's merge/custom fields */
export interface FieldValues {
  email: string;
  espId: string;
  shareLink: string;
  portalLink: string;
  referralsCount: number;
}

/** a change a webhook reports */
export interface EspChange {
  action: "upsert" | "unsubscribe" | "delete";
  member: EspMember;
}

/** a request as the webhook receiver got it */
export interface InboundRequest {
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** the per-connection secret of the URL, for services that do not sign */
  token: string;
}

/** an opened connection: the service's client with the program's credentials */
export interface EspClient {
  /** checks credentials and audience: the audience's name at the service */
  test(): Promise<string>;
  /** creates the fields Rally writes (share link, portal link, referral count, ref) where missing */
  ensureFields(): Promise<void>;
  /** one page of the audience, from a cursor (null: the start) */
  listPage(cursor: string | null): Promise<EspPage>;
  /** writes the fields of several subscribers (as few requests as the service allows) */
  upsertFields(batch: FieldValues[]): Promise<void>;
  /** adds the service's tag (or group) to a subscriber */
  addTag(member: { email: string; espId: string }, tag: string): Promise<void>;
  /** the largest batch upsertFields takes */
  readonly batchSize: number;
}

export interface ConnectionSecrets {
  apiKey: string;
  /** the URL's secret (every service), and the signing secret of services that sign */
  webhookToken: string;
  signingSecret?: string;
}

export interface EspAdapter {
  /** opens a client (loads the official client module on first use) */
  open(settings: Record<string, string>, secrets: ConnectionSecrets, config: Config): Promise<EspClient>;
  /** whether the request is the service's: its signature, or the URL's secret */
  verifyWebhook(req: InboundRequest, secrets: ConnectionSecrets): boolean;
  /** the changes a verified request reports (an empty list: nothing Rally follows) */
  parseWebhook(req: InboundRequest, settings: Record<string, string>): EspChange[];
  /** the service's published rate limit, as requests per minute, that the push worker keeps under */
  readonly requestsPerMinute: number;
}

/** the names of the fields Rally writes, per service (Mailchimp's merge tags are at most 10 characters) */
export const FIELD_KEYS = {
  shareLink: "rally_share_link",
  portalLink: "rally_portal_link",
  referralsCount: "rally_referrals",
  ref: "rally_ref",
} as const;

/** the error of a service's answer: its status (429, 5xx: retried) and Retry-After */
export class EspError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}
