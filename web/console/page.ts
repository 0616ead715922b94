// One page of the operator console: the shell (web/console/app.tsx) lists the pages in its
// navigation, routes /console/<path> to the component, and hides pages the member's role
// cannot use or the program does not have. The program the operator works on is chosen in the shell and sent by the
// GraphQL client as the X-Rally-Program header, so a page only asks for its own data.
import type { ComponentType } from "preact";
import type { ConsoleCapabilitiesQuery } from "../gql/graphql.js";
import type { Navigate } from "./route.js";

/** what a program may have that a page needs (the API's capabilities the shell reads) */
export type ConsoleCapability = Exclude<keyof NonNullable<ConsoleCapabilitiesQuery["program"]["program"]["capabilities"]>, "__typename">;

export type ConsoleRole = "OWNER" | "ADMIN" | "VIEWER";

export interface ConsolePageProps {
  /** the chosen program's public id */
  program: string;
  /** the signed-in operator's role in that program */
  role: ConsoleRole;
  /** the record the path names below the page (/console/<path>/<item>), if any */
  item: string | null;
  /** goes to another page (or a record of one) without a reload */
  navigate: Navigate;
}

export interface ConsolePage {
  /** below /console/, without slashes: "webhooks" */
  path: string;
  /** the navigation's words (a key of the console catalog) */
  label: string;
  component: ComponentType<ConsolePageProps>;
  /** who sees the page; everyone when absent */
  roles?: readonly ConsoleRole[];
  /** what the program must have for the page to show (a newsletter program has no partners); always shown when absent */
  needs?: ConsoleCapability;
}
