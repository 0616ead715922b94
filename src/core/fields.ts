import { isIP } from "node:net";
// Field rules that several resources share, so an email or a tag means the same everywhere.
import { z } from "zod";
import { Decimal } from "./money.js";

export const emailField = z.string().trim().toLowerCase().pipe(z.email("The email must be a valid email address.")).pipe(z.string().max(254));
export const personNameField = (what: string) => z.string().trim().max(100, `The ${what} must be at most 100 characters.`);
export const tagsField = z.array(z.string().trim().min(1, "A tag must not be empty.").max(100)).max(100);

/**
 * An amount of money, exact: the Decimal the scalar parsed (or a number or numeric string from
 * a service caller), at most 4 decimal places as the database keeps them; greater than zero
 * unless zero is allowed, and never negative unless negatives are (a refund's amount).
 */
export const amountField = (what: string, opts: { zero?: boolean; negative?: boolean } = {}) =>
  z
    .custom<Decimal | number | string>((v) => v instanceof Decimal || typeof v === "number" || typeof v === "string", `The ${what} field is required.`)
    .transform((v, ctx) => {
      try {
        return new Decimal(v);
      } catch {
        ctx.addIssue({ code: "custom", message: `The ${what} must be a number.` });
        return z.NEVER;
      }
    })
    .refine((d) => d.isFinite(), `The ${what} must be a number.`)
    .refine(
      (d) => opts.negative || (opts.zero ? d.gte(0) : d.gt(0)),
      opts.zero ? `The ${what} must be at least 0.` : `The ${what} must be greater than 0.`,
    )
    .refine((d) => d.abs().lte("999999999999"), `The ${what} is too large.`)
    .refine((d) => d.decimalPlaces() <= 4, `The ${what} may have at most 4 decimal places.`);

/**
 * An amount kept in a JSON setting (a threshold, a commission rate): checked as exactly as
 * amountField, stored as a JSON number, which holds 4 decimal places exactly.
 */
export const settingAmountField = (what: string) => amountField(what, { zero: true }).transform((d) => d.toNumber());

/** an absolute http(s) URL: these end up in links, redirects and emails, so no javascript:, data: or file: */
/** an IPv4 or IPv6 address, as a browser's request came from (hashed before it is kept) */
export const ipAddressField = (what: string) =>
  z
    .string()
    .trim()
    .refine((v) => isIP(v) !== 0, `The ${what} must be an IPv4 or IPv6 address.`);

export const webUrlField = (what?: string) =>
  z
    .url({ protocol: /^https?$/, message: what ? `The ${what} must be an http:// or https:// URL.` : "must be an http:// or https:// URL" })
    .max(2048, what ? `The ${what} must be at most 2048 characters.` : "must be at most 2048 characters");
