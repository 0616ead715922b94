import type { PortalViewerQuery } from "../gql/graphql.js";

/** the signed-in partner as the portal's one query reads it */
export type Viewer = NonNullable<PortalViewerQuery["viewer"]>;
export type MoneyList = Viewer["figures"]["revenue"];
