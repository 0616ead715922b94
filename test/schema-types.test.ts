// @database-independent: the committed GraphQL schema (which schema-drift ties to the code) has
// an enum wherever a value comes from a closed set, and JSON only where the shape is the
// client's own. A String named like a closed set (status, type, kind, …), or a String whose
// description lists its values ("percent or static"), fails; so does JSON outside the list below.
import { readFileSync } from "node:fs";
import { buildSchema, getNamedType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLArgument, type GraphQLSchema, type GraphQLType } from "graphql";
import { describe, expect, it } from "vitest";

/** names that say "one of a fixed set" */
const CLOSED_NAME = /(status|type|kind|mode|provider|gateway|method|event|trigger|rounding|attribution|policy|interval|metric|direction|environment|unit)(e?s)?$/i;

/** a description that lists the values a field takes: "percent or static", "half_up, half_even or down" */
const LISTED_VALUES = /^[a-z][a-z0-9_]*(, [a-z][a-z0-9_]*)* or [a-z][a-z0-9_]*\b/;

/** Strings named like a closed set whose values are open, and why */
const OPEN_STRINGS: Record<string, string> = {
  "CustomerCreditInput.unit": "a currency code or any unit the program counts in (points, miles)",
  "Points.unit": "any unit the program counts in (points, miles)",
  "IntegrationSettings.paidStatuses": "WooCommerce order statuses: shops add their own",
  "WooCommerceConnectionInput.paidStatuses": "WooCommerce order statuses: shops add their own",
  "ProductCommission.productType": "the shop's own product types",
  "ProductCommissionInput.productType": "the shop's own product types",
  "RewardProduct.productType": "the shop's own product types",
  "Transaction.productTypes": "the shop's own product types",
  "TransactionCreateInput.productTypes": "the shop's own product types",
  "AuditEntry.targetType": "the GraphQL type name of whatever record a mutation named, beside its global id",
  "PayoutExport.contentType": "a media type to save the file with (text/csv; charset=utf-8), not a set of Rally's",
  "Query.payoutRequestsExport(amountUnits)": "an ISO 4217 currency code, named as REST's amount_units of the same export (the console sends it so)",
};

/** JSON where the shape is the client's own, and why */
const FREE_FORM_JSON: Record<string, string> = {
  metadata: "the client's own keys and values, kept as given",
  customFields: "the program's own custom fields",
  personalization: "values the program's email template reads",
  "ProgramEvent.payload": "the record as webhooks send it (REST's shape), beside the typed `node`",
  "AuditEntry.input": "the arguments of whichever mutation was audited",
  "AuditEntry.before": "whichever record a mutation concerned, as stored",
  "AuditEntry.after": "whichever record a mutation concerned, as stored",
  "AuditEntry.detail": "the user errors or the error of whichever mutation was audited",
};

const named = (type: GraphQLType) => getNamedType(type).name;

function fieldsOf(schema: GraphQLSchema) {
  return Object.values(schema.getTypeMap())
    .filter((t) => !t.name.startsWith("__"))
    .flatMap((t) => (isObjectType(t) || isInterfaceType(t) || isInputObjectType(t) ? Object.values(t.getFields()).map((f) => ({ t, f })) : []))
    .flatMap(({ t, f }) => [
      { path: `${t.name}.${f.name}`, name: f.name, type: named(f.type), description: f.description ?? "" },
      ...("args" in f ? (f.args as readonly GraphQLArgument[]) : []).map((a) => ({ path: `${t.name}.${f.name}(${a.name})`, name: a.name, type: named(a.type), description: a.description ?? "" })),
    ]);
}

/** what breaks the rule, as "path: why" */
function violations(schema: GraphQLSchema): string[] {
  return fieldsOf(schema).flatMap((f) => {
    if (f.type === "String" && !(f.path in OPEN_STRINGS)) {
      if (CLOSED_NAME.test(f.name)) return [`${f.path}: a String named like a closed set`];
      if (LISTED_VALUES.test(f.description)) return [`${f.path}: a String whose description lists its values`];
    }
    if (f.type === "JSON" && !(f.name in FREE_FORM_JSON) && !(f.path in FREE_FORM_JSON)) return [`${f.path}: JSON where the shape is known`];
    return [];
  });
}

describe("closed sets and shapes in the GraphQL schema", () => {
  it("has an enum for every closed set and JSON only for free-form values", () => {
    expect(violations(buildSchema(readFileSync("schema/schema.graphql", "utf8")))).toEqual([]);
  });

  it("would catch a String status, a listed domain and a JSON settings object", () => {
    const bad = buildSchema(`
      scalar JSON
      type Query { thing(status: String): Thing }
      type Thing { rateType: String! rounding: String, note: String """percent or static""" mode2: String, settings: JSON, metadata: JSON }
    `);
    expect(violations(bad)).toEqual([
      "Query.thing(status): a String named like a closed set",
      "Thing.rateType: a String named like a closed set",
      "Thing.rounding: a String named like a closed set",
      "Thing.mode2: a String whose description lists its values",
      "Thing.settings: JSON where the shape is known",
    ]);
  });
});
