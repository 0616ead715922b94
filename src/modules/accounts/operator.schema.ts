// The `operator` root: who is signed in to the console and the programs it is a member of, by
// role. The rest of the schema an operator reaches is the API key's, for the program its
// request names (X-Rally-Program), as far as its role allows (graphql/builder.ts).
import { encodeGlobalID } from "@pothos/plugin-relay";
import { ForbiddenError } from "../../core/errors.js";
import { builder } from "../../graphql/builder.js";
import type { Membership, Operator, OperatorRole, Program } from "../../generated/prisma/client.js";
import { payload, payloadType } from "../../graphql/payload.js";
import { graphqlOnly } from "../../graphql/surface.js";
import { setOperatorPassword } from "./operator-sign-in.service.js";
import { operatorMemberships } from "./operators.service.js";

export const OperatorRoleEnum = builder.enumType("OperatorRole", {
  description: "What an operator may do in a program",
  values: {
    OWNER: { value: "owner" as OperatorRole, description: "Everything" },
    ADMIN: { value: "admin" as OperatorRole, description: "Everything but members and keys" },
    VIEWER: { value: "viewer" as OperatorRole, description: "Reads only" },
  },
});

const OperatorMembership = builder.objectRef<Membership & { program: Program }>("OperatorMembership").implement({
  description: "A program the operator is a member of",
  fields: (t) => ({
    id: t.id({ description: "Opaque id, for a client cache", resolve: (m) => encodeGlobalID("OperatorMembership", `${m.operatorId}:${m.programId}`) }),
    programNumber: t.int({ description: "The program's number (what X-Rally-Program takes, as its public id)", resolve: (m) => m.program.id }),
    programPublicId: t.string({ description: "The program's public id", resolve: (m) => m.program.publicId }),
    programName: t.string({ description: "The program's name", resolve: (m) => m.program.name }),
    role: t.field({ type: OperatorRoleEnum, description: "The operator's role in it", resolve: (m) => m.role }),
  }),
});

export const OperatorType = builder.objectRef<Operator>("Operator").implement({
  description: "An operator signed in to the console",
  fields: (t) => ({
    id: t.id({ description: "Opaque id, for a client cache", resolve: (o) => encodeGlobalID("Operator", o.id) }),
    email: t.exposeString("email", { description: "The operator's email address" }),
    memberships: t.field({ type: [OperatorMembership], description: "The programs it runs, oldest membership first", resolve: (o, _a, ctx) => operatorMemberships(ctx.app, o.id) }),
  }),
});

builder.queryField("operator", (t) =>
  t.field({
    type: OperatorType,
    description: "The operator signed in to the console (operator sessions only)",
    skipTypeScopes: true,
    authScopes: { operator: "viewer" },
    resolve: async (_r, _a, ctx) => {
      if (!ctx.operator) throw new ForbiddenError("Sign in as an operator to read this.");
      return ctx.db.operator.findUniqueOrThrow({ where: { id: ctx.operator.operatorId } });
    },
  }),
);

const PasswordSetInput = builder.inputType("OperatorPasswordSetInput", {
  description: "A new password for the signed-in operator",
  fields: (t) => ({
    currentPassword: t.string({ description: "The password set now; required when there is one" }),
    password: t.string({ required: true, description: "The new password: at least 8 characters with a lowercase letter, an uppercase letter and a number" }),
  }),
});

builder.mutationField("operatorPasswordSet", (t) =>
  t.field({
    type: payloadType("OperatorPasswordSetPayload", "operator", OperatorType, "The operator; null when refused"),
    // its own account, whatever its role
    skipTypeScopes: true,
    authScopes: { operator: "viewer" },
    extensions: graphqlOnly,
    description: "Sets (or changes) the operator's password for POST /auth/operator/sign-in; the operator's other sessions end",
    args: { input: t.arg({ type: PasswordSetInput, required: true, description: "The passwords" }) },
    resolve: (_r, { input }, ctx) =>
      payload("operator", () => {
        if (!ctx.operator) throw new ForbiddenError("Sign in as an operator to do this.");
        return setOperatorPassword(ctx.app, ctx.operator, input);
      }),
  }),
);

builder.objectField(OperatorType, "hasPassword", (t) =>
  t.boolean({ description: "Whether the operator can sign in with a password (else by link only)", resolve: (o) => Boolean(o.passwordHash) }),
);
