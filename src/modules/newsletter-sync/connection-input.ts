// What connecting each email service takes. Field paths are snake_case (the service's user
// errors point inside the provider's input on GraphQL).
import { z } from "zod";
import { ValidationError } from "../../core/errors.js";
import { parseInput } from "../../core/input.js";
import type { EspType } from "../../generated/prisma/client.js";
import { ESP_TYPES } from "./esp.js";

const secret = (field: string) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(8, `The ${field} must be at least 8 characters.`)
    .max(500, `The ${field} must be at most 500 characters.`)
    .regex(/^[\x21-\x7e]+$/, `The ${field} must be printable characters without spaces.`);

const audienceId = (field: string) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(100, `The ${field} must be at most 100 characters.`)
    .regex(/^[A-Za-z0-9_-]+$/, `The ${field} may contain only letters, numbers, dashes and underscores.`);

const SCHEMAS = {
  // the key's suffix (-us21) names its data center, Mailchimp's API host
  mailchimp: z.object({ apiKey: secret("api_key").regex(/-[a-z]+\d+$/, "The api_key must end with its data center, as Mailchimp shows it (e.g. -us21)."), listId: audienceId("list_id") }),
  mailerlite: z.object({ apiKey: secret("api_key"), groupId: audienceId("group_id").optional(), signingSecret: secret("signing_secret").optional() }),
  kit: z.object({ apiKey: secret("api_key") }),
  beehiiv: z.object({ apiKey: secret("api_key"), publicationId: audienceId("publication_id") }),
} satisfies Record<EspType, z.ZodType>;

export interface NewsletterConnectInput {
  provider?: string;
  apiKey?: string;
  listId?: string;
  groupId?: string;
  signingSecret?: string;
  publicationId?: string;
}

/** the input split into the settings shown and the secrets sealed */
export function connectionParts(input: NewsletterConnectInput): { provider: EspType; settings: Record<string, string>; apiKey: string; signingSecret?: string } {
  const provider = input.provider as EspType;
  if (!(ESP_TYPES as readonly string[]).includes(provider)) throw ValidationError.field("provider", `The provider must be one of ${ESP_TYPES.join(", ")}.`);
  const { provider: _p, ...fields } = input;
  const data = parseInput(SCHEMAS[provider] as z.ZodType<{ apiKey: string; signingSecret?: string } & Record<string, string | undefined>>, fields);
  const { apiKey, signingSecret, ...rest } = data;
  const settings = Object.fromEntries(Object.entries(rest).filter((e): e is [string, string] => typeof e[1] === "string"));
  return { provider, settings, apiKey, signingSecret };
}
