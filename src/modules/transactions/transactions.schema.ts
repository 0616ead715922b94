// The Transaction type as customers show it; creating and listing transactions come with
// the transactions feature.
import { builder } from "../../graphql/builder.js";

export const TransactionType = builder.prismaObject("Transaction", {
  name: "Transaction",
  fields: (t) => ({
    key: t.exposeString("key"),
    action: t.exposeString("action", { description: "sale, signup, refund, ..." }),
    amount: t.expose("amount", { type: "Decimal" }),
    amountUnits: t.exposeString("currency"),
    productId: t.exposeStringList("productIds"),
    productType: t.exposeStringList("productTypes"),
    customerKey: t.string({ nullable: true, select: { customer: { select: { key: true } } }, resolve: (tr) => tr.customer?.key ?? null }),
    createdAt: t.expose("occurredAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});
