// The accounts module as the composition layer takes it (core/module.ts): partner sign-up,
// sign-in and sessions (the /auth/partner endpoints), the sign-in URL an API key mints, the
// `viewer` root a signed-in partner reads; operators (memberships by role, the operator:invite
// link, the `operator` root).
import "./sign-in-url.rest-fields.js";
import "./viewer.schema.js";
import "./viewer-account.schema.js";
import "./viewer-activity.schema.js";
import "./operator.schema.js";
import "./audit.schema.js";
import "./team.schema.js";
import "./totp.schema.js";
import type { RallyModule } from "../../core/module.js";
import { forFeature, type ExampleRequest } from "../../core/routes.js";
import { authRoutes } from "./auth.http.js";
import { operatorCommands } from "./operators.cli.js";
import { startPurge } from "./purge.js";

// what the example (the reference's, run by `npm run examples`) makes first
const partnerAda: ExampleRequest = { method: "POST", path: "/partners", body: { id: "ada", key: "ada-l", email: "ada@example.com", name: "Ada", surname: "Lovelace" } };

export const accountsModule: RallyModule = {
  name: "accounts",
  httpRoutes: authRoutes,
  commands: operatorCommands,
  // sessions, credentials and failure counts a day past their end, every hour
  jobs: [{ name: "accounts.purge", start: startPurge }],
  // the partners module's feature: sign-in exists where partners do
  features: ["partners"],
  restRoutes: forFeature("partners", [
    {
      method: "POST",
      path: "/partners:sign-in-url",
      field: "Mutation.partnerSignInUrl",
      tags: ["Partners"],
      example: { body: { email: "ada@example.com", expires_in: 300 }, given: [partnerAda] },
      description: "A single-use URL that signs the partner (by id, key or email) in to the portal; expires_in 30 to 900 seconds, default 120",
    },
  ]),
};
