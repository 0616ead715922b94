// Where errors become REST answers: a service error keeps its status,
// message and field errors; a variable GraphQL refused (a value of the wrong type, a missing
// required one) is a 422 naming the field as the client sent it; anything else is a 500 whose
// details stay in the log.
import { GraphQLError } from "graphql";
import { snakeCase } from "../core/case.js";
import { appErrorOf, ServerError, ValidationError, type FieldErrors } from "../core/errors.js";
import { errorResponse } from "./envelope.js";

const VARIABLE = /^Variable "\$(\w+)"(?: got invalid value .*? at "([\w.[\]]+)")?/;

/** the client's field path of a GraphQL variable error: update.tags[0] -> update.tags.0 */
function fieldOf(match: RegExpExecArray): string {
  return snakeCase((match[2] ?? match[1]!).replace(/\[(\d+)\]/g, ".$1"));
}

/** GraphQL's wording, in the words of a validation message */
function describe(field: string, message: string): string {
  if (/was not provided|must not be null/.test(message)) return `The ${field} field is required.`;
  if (/Int cannot represent/.test(message)) return `The ${field} field must be an integer.`;
  if (/Float cannot represent/.test(message)) return `The ${field} field must be a number.`;
  if (/Boolean cannot represent/.test(message)) return `The ${field} field must be true or false.`;
  if (/(String|ID) cannot represent/.test(message)) return `The ${field} field must be a string.`;
  if (/to be an object/.test(message)) return `The ${field} field must be an object.`;
  const enumValue = /Value ".*" does not exist in "(\w+)" enum/.exec(message);
  if (enumValue) return `The ${field} field has a value that is not allowed.`;
  // our scalars say what they want after the last "; "
  const own = message.split("; ").at(-1);
  return own ? `The ${field} field ${own.replace(/^(\w)/, (c) => c.toLowerCase()).replace(/\.?$/, ".")}` : message;
}

export function restError(errors: readonly unknown[], log: (err: unknown) => void): Response {
  const first = errors[0];
  const app = appErrorOf(first);
  if (app) return errorResponse(app);
  const fieldErrors: FieldErrors = {};
  for (const e of errors) {
    if (!(e instanceof GraphQLError)) continue;
    const m = VARIABLE.exec(e.message);
    if (!m) continue;
    const field = fieldOf(m);
    (fieldErrors[field] ??= []).push(describe(field, e.message));
  }
  if (Object.keys(fieldErrors).length) return errorResponse(new ValidationError(fieldErrors));
  // masked errors were logged where they were masked
  if (!(first instanceof GraphQLError && first.extensions?.code === "INTERNAL_SERVER_ERROR")) log(first);
  return errorResponse(new ServerError());
}
