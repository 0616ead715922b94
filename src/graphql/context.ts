// What a GraphQL resolver gets: the request's program (from its API key) and the app. It is a
// service context itself, so resolvers hand it to services as it is.
import type { App } from "../core/app.js";
import type { ServiceContext } from "../core/context.js";
import type { Database } from "../db/client.js";
import type { Program } from "../generated/prisma/client.js";
import type { Loaders } from "./loaders.js";

export interface GraphQLContext extends ServiceContext {
  app: App;
  /** the Prisma client (plugin-prisma reads it from here) */
  prisma: Database["prisma"];
  program: Program;
  apiKeyId: string;
  loaders: Loaders;
  request?: Request;
  /** the Authorization value the key came in, re-checked while a stream stays open */
  authorization?: string;
  /** graphql-ws: ends the socket (a stream whose key was revoked) */
  closeConnection?: () => void;
}
