// The one place operator mutations are audited: every root Mutation field of the assembled
// schema is wrapped, so a mutation added tomorrow is recorded without a line of its own. For an
// operator's request (API keys and partners are not audited here) the wrapper notes the record
// the input names by its global id (`input.id`), reads it before, runs the field, and reads it
// (or the record the payload answers, for a create) after, then records the entry. Refusals by
// role are recorded too: an attempt is part of the story. Where the mutation's service opens a
// transaction (inTransaction), the entry is written in it, so a crash after the commit never
// leaves a change without its entry; the answer then completes that entry.
import { decodeGlobalID, encodeGlobalID } from "@pothos/plugin-relay";
import { MapperKind, mapSchema } from "@graphql-tools/utils";
import { defaultFieldResolver, getNamedType, isObjectType, type GraphQLFieldResolver, type GraphQLResolveInfo, type GraphQLSchema } from "graphql";
import { appErrorOf } from "../../core/errors.js";
import type { GraphQLContext } from "../../graphql/context.js";
import { getDatamodel } from "../../generated/prisma/pothos-types.js";
import { withTransactionRider, type TransactionRider } from "../../core/context.js";
import type { DbTx } from "../../db/client.js";
import { recordAudit, storeAudit, type AuditOutcome, type AuditRecord } from "./audit.service.js";

const MODELS = getDatamodel().datamodel.models as unknown as Record<string, { fields: readonly { name: string; type: string; isId: boolean }[] }>;

interface Target {
  typename: string;
  model: string;
  keyField: string;
  key: string | number | bigint;
}

/** the Prisma model a GraphQL object type shows (plugin-prisma marks its types) */
function modelOf(schema: GraphQLSchema, typename: string): string | undefined {
  const type = schema.getType(typename);
  const model = isObjectType(type) ? (type.extensions as { pothosPrismaModel?: unknown }).pothosPrismaModel : undefined;
  return typeof model === "string" && MODELS[model] ? model : undefined;
}

function targetOf(schema: GraphQLSchema, typename: string, rawKey: unknown): Target | null {
  const model = modelOf(schema, typename);
  const keyField = model ? MODELS[model]!.fields.find((f) => f.isId) : undefined;
  if (!model || !keyField || (typeof rawKey !== "string" && typeof rawKey !== "number" && typeof rawKey !== "bigint")) return null;
  const text = String(rawKey);
  if (keyField.type === "Int" || keyField.type === "BigInt") {
    if (!/^\d{1,18}$/.test(text)) return null;
    return { typename, model, keyField: keyField.name, key: keyField.type === "Int" ? Number(text) : BigInt(text) };
  }
  return { typename, model, keyField: keyField.name, key: text };
}

/** the record the input names by its global id, if it names one */
function inputTarget(schema: GraphQLSchema, args: Record<string, unknown>): Target | null {
  const input = args.input as { id?: unknown } | undefined;
  const id = input && typeof input === "object" ? input.id : undefined;
  if (typeof id !== "string") return null;
  try {
    const { typename, id: key } = decodeGlobalID(id);
    return targetOf(schema, typename, key);
  } catch {
    return null;
  }
}

/** the record a payload answers (a create's new record): the payload's field of a Prisma-backed type */
function payloadTarget(info: GraphQLResolveInfo, result: unknown): Target | null {
  const payloadType = getNamedType(info.returnType);
  if (!isObjectType(payloadType) || !result || typeof result !== "object") return null;
  for (const [name, field] of Object.entries(payloadType.getFields())) {
    const value = (result as Record<string, unknown>)[name];
    const type = getNamedType(field.type);
    if (!value || typeof value !== "object" || !isObjectType(type)) continue;
    const model = modelOf(info.schema, type.name);
    const keyField = model ? MODELS[model]!.fields.find((f) => f.isId)?.name : undefined;
    if (keyField) return targetOf(info.schema, type.name, (value as Record<string, unknown>)[keyField]);
  }
  return null;
}

/** the record as stored (in `db`: the mutation's transaction, or after it), within the request's program only; null when there is none */
async function snapshot(ctx: GraphQLContext, target: Target | null, db: DbTx = ctx.prisma): Promise<unknown> {
  if (!target) return null;
  const delegate = (db as unknown as Record<string, { findFirst?: (q: unknown) => Promise<unknown> }>)[target.model[0]!.toLowerCase() + target.model.slice(1)];
  if (!delegate?.findFirst) return null;
  const where = target.model === "Program" ? { id: ctx.program.id, AND: [{ id: target.key }] } : { [target.keyField]: target.key, programId: ctx.program.id };
  try {
    return await delegate.findFirst({ where });
  } catch {
    return null;
  }
}

function audited(action: string, resolve: GraphQLFieldResolver<unknown, GraphQLContext>): GraphQLFieldResolver<unknown, GraphQLContext> {
  return async (root, args: Record<string, unknown>, ctx, info) => {
    const operator = ctx.operator;
    if (!operator) return resolve(root, args, ctx, info);
    const named = inputTarget(info.schema, args);
    const before = await snapshot(ctx, named);
    const entry = (outcome: AuditOutcome, target: Target | null, after: unknown, detail: unknown): AuditRecord => ({
      programId: ctx.program.id,
      operatorId: operator.operatorId,
      operatorEmail: operator.email,
      action,
      targetType: target?.typename ?? null,
      targetId: target ? encodeGlobalID(target.typename, String(target.key)) : null,
      input: args,
      before,
      after,
      outcome,
      detail,
    });
    // the entry rides on the first transaction the mutation opens, so its change never commits
    // without it; the answer completes it below (how it ended, the record a create made)
    let stored: bigint | undefined;
    const rider: TransactionRider = {
      state: "waiting",
      write: async (tx) => {
        stored = await storeAudit(tx, ctx.app.now(), entry("ok", named, await snapshot(ctx, named, tx), null));
      },
    };
    let outcome: AuditOutcome = "ok";
    let detail: unknown = null;
    let result: unknown;
    try {
      result = await withTransactionRider(rider, async () => resolve(root, args, ctx, info));
      const userErrors = (result as { userErrors?: unknown[] } | null)?.userErrors;
      if (Array.isArray(userErrors) && userErrors.length) {
        outcome = "refused";
        detail = userErrors;
      }
      return result;
    } catch (err) {
      const app = appErrorOf(err);
      outcome = app && app.status < 500 ? "refused" : "failed";
      detail = app ? { code: app.code, message: app.message } : { message: "Server error" };
      throw err;
    } finally {
      if (rider.state !== "committed") rider.state = "closed";
      const target = named ?? (outcome === "ok" ? payloadTarget(info, result) : null);
      await recordAudit(ctx.app, entry(outcome, target, outcome === "ok" ? await snapshot(ctx, target) : null, detail), rider.state === "committed" ? stored : undefined);
    }
  };
}

/** the schema with every root mutation field recorded in the audit log when an operator sends it */
export function auditOperatorMutations(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.MUTATION_ROOT_FIELD]: (field, name) => ({ ...field, resolve: audited(name, (field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<unknown, GraphQLContext>) }),
  });
}
