// A string with a NUL character cannot be stored (PostgreSQL refuses it, and Prisma's error
// would be a 500): refused before execution, as a validation error naming the variable or the
// argument path that carries it, the way REST refuses it (rest/input.ts).
import { Kind, type DocumentNode, type ValueNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import { ValidationError, type FieldErrors } from "../core/errors.js";
import { nulErrors } from "../core/input.js";
import { toGraphQLError } from "./errors.js";

function literalErrors(node: ValueNode, path: string, errors: FieldErrors) {
  if (node.kind === Kind.STRING) nulErrors(node.value, path, errors);
  else if (node.kind === Kind.LIST) node.values.forEach((v, i) => literalErrors(v, `${path}.${i}`, errors));
  else if (node.kind === Kind.OBJECT) for (const f of node.fields) literalErrors(f.value, `${path}.${f.name.value}`, errors);
}

function documentErrors(document: DocumentNode, errors: FieldErrors) {
  // only arguments carry input; a NUL elsewhere (a description, a directive) is never stored
  const visit = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as { kind?: string; name?: { value: string }; value?: ValueNode };
    if (n.kind === Kind.ARGUMENT && n.value) return literalErrors(n.value, n.name!.value, errors);
    for (const [k, v] of Object.entries(n)) if (k !== "loc") visit(v);
  };
  visit(document);
}

export function useNoNulStrings(): Plugin {
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
      const errors: FieldErrors = {};
      nulErrors(args.variableValues ?? {}, "", errors);
      for (const [field, messages] of Object.entries(literal)) (errors[field] ??= []).push(...messages);
      if (Object.keys(errors).length) setResultAndStopExecution({ errors: [toGraphQLError(new ValidationError(errors))] });
    },
  };
}
