// Each event of a subscription runs with a context of its own: the subscription's, with fresh
// per-request state. A subscription lives for hours on one context, and what is cached per
// context (the DataLoaders, Pothos's caches keyed by the context object, such as the selection
// mapper's) would otherwise show every later event as the first one read it: a partner's
// counts as they were when the feed opened.
import { createSourceEventStream, execute, type ExecutionArgs } from "graphql";
import { isAsyncIterable, mapAsyncIterator } from "@graphql-tools/utils";
import type { Plugin } from "graphql-yoga";
import type { GraphQLContext } from "./context.js";
import { Loaders } from "./loaders.js";

/** the context one event runs with */
const eventContext = (subscription: GraphQLContext): GraphQLContext => ({ ...subscription, loaders: new Loaders() });

export function useContextPerEvent(): Plugin {
  return {
    onSubscribe({ setSubscribeFn }) {
      setSubscribeFn(async (args: ExecutionArgs) => {
        const stream = await createSourceEventStream(args);
        // a refusal (the subscribe resolver threw): answered as it is
        if (!isAsyncIterable(stream)) return stream;
        return mapAsyncIterator(stream, (payload) => execute({ ...args, rootValue: payload, contextValue: eventContext(args.contextValue as GraphQLContext) }));
      });
    },
  };
}
