// The actions an operator with an authenticator app confirms with a fresh code (within
// TOTP_FRESH_MINUTES of its last one): approving and paying payouts, exporting payment files,
// and changing a webhook's signing secret. Listed here, in one place, and enforced on the assembled schema, so the
// modules that own those mutations need not know about operators.
import { MapperKind, mapSchema } from "@graphql-tools/utils";
import { defaultFieldResolver, type GraphQLFieldConfig, type GraphQLFieldResolver, type GraphQLSchema } from "graphql";
import type { GraphQLContext } from "../../graphql/context.js";
import { totpFresh, TotpRequiredError } from "./totp.service.js";

export const FRESH_TOTP_FIELDS = new Set(["payoutRequestApprove", "payoutRequestMarkPaid", "payoutRequestsExport", "webhookSecretRotate"]);

/** the schema with the listed root fields refused (TOTP_REQUIRED) to an operator whose code is not fresh */
export function requireFreshTotp(schema: GraphQLSchema): GraphQLSchema {
  const guard = (name: string, field: GraphQLFieldConfig<unknown, GraphQLContext>): GraphQLFieldConfig<unknown, GraphQLContext> => {
    if (!FRESH_TOTP_FIELDS.has(name)) return field;
    const resolve = field.resolve ?? (defaultFieldResolver as GraphQLFieldResolver<unknown, GraphQLContext>);
    return {
      ...field,
      resolve: ((root, args, ctx, info) => {
        const op = ctx.operator;
        if (op?.totpEnabled && !totpFresh(ctx.app, op.totpAt)) throw new TotpRequiredError();
        return resolve(root, args, ctx, info);
      }) as GraphQLFieldResolver<unknown, GraphQLContext>,
    };
  };
  return mapSchema(schema, {
    [MapperKind.MUTATION_ROOT_FIELD]: (field, name) => guard(name, field),
    [MapperKind.QUERY_ROOT_FIELD]: (field, name) => guard(name, field),
  });
}
