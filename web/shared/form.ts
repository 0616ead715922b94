// A mutation's refusals as a form shows them: each user error beside the input field it names
// (["input", "key"] → "key"), the rest (and a failed request) above the form under "form".
import type { CombinedError } from "@urql/core";

type UserErrors = readonly { field?: readonly string[] | null; message: string }[] | null | undefined;

export function fieldErrors(userErrors: UserErrors, error?: CombinedError): Record<string, string> {
  const found: Record<string, string> = {};
  const add = (field: string, message: string) => (found[field] = found[field] ? `${found[field]} ${message}` : message);
  for (const u of userErrors ?? []) add(u.field && u.field.length > 1 ? u.field.at(-1)! : "form", u.message);
  if (error) add("form", error.message);
  return found;
}
