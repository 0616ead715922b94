// What Rally takes of a member the email service reports (webhook or sync): its id and email
// checked as the API checks a subscriber's (a NUL, a lone surrogate or a non-address is no
// subscriber Rally can store or match), its name and ref cleaned as a shop's data is: the
// service's, kept whatever was typed into its form.
import { storableText } from "../../core/storable.js";
import { ValidationError } from "../../core/errors.js";
import { subscriberEmail, subscriberId } from "../subscribers/subscriber-input.js";
import type { EspMember } from "./esp.js";

const espId = subscriberId("subscriber id");

/** the member as Rally stores it, or the field errors that make it no subscriber of Rally's */
export function checkMember(m: EspMember): { member: EspMember } | { errors: Record<string, string[]> } {
  const id = espId.safeParse(m.espId);
  const email = subscriberEmail.safeParse(m.email);
  const errors: Record<string, string[]> = {};
  if (!id.success) errors["subscriber.id"] = id.error.issues.map((i) => i.message);
  if (!email.success) errors["subscriber.email"] = email.error.issues.map((i) => i.message);
  if (!id.success || !email.success) return { errors };
  const ref = m.ref === null ? null : storableText(m.ref).trim().slice(0, 254) || null;
  return { member: { ...m, espId: id.data, email: email.data, name: storableText(m.name).trim().slice(0, 100), ref } };
}

/** the member as Rally stores it; a 422 naming the fields when it cannot be one */
export function storableMember(m: EspMember): EspMember {
  const checked = checkMember(m);
  if ("errors" in checked) throw new ValidationError(checked.errors);
  return checked.member;
}
