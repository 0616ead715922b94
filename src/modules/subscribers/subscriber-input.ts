// Validation of subscriber input. Field paths are the REST client's.
import { z } from "zod";

export const SUBSCRIBER_STATUSES = ["active", "rejected", "suspended"] as const;

/**
 * Ids may come from an email-service provider, so they are not ours to shape beyond what is
 * safe in a URL path; no "@", so a path value is never both an id and an email.
 */
export const subscriberId = (field = "id") =>
  z
    .string()
    .trim()
    .min(1, `The ${field} must not be empty.`)
    .max(100, `The ${field} must be at most 100 characters.`)
    .regex(/^[A-Za-z0-9._-]+$/, `The ${field} may contain only letters, numbers, dots, dashes and underscores.`);

export const subscriberEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email("The email must be a valid email address."))
  .pipe(z.string().max(254, "The email must be at most 254 characters."));

const name = z.string().trim().max(100, "The name must be at most 100 characters.");

/** input is lower case only; responses show the capitalised label */
const status = z.enum(SUBSCRIBER_STATUSES, { error: "The status must be one of active, rejected, suspended." });

/**
 * `identifier` is the official PHP SDK's name for the id (the email service's id of the
 * subscriber): either may be given, both only when they agree.
 */
export const createSubscriberSchema = z
  .object({
  email: z.string({ error: "The email field is required." }).pipe(subscriberEmail),
  id: subscriberId().optional(),
  identifier: subscriberId("identifier").optional(),
  name: name.optional(),
  tos: z.boolean().optional(),
  marketingConsent: z.boolean().optional(),
  approved: z.boolean().optional(),
  status: status.optional(),
  referral: z
    .object({ id: z.string().trim().optional(), email: z.string().trim().toLowerCase().optional() })
    .refine((r) => r.id || r.email, { message: "One of referral.id or referral.email is required." })
    .optional(),
  })
  .refine((d) => !d.id || !d.identifier || d.id === d.identifier, { path: ["identifier"], message: "The identifier and the id name the same thing: give one, or both equal." })
  .transform(({ identifier, ...d }) => ({ ...d, id: d.id ?? identifier }));

export const updateSubscriberSchema = z.object({
  name: name.optional(),
  status: status.optional(),
  approved: z.boolean().optional(),
});

export const referStatusSchema = z.enum(["referred", "non_referred"]);

/** what callers may pass: status is any string until validated */
type Unchecked<T> = Omit<T, "status"> & { status?: string };
export type CreateSubscriberInput = Unchecked<z.input<typeof createSubscriberSchema>>;
export type UpdateSubscriberInput = Unchecked<z.input<typeof updateSubscriberSchema>>;
/** identifies a subscriber: id (which may also hold an email, as paths do), identifier (either) or email */
export interface SubscriberRef {
  /** the primary key a global id carries */
  uid?: string;
  id?: string;
  identifier?: string;
  email?: string;
}
export type ReferStatus = z.infer<typeof referStatusSchema>;
