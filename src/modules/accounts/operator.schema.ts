// The `operator` root: who is signed in to the console and the programs it is a member of, by
// role. The rest of the schema an operator reaches is the API key's, for the program its
// request names (X-Rally-Program), as far as its role allows (graphql/builder.ts).
import { encodeGlobalID } from "@pothos/plugin-relay";
import { ForbiddenError } from "../../core/errors.js";
import { builder } from "../../graphql/builder.js";
import type { Membership, Operator, OperatorRole, Program } from "../../generated/prisma/client.js";
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
