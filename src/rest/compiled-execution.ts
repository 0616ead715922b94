// REST runs its prepared operations, reads and writes, as compiled functions (graphql-jit): the
// document is compiled once, on its first request, into plain JavaScript that calls the same
// resolvers, so a request does not pay the generic executor's work on every field (a page of 100
// partners is thousands of fields; a sale's answer, its rewards and their partners, about a
// hundred; BENCHMARKS.md measures both). The operations are the routes' own, a fixed set, each
// kept as one document object (operations.ts), so a compiled document is kept by object. The
// GraphQL surface keeps Yoga's executor. The compiler is loaded with the first request (an idle
// server does not hold it: resident memory, BENCHMARKS.md).
//
// graphql-js stays the reference for the variables: they are coerced by it first, and only
// variables it accepts reach the compiled function, which coerces them again by its own rules
// (without @oneOf, and refusing a required input field left to its default). Whatever either
// refuses runs on Yoga's executor instead, so a bad variable is answered exactly as before. The
// compiled function refuses variables before it calls any resolver (an answer with no `data`),
// so a write handed over to Yoga's executor has not run: it runs once.
import { getVariableValues, Kind, type DocumentNode, type ExecutionResult, type GraphQLSchema, type OperationDefinitionNode } from "graphql";
import type { CompiledQuery } from "graphql-jit";
import type { Plugin } from "graphql-yoga";

interface Compiled {
  query: CompiledQuery;
  operation: OperationDefinitionNode;
}

/** the document's only operation, a read or a write; anything else is left to Yoga's executor */
function operationOf(document: DocumentNode): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return operations.length === 1 && operations[0]!.operation !== "subscription" ? operations[0] : undefined;
}

/** rejects with the signal's reason once it aborts (useExecutionTimeout's), as Yoga's executor does */
function abortedBy(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) return reject(signal.reason);
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}

/**
 * `schema`: the schema whose operations run compiled (REST's). Past the execution's time limit
 * the request is answered at once, as on Yoga's executor; a compiled function cannot be stopped
 * between fields, so the resolvers already under way finish, and their result is dropped.
 */
export function useCompiledRest(schema: GraphQLSchema): Plugin {
  let compiler: Promise<typeof import("graphql-jit")> | undefined;
  const compiled = new WeakMap<DocumentNode, Promise<Compiled | null>>();
  const compile = async (document: DocumentNode, operation: OperationDefinitionNode): Promise<Compiled | null> => {
    const { compileQuery, isCompiledQuery } = await (compiler ??= import("graphql-jit"));
    const query = compileQuery(schema, document);
    return isCompiledQuery(query) ? { query, operation } : null;
  };
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const operation = args.schema === schema ? operationOf(args.document) : undefined;
      if (!operation) return;
      let found = compiled.get(args.document);
      // a document the compiler cannot take runs on Yoga's executor
      if (!found) compiled.set(args.document, (found = compile(args.document, operation).catch(() => null)));
      setExecuteFn(async (a) => {
        const prepared = await found;
        const raw = a.variableValues ?? {};
        if (!prepared || getVariableValues(schema, prepared.operation.variableDefinitions ?? [], raw).errors) return executeFn(a);
        // no `data`: the compiled function refused the variables and ran nothing
        const settle = (result: ExecutionResult) => ("data" in result ? result : executeFn(a));
        const run = Promise.resolve(prepared.query.query(a.rootValue, a.contextValue, raw)).then(settle);
        const { signal } = a as typeof a & { signal?: AbortSignal };
        return signal ? Promise.race([run, abortedBy(signal)]) : run;
      });
    },
  };
}
