// What one GraphQL request may cost: its depth, breadth, estimated complexity (each field's
// own cost, heavy figures priced as such, lists multiplied by the page size asked) and number
// of aliases are checked before anything runs, and its execution is bounded in time. A
// rejection is a validation error with a code of its own, never a "Syntax Error".
import { GraphQLError, visit, type DocumentNode, type ValidationRule } from "graphql";
import type { ServerResponse } from "node:http";
import type { Plugin } from "graphql-yoga";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { createComplexityRule } from "@pothos/plugin-complexity";
import { AppError } from "../core/errors.js";

export interface OperationLimits {
  maxDepth: number;
  maxCost: number;
  maxAliases: number;
  /** total selections, aliases included */
  maxBreadth: number;
}

const CODES: Record<string, string> = {
  QUERY_COMPLEXITY: "QUERY_TOO_COMPLEX",
  QUERY_DEPTH: "QUERY_TOO_DEEP",
  QUERY_BREADTH: "QUERY_TOO_BROAD",
};

function limitError(message: string, code: string) {
  return new GraphQLError(message, { extensions: { code, http: { status: 400 } } });
}

function aliasRule(max: number): ValidationRule {
  return maxAliasesRule({
    n: max,
    propagateOnRejection: false,
    onReject: [
      (context, err) => {
        if (context) context.reportError(limitError(err.message.replace(/^Syntax Error: /, ""), "TOO_MANY_ALIASES"));
      },
    ],
  }) as ValidationRule;
}

/**
 * A document over the alias or breadth limit on its face (its own selections, fragments
 * counted once) is refused before the full validation, whose cost grows with its size: one
 * request with thousands of aliases must not hold the process for seconds. Fragments spread
 * many times are caught by the rules below.
 */
function obviousExcess(document: DocumentNode, limits: OperationLimits): GraphQLError | undefined {
  let aliases = 0;
  let fields = 0;
  visit(document, {
    Field(node) {
      fields++;
      if (node.alias) aliases++;
    },
  });
  if (aliases > limits.maxAliases) return limitError(`Aliases limit of ${limits.maxAliases} exceeded, found ${aliases}.`, "TOO_MANY_ALIASES");
  if (fields > limits.maxBreadth) return limitError(`Query breadth of ${fields} exceeds max breadth of ${limits.maxBreadth}`, "QUERY_TOO_BROAD");
  return undefined;
}

/** the limits as validation rules, run with the request's variables (list sizes may come from them) */
export function useOperationLimits(limits: OperationLimits): Plugin {
  // Yoga's parser cache hands the same document object to repeats of a query: count it once
  const excessOf = new WeakMap<DocumentNode, GraphQLError | null>();
  return {
    // graphql-js parses nested literals recursively: a list nested some thousands deep runs it
    // out of stack, which Yoga would answer as an unexpected (internal) error
    onParse({ parseFn, setParseFn }) {
      setParseFn((source, options) => {
        try {
          return parseFn(source, options);
        } catch (err) {
          if (err instanceof RangeError) throw limitError("The document is nested too deeply.", "QUERY_TOO_DEEP");
          throw err;
        }
      });
    },
    onValidate({ addValidationRule, context, params: { documentAST }, setResult }) {
      let excess = excessOf.get(documentAST);
      if (excess === undefined) excessOf.set(documentAST, (excess = obviousExcess(documentAST, limits) ?? null));
      if (excess) return setResult([excess]);
      const params = (context as { params?: { variables?: Record<string, unknown>; operationName?: string } }).params;
      addValidationRule(aliasRule(limits.maxAliases));
      addValidationRule(
        createComplexityRule({
          variableValues: params?.variables ?? {},
          operationName: params?.operationName ?? undefined,
          context,
          maxComplexity: limits.maxCost,
          maxDepth: limits.maxDepth,
          maxBreadth: limits.maxBreadth,
        }),
      );
      return ({ result, setResult }) => {
        if (!result.length) return;
        setResult(
          result.map((e) => {
            const code = CODES[e.extensions?.code as string];
            return code ? limitError(e.message, code) : e;
          }),
        );
      };
    },
  };
}

export class ExecutionTimeoutError extends AppError {
  constructor() {
    super("The request took longer than the server allows.", "EXECUTION_TIMEOUT", 503);
  }
}

/**
 * Bounds an execution's time: past the limit no further resolver runs and the request is
 * answered with EXECUTION_TIMEOUT (a compiled REST read, rest/compiled-execution.ts, is answered
 * at the limit too, but finishes the resolvers under way). A client that goes away (its Node response closes before
 * it is finished) cancels its execution too. One AbortController per execution, and no
 * AbortSignal.any nor the Fetch request's lazily made signal: those cost more than answering
 * a small query.
 */
export function useExecutionTimeout(ms: number): Plugin {
  const timeout = (args: { signal?: AbortSignal; contextValue?: unknown }) => {
    const controller = new AbortController();
    // mirrors signal.aborted: the executor asks before every field, and the native getter costs more
    let aborted = false;
    const abort = (reason: Error) => {
      if (aborted) return;
      aborted = true;
      controller.abort(reason);
    };
    const timer = setTimeout(() => abort(new ExecutionTimeoutError()), ms);
    timer.unref();
    const given = args.signal;
    const onGiven = () => abort(given!.reason instanceof Error ? given!.reason : new Error("The execution was cancelled."));
    given?.addEventListener("abort", onGiven, { once: true });
    const res = (args.contextValue as { res?: ServerResponse } | undefined)?.res;
    const onClose = () => {
      if (!res!.writableFinished) abort(new Error("The client went away."));
    };
    res?.once("close", onClose);
    const deadline = Date.now() + ms;
    const signal = controller.signal;
    // the executor checks the signal between fields; with the embedded database a long
    // execution may never yield to the timer, so that check also looks at the clock, every
    // 64th field (a list of 100 rows is thousands of fields). The abort itself waits for a
    // microtask: within one synchronous step of the executor the signal must not change (it
    // would leave field promises nobody handles)
    const check = signal.throwIfAborted.bind(signal);
    let due = false;
    let fields = 0;
    signal.throwIfAborted = () => {
      if (!due && !aborted && (++fields & 63) === 0 && Date.now() >= deadline) {
        due = true;
        queueMicrotask(() => abort(new ExecutionTimeoutError()));
      }
      if (aborted) check();
    };
    args.signal = signal;
    return () => {
      clearTimeout(timer);
      given?.removeEventListener("abort", onGiven);
      res?.off("close", onClose);
    };
  };
  return {
    onExecute({ args }) {
      const done = timeout(args);
      return { onExecuteDone: done };
    },
  };
}
