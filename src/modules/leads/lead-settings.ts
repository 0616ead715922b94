// The program's lead form (which answers a lead carries) and lead commission settings,
// stored as JSON on the program and validated here on every write.
import { z } from "zod";
import { ValidationError, type FieldErrors } from "../../core/errors.js";
import { settingAmountField } from "../../core/fields.js";

export const leadFormFieldSchema = z.object({
  id: z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, "Field ids may contain only letters, numbers, dashes and underscores."),
  question: z.string().trim().min(1).max(500),
  type: z.enum(["text", "textarea", "email", "number", "select", "multiselect", "checkbox"]).default("text"),
  required: z.boolean().default(false),
  options: z.array(z.string().min(1).max(200)).max(100).default([]),
});

export const leadFormSchema = z
  .array(leadFormFieldSchema)
  .max(50)
  .refine((fields) => new Set(fields.map((f) => f.id)).size === fields.length, { message: "Field ids must be unique." });

export const leadCommissionSchema = z.object({
  /** percent of commission_transaction_amount, or a fixed amount per converted lead */
  type: z.enum(["percent", "static"]).default("percent"),
  value: settingAmountField("commission value").default(0),
});

export type LeadFormField = z.infer<typeof leadFormFieldSchema>;
export type LeadCommission = z.infer<typeof leadCommissionSchema>;

export const readLeadForm = (json: unknown): LeadFormField[] => leadFormSchema.catch([]).parse(json ?? []);
export const readLeadCommission = (json: unknown): LeadCommission => leadCommissionSchema.parse(json ?? {});

export type Answers = Record<string, string | string[]>;

/** checks cfields against the form: unknown ids and missing required answers are 422 */
export function checkAnswers(form: LeadFormField[], cfields: unknown): Answers {
  const errors: FieldErrors = {};
  const answers: Answers = {};
  const given = cfields && typeof cfields === "object" && !Array.isArray(cfields) ? (cfields as Record<string, unknown>) : {};
  if (cfields != null && given !== cfields) errors.cfields = ["The cfields field must be an object keyed by form field id."];
  for (const [id, value] of Object.entries(given)) {
    const field = form.find((f) => f.id === id);
    if (!field) {
      errors[`cfields.${id}`] = [`Unknown form field "${id}".`];
      continue;
    }
    const ok = typeof value === "string" || (Array.isArray(value) && value.every((v) => typeof v === "string"));
    if (!ok) {
      errors[`cfields.${id}`] = ["The answer must be a string or an array of strings."];
      continue;
    }
    if (field.options.length && (Array.isArray(value) ? value : [value]).some((v) => !field.options.includes(v as string))) {
      errors[`cfields.${id}`] = [`The answer must be one of: ${field.options.join(", ")}.`];
      continue;
    }
    answers[id] = value as string | string[];
  }
  for (const field of form) {
    const a = answers[field.id];
    if (field.required && (a === undefined || (Array.isArray(a) ? a.length === 0 : a.trim() === "")) && !errors[`cfields.${field.id}`]) {
      errors[`cfields.${field.id}`] = [`"${field.question}" is required.`];
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return answers;
}
