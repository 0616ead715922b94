// Validation of partner input. Field paths are the REST client's.
import { z } from "zod";
import { amountField, emailField, ipAddressField, personNameField, tagsField } from "../../core/fields.js";
import { PASSWORD_MESSAGE, PASSWORD_RULE } from "../../core/passwords.js";

export const identifier = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `The ${what} must not be empty.`)
    .max(100, `The ${what} must be at most 100 characters.`)
    .regex(/^[A-Za-z0-9._-]+$/, `The ${what} may contain only letters, numbers, dots, dashes and underscores.`);

const email = emailField;
const personName = personNameField;
const password = z.string().regex(PASSWORD_RULE, PASSWORD_MESSAGE);
const tags = tagsField;

export const partnerRefSchema = z
  .object({ uid: z.string().optional(), id: z.string().optional(), key: z.string().optional(), email: z.string().optional() })
  .refine((r) => r.uid || r.id || r.key || r.email, { message: "One of id, key or email is required." });

export const createPartnerSchema = z.object({
  email: z.string({ error: "The email field is required." }).pipe(email),
  name: personName("name").optional(),
  surname: personName("surname").optional(),
  password: password.optional(),
  id: identifier("id").optional(),
  key: identifier("key").optional(),
  tags: tags.optional(),
  tos: z.boolean().optional(),
  approved: z.boolean().optional(),
  customFields: z.array(z.unknown()).max(100).optional(),
  referringPartner: partnerRefSchema.optional(),
  ip: ipAddressField("ip").optional(),
});

export const updatePartnerSchema = z.object({
  email: email.optional(),
  name: personName("name").optional(),
  surname: personName("surname").optional(),
  password: password.optional(),
  key: identifier("key").optional(),
  tags: tags.optional(),
  approved: z.boolean().optional(),
  tos: z.boolean().optional(),
  customFields: z.array(z.unknown()).max(100).optional(),
  ip: ipAddressField("ip").optional(),
});

export const inviteSchema = z.object({
  email: z.string({ error: "The email field is required." }).pipe(email),
  name: z.string({ error: "The name field is required." }).trim().min(1, "The name field is required.").max(100),
  surname: personName("surname").optional(),
});

export const rewardSchema = z.object({
  amount: amountField("amount"),
  date: z.date().optional(),
  note: z.string().max(1000).optional(),
});

/** partners:search: partial id and key, exact email */
export const searchSchema = z
  .object({ id: z.string().trim().max(100).optional(), key: z.string().trim().max(100).optional(), email: emailField.optional() })
  .refine((r) => r.id || r.key || r.email, { message: "One of id, key or email is required.", path: ["id"] });

/** the saved payout choice is checked apart, per gateway (payouts/payout-input.ts) */
interface PayoutChoiceInput {
  payoutGateway?: string;
  payoutSettings?: unknown;
}
export type CreatePartnerInput = z.input<typeof createPartnerSchema> & PayoutChoiceInput;
/** commission is checked apart (update.commission.*): see updatePartner */
export type UpdatePartnerInput = z.input<typeof updatePartnerSchema> & { commission?: unknown } & PayoutChoiceInput;
export type PartnerRef = z.input<typeof partnerRefSchema>;
