// Input PostgreSQL would refuse (a NUL character, an unpaired surrogate) or that nests too deep
// to walk safely is refused before execution, as a validation error naming the variable or the
// argument path that carries it, the way REST refuses it (rest/handler.ts, rest/input.ts).
// Nothing ran, so the error is the request's, and its HTTP status is the 422 it carries.
import { Kind, valueFromASTUntyped, type DocumentNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import { ValidationError, type FieldErrors } from "../core/errors.js";
import { collectInputErrors } from "../core/storable.js";
import { toGraphQLError } from "./errors.js";

function documentErrors(document: DocumentNode, errors: FieldErrors) {
  // only arguments carry input; text elsewhere (a description, a directive) is never stored
  const visit = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as { kind?: string; name?: { value: string }; value?: Parameters<typeof valueFromASTUntyped>[0] };
    if (n.kind === Kind.ARGUMENT && n.value) return void collectInputErrors(valueFromASTUntyped(n.value), n.name!.value, errors);
    for (const [k, v] of Object.entries(n)) if (k !== "loc") visit(v);
  };
  visit(document);
}

export function useStorableInput(): Plugin {
  // a document's own literals are checked once: Yoga's parser cache repeats the same object
  const literalErrorsOf = new WeakMap<DocumentNode, FieldErrors>();
  return {
    onExecute({ args, setResultAndStopExecution }) {
      let literal = literalErrorsOf.get(args.document);
      if (!literal) {
        literal = {};
        documentErrors(args.document, literal);
        literalErrorsOf.set(args.document, literal);
      }
      const errors = collectInputErrors(args.variableValues ?? {}, "", {});
      for (const [field, messages] of Object.entries(literal)) (errors[field] ??= []).push(...messages);
      if (Object.keys(errors).length) setResultAndStopExecution({ errors: [toGraphQLError(new ValidationError(errors), undefined, { wholeRequest: true })] });
    },
  };
}
