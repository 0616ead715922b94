// The Yoga instance: GraphQL over HTTP and SSE at /graphql (GraphiQL on GET), REST under /v1
// through the same plugins, depth and cost limits, masked unexpected errors.
import { GraphQLError } from "graphql";
import { createGraphQLError, createYoga } from "graphql-yoga";
import { maxDepthPlugin } from "@escape.tech/graphql-armor-max-depth";
import { costLimitPlugin } from "@escape.tech/graphql-armor-cost-limit";
import type { App } from "../context.js";
import { useRest } from "../rest/plugin.js";
import { useRestDocs } from "../rest/docs.js";
import { contextFactory } from "./context.js";
import { schema } from "./schema.js";

export function createGraphQLServer(app: App) {
  const { config, logger } = app;
  return createYoga({
    schema,
    graphqlEndpoint: "/graphql",
    landingPage: false,
    graphiql: { title: "Rally GraphQL", headers: JSON.stringify({ Authorization: "Bearer <your API key>" }, null, 2) },
    context: contextFactory(app) as never,
    logging: {
      debug: (...a) => logger.debug(a.map(String).join(" ")),
      info: (...a) => logger.info(a.map(String).join(" ")),
      warn: (...a) => logger.warn(a.map(String).join(" ")),
      error: (...a) => logger.error(a.map((x) => (x instanceof Error ? x.stack : String(x))).join(" ")),
    },
    maskedErrors: {
      // AppErrors (GraphQLErrors) reach the client; anything else is logged and masked
      maskError(error, message) {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original === undefined || original instanceof GraphQLError) return error as Error;
        logger.error({ err: original }, "unexpected error");
        return createGraphQLError(message, { extensions: { code: "INTERNAL_SERVER_ERROR" } });
      },
    },
    plugins: [
      maxDepthPlugin({ n: config.GRAPHQL_MAX_DEPTH }),
      costLimitPlugin({ maxCost: config.GRAPHQL_MAX_COST }),
      useRest({ publicUrl: config.publicUrl, maxBodyBytes: config.MAX_BODY_BYTES, logger }),
      useRestDocs(),
    ],
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;
