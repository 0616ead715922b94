// What a domain module brings, as one value (modules/<x>/index.ts); modules/index.ts lists
// them and the composition layer (app.ts, http/, cli.ts) gathers the parts from that list, so adding
// a module touches its own folder and one line of the list.
import type { App } from "./app.js";
import type { EventDeclarations } from "./events.js";
import type { Feature } from "./features.js";
import type { HttpRoute, RestRoute } from "./routes.js";

/** what a CLI command gets besides the app: its options (--name value), positionals and standard input */
export interface CliArgs {
  options: Record<string, string | undefined>;
  positionals: string[];
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
}

/** a background job running where the module is served: a timer, a worker */
export interface BackgroundJob {
  /** its name, unique across modules (module.job): AppOptions.jobs turns it off by it */
  name: string;
  /** starts it in a serving process, once the app's ports exist; resolves when it runs */
  start(app: App): RunningJob | Promise<RunningJob>;
}

export interface RunningJob {
  /** new work may be due (events were dispatched, rows were written): look now rather than at the next tick */
  wake?(): void;
  /** does what is due now and what that makes due at once; resolves when done (tests) */
  flush?(): Promise<void>;
  /** stops taking work and resolves when what was under way has finished (graceful shutdown) */
  stop(): Promise<void>;
}

export interface CliCommand {
  name: string;
  /** its lines in the CLI's usage text */
  usage: string;
  /** the options it reads, each taking a value */
  options?: readonly string[];
  /** the lines it prints */
  run(app: App, args: CliArgs): Promise<string[]>;
}

/**
 * A module's index.ts imports its schema files (x.schema.ts), which register its GraphQL types
 * and fields on the builder as they load: importing the module list brings the whole schema.
 */
export interface RallyModule {
  name: string;
  /** its /v1 routes, in the order the OpenAPI document lists them */
  restRoutes?: readonly RestRoute[];
  /** the routes it answers without Yoga (tracking, inbound shop webhooks) */
  httpRoutes?: readonly HttpRoute[];
  commands?: readonly CliCommand[];
  /** the events it writes to the outbox (core/events.ts): the outbox's names and the webhook events derive from these */
  events?: EventDeclarations;
  /** the program-type features its resources belong to (core/features.ts) */
  features?: readonly Feature[];
  /** the background jobs a serving process runs for it, started in this order (and stopped in the reverse) */
  jobs?: readonly BackgroundJob[];
}
