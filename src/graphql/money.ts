// The one money type on GraphQL: an exact amount with its currency.
import type { Money } from "../core/money.js";
import { builder } from "./builder.js";

export const MoneyType = builder.objectRef<Money>("Money").implement({
  description: "An exact amount in major units, with its ISO 4217 currency code",
  fields: (t) => ({
    amount: t.field({ type: "Decimal", description: "The amount in major units (12.5 is twelve and a half)", resolve: (m) => m.amount }),
    currency: t.exposeString("currency", { description: "ISO 4217 currency code, such as USD" }),
  }),
});
