// What a GraphQL resolver gets: the request's program (from its API key) and the app. It is a
// service context itself, so resolvers hand it to services as it is.
import type { App } from "../core/app.js";
import type { ServiceContext } from "../core/context.js";
import type { Database } from "../db/client.js";
import type { OperatorRole, Program } from "../generated/prisma/client.js";
import type { Loaders } from "./loaders.js";

export interface GraphQLContext extends ServiceContext {
  app: App;
  /** the Prisma client (plugin-prisma reads it from here) */
  prisma: Database["prisma"];
  program: Program;
  /** the API key's id; "" for a partner session */
  apiKeyId: string;
  /** a partner signed in to the portal (session cookie): its requests reach only the viewer */
  viewer?: { partnerUid: string; sessionId: string };
  /** an operator signed in to the console: its role in the request's program decides */
  operator?: {
    operatorId: string;
    email: string;
    sessionId: string;
    role: OperatorRole;
    /** whether the operator turned on an authenticator app, and when the session last proved a code */
    totpEnabled: boolean;
    totpAt: Date | null;
  };
  loaders: Loaders;
  request?: Request;
  /** the Authorization value the key came in, re-checked while a stream stays open */
  authorization?: string;
  /** graphql-ws: ends the socket (a stream whose key was revoked) */
  closeConnection?: () => void;
}
