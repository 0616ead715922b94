// All configuration comes from the environment and is validated once, at start. Defaults
// describe the embedded mode: PGlite in ./data, in-process pub/sub, mail written to a file.
import { z } from "zod";
import { isIP } from "node:net";
import { resolve } from "node:path";

/** a DNS name: letters, digits and hyphens in dot-separated labels */
const HOSTNAME = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

function parsesWithHost(url: string): boolean {
  try {
    return new URL(url).hostname !== "";
  } catch {
    return false;
  }
}

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const schema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    HOST: z
      .string()
      .min(1)
      .refine((h) => isIP(h) !== 0 || HOSTNAME.test(h), "must be an IP address (127.0.0.1, 0.0.0.0, ::) or a host name")
      .default("127.0.0.1"),
    /** public base URL used in links and list envelopes; defaults to http://HOST:PORT */
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z
      .string()
      .min(1)
      // the kernel's virtual file systems take no database files (writing there can hang)
      .refine((d) => !/^\/(proc|sys|dev)(\/|$)/.test(resolve(d)), "must be a folder on a real file system, not under /proc, /sys or /dev")
      .default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .refine(parsesWithHost, "must be a postgres:// URL with a host, such as postgres://user:password@db.example.com:5432/rally")
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "must be a redis:// URL")
      .optional(),
    /** PostgreSQL: how long to wait for a connection before giving up */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /** PostgreSQL: a statement running longer is cancelled by the server (migrations excepted); 0 turns the limit off */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    /** at start, how long Redis may take to answer; serve stops when it does not */
    REDIS_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
    /** a Redis command (a rate-limit count) not answered within it fails, and the request goes on unlimited */
    REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(10).max(60_000).default(500),
    MIGRATE_ON_START: bool.default(true),
    SEED_DEMO: bool.default(true),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    MAIL_TRANSPORT: z.enum(["file", "log", "smtp"]).default("file"),
    /** file transport: where messages are appended (JSON lines); default DATA_DIR/outbox.mail.jsonl */
    MAIL_FILE: z.string().optional(),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL").optional(),
    MAIL_FROM: z.string().min(3).default("Rally <no-reply@localhost>"),
    /** partner portal and sign-up links in emails */
    PORTAL_URL: z.url().optional(),
    /** requests per API key per minute; 0 turns the limit off */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
    /** open graphql-ws connections per API key, per process; 0 turns the limit off */
    WS_MAX_CONNECTIONS_PER_KEY: z.coerce.number().int().min(0).default(1000),
    /** requests without a valid key, per client address per minute; 0 turns the limit off */
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: z.coerce.number().int().min(0).default(60),
    /** take the client address from X-Forwarded-For (behind a proxy you run) */
    TRUST_PROXY: bool.default(false),
    /** origins allowed to call the API from a browser: a comma-separated list, or * */
    CORS_ORIGINS: z
      .string()
      .default("")
      .transform((v) => v.split(",").map((o) => o.trim().replace(/\/$/, "")).filter(Boolean))
      .pipe(z.array(z.union([z.literal("*"), z.url({ protocol: /^https?$/, message: "must be * or http(s) origins" })]))),
    /** how long a valid API key is remembered; a revocation elsewhere takes effect within it */
    API_KEY_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    /** how often an open stream (SSE, graphql-ws) re-checks its key; a revoked key's streams end within it */
    STREAM_KEY_CHECK_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    /** one full garbage collection once the server has had no request for this long (once per quiet spell); 0: never */
    IDLE_GC_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    /** the outbox dispatcher's safety sweep; writes wake it at once (in process, and by LISTEN/NOTIFY on PostgreSQL) */
    OUTBOX_SWEEP_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
    /** how often pending rewards whose hold has passed are written approved (reads show them approved at once) */
    REWARD_SWEEP_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
    /** how often the statistics rows of past days written by concurrent connections are folded into one */
    STATS_COMPACT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
    /** time allowed to receive a request's body */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    MAX_BODY_BYTES: z.coerce.number().int().positive().default(1_000_000),
    GRAPHQL_MAX_DEPTH: z.coerce.number().int().positive().default(10),
    GRAPHQL_MAX_COST: z.coerce.number().int().positive().default(20_000),
    GRAPHQL_MAX_ALIASES: z.coerce.number().int().positive().default(30),
    /** selections in one GraphQL document, aliases included */
    GRAPHQL_MAX_BREADTH: z.coerce.number().int().positive().default(500),
    /** a GraphQL (or REST) execution running longer is stopped */
    EXECUTION_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /** how long a write sent with an Idempotency-Key is remembered and its first response replayed (Stripe: 24 h) */
    IDEMPOTENCY_TTL_HOURS: z.coerce.number().min(1).max(24 * 30).default(24),
    /** an Idempotency-Key's lock, renewed while its request runs: a retry takes over the key of a process that died within it */
    IDEMPOTENCY_LEASE_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
    /**
     * AES-256-GCM key for shop-provider credentials at rest: 32 bytes as 64 hex characters or
     * base64. Unset: connecting a provider is refused (secrets are never stored in the clear).
     */
    INTEGRATIONS_ENCRYPTION_KEY: z
      .string()
      .refine((v) => encryptionKeyBytes(v) !== undefined, "must be 32 bytes: 64 hex characters or base64 (openssl rand -base64 32)")
      .optional(),
    /** time allowed to a shop provider's API (Stripe, Shopify, WooCommerce, Paddle) per coupon sync */
    PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /** webhook destinations on loopback, private (RFC 1918, CGNAT) and unique-local addresses are allowed; link-local and cloud metadata never are */
    WEBHOOK_ALLOW_PRIVATE: bool.default(false),
    /** time allowed to a webhook endpoint to answer one delivery attempt */
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** delays before each retry of a failed delivery, in seconds (Standard Webhooks' example schedule) */
    WEBHOOK_RETRY_SCHEDULE: z
      .string()
      .default("5,300,1800,7200,18000,36000,36000")
      .transform((v) => v.split(",").map((s) => Number(s.trim())))
      .pipe(z.array(z.number().int().min(0).max(7 * 86400)).min(0).max(30)),
    /** each retry delay is lengthened by up to this fraction, at random, so failed receivers are not hit in step */
    WEBHOOK_RETRY_JITTER: z.coerce.number().min(0).max(1).default(0.1),
    /** a subscription whose every attempt has failed for this long is disabled */
    WEBHOOK_DISABLE_AFTER_HOURS: z.coerce.number().min(1).max(24 * 90).default(120),
    /** or after this many failed attempts in a row; 0: only the time above counts */
    WEBHOOK_DISABLE_AFTER_FAILURES: z.coerce.number().int().min(0).default(0),
    /** how often the delivery worker looks for due retries (new deliveries wake it at once) */
    WEBHOOK_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
    /** attempts in flight at once, per process */
    WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(64),
    /** attempts in flight at once for one program, per process: a program's slow or silent endpoints hold only these slots */
    WEBHOOK_CONCURRENCY_PER_PROGRAM: z.coerce.number().int().min(1).max(1000).default(16),
    /** webhook subscriptions one program may have (creating one more is a 422) */
    WEBHOOK_MAX_PER_PROGRAM: z.coerce.number().int().min(1).max(10_000).default(100),
    /**
     * key of the HMAC that hashes visitors' IP addresses on clicks (the raw IP is never stored).
     * Unset: derived from INTEGRATIONS_ENCRYPTION_KEY, else DATABASE_URL, else a random secret
     * kept in DATA_DIR/tracking-secret; each stays stable across restarts (tracking/ip-hash.ts)
     */
    TRACKING_HASH_SECRET: z.string().min(16).optional(),
    /** clicks per client address and program per minute on the public click endpoint; 0 turns the limit off */
    TRACKING_CLICKS_PER_MINUTE: z.coerce.number().int().min(0).default(300),
    /** sign-ups per client address and program per minute through the tracking script; 0 turns the limit off */
    TRACKING_SIGNUPS_PER_MINUTE: z.coerce.number().int().min(0).default(10),
    /** largest body the public tracking endpoints accept */
    TRACKING_MAX_BODY_BYTES: z.coerce.number().int().min(256).max(65_536).default(4096),
    /** how long clicks are collected before one multi-row INSERT (group commit); 0: only those that arrive while a write runs */
    CLICK_BATCH_MS: z.coerce.number().int().min(0).max(100).default(2),
    /** how long the tracking endpoints remember a program and a link (changes to either apply within it; an unknown key is retried after 1 s) */
    TRACKING_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
    /** how long a partner's portal session lasts from sign-in (hours) */
    PARTNER_SESSION_HOURS: z.coerce.number().int().min(1).max(24 * 365).default(24 * 30),
    /** how long an operator's console session lasts from sign-in (hours) */
    OPERATOR_SESSION_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
    /** how long an operator's sign-in link (first start, operator:invite) stays good (hours) */
    OPERATOR_LINK_HOURS: z.coerce.number().int().min(1).max(24 * 7).default(24),
    /** how recent an operator's authenticator code must be for payout approval and payment and webhook-secret changes (minutes) */
    TOTP_FRESH_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
    /** partner sign-in attempts (password or code) per program and email per minute; 0 turns the limit off */
    SIGN_IN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(0).default(5),
    /** sign-in attempts per client address per minute, every email together; 0 turns the limit off */
    SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(0).default(30),
    /** sign-in codes and links emailed to one partner per hour */
    SIGN_IN_CODES_PER_HOUR: z.coerce.number().int().min(1).max(100).default(5),
    /** failed sign-ins in a row before an email is locked out; each further failure doubles the lock, from one minute up to an hour */
    SIGN_IN_LOCK_AFTER: z.coerce.number().int().min(1).max(1000).default(10),
    /** portal sign-ups per client address per minute; 0 turns the limit off */
    PARTNER_SIGNUPS_PER_MINUTE: z.coerce.number().int().min(0).default(5),
    /** base URLs of the providers' APIs (a proxy, or a local fake in tests) */
    STRIPE_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.stripe.com"),
    PADDLE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    // email services of newsletter programs: unset, each service's own address (Mailchimp's
    // carries the key's data center); set, a proxy or a local fake in tests
    MAILCHIMP_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    MAILERLITE_API_URL: z.url({ protocol: /^https?$/ }).default("https://connect.mailerlite.com"),
    KIT_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.kit.com"),
    BEEHIIV_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.beehiiv.com/v2"),
    /** how often the push worker looks for writes to the email services that came due */
    NEWSLETTER_PUSH_MS: z.coerce.number().int().min(100).max(3_600_000).default(2000),
    /** sends Shopify Admin API calls here instead of https://<shop domain> */
    SHOPIFY_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  })
  .superRefine((c, ctx) => {
    if (c.MAIL_TRANSPORT === "smtp" && !c.SMTP_URL) {
      ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: "is required when MAIL_TRANSPORT=smtp" });
    }
  });

/** the 32 key bytes of INTEGRATIONS_ENCRYPTION_KEY (hex or base64), or undefined when it is not 32 bytes */
export function encryptionKeyBytes(value: string): Buffer | undefined {
  const v = value.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(v) ? Buffer.from(v, "hex") : /^[A-Za-z0-9+/_-]+={0,2}$/.test(v) ? Buffer.from(v, "base64") : undefined;
  return bytes?.length === 32 ? bytes : undefined;
}

export type Config = z.infer<typeof schema> & { publicUrl: string; mailFile: string };

export class ConfigError extends Error {}

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  const host = c.HOST === "0.0.0.0" || c.HOST === "::" ? "localhost" : c.HOST;
  return {
    ...c,
    publicUrl: (c.PUBLIC_URL ?? `http://${host}:${c.PORT}`).replace(/\/$/, ""),
    mailFile: c.MAIL_FILE ?? `${c.DATA_DIR}/outbox.mail.jsonl`,
  };
}
