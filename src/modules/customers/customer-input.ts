// Validation of customer input, in affiliate and refer-a-friend programs.
import { z } from "zod";
import { amountField, emailField, personNameField, tagsField, webUrlField } from "../../core/fields.js";
import { identifier } from "../partners/partner-input.js";

const email = emailField;
const personName = personNameField;
const tags = tagsField;
const dateOfBirth = z.date().nullable();

export const customerFieldsSchema = z.object({
  key: identifier("key").optional(),
  id: identifier("id").optional(),
  email: email.optional(),
  name: personName("name").optional(),
  surname: personName("surname").optional(),
  tags: tags.optional(),
  approved: z.boolean().optional(),
  metadata: z.object({ dateOfBirth: dateOfBirth.optional() }).catchall(z.unknown()).optional(),
  customFields: z.record(z.string(), z.unknown()).optional(),
});

/** options of a create; parsed with the prefix "options" so errors name options.referral_url */
export const customerOptionsSchema = z.object({
  referralUrl: webUrlField("options.referral_url").optional(),
});

export const customerUpdateSchema = customerFieldsSchema.omit({ id: true });

export const creditSchema = z.object({
  amount: amountField("amount"),
  amountUnits: z.string({ error: "The amount_units field is required." }).trim().min(1, "The amount_units field is required.").max(20),
  isCurrency: z.boolean({ error: "The is_currency field is required." }),
});

export const customerInviteSchema = z.object({
  email: z.string({ error: "The email field is required." }).pipe(email),
  name: personName("name").optional(),
  personalization: z.record(z.string(), z.unknown()).optional(),
});

export type CustomerFields = z.input<typeof customerFieldsSchema> & z.input<typeof customerOptionsSchema>;
export type CustomerUpdate = z.input<typeof customerUpdateSchema>;
