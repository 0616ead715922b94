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

/** an amount in a unit that is no currency: the points (or miles, stars) a program rewards with */
export interface Points {
  amount: Money["amount"];
  unit: string;
}

/**
 * Points apart from Money: a frontend formats a Money as a currency (Intl.NumberFormat refuses
 * "points" as one), and points as a number with their unit. A record that is either carries
 * both fields, exactly one of them set.
 */
export const PointsType = builder.objectRef<Points>("Points").implement({
  description: "An exact amount in a unit that is no currency, such as points: shown as a number with its unit, never as money",
  fields: (t) => ({
    amount: t.field({ type: "Decimal", description: "How many (12.5 is twelve and a half)", resolve: (p) => p.amount }),
    unit: t.exposeString("unit", { description: "The unit, in lower case, as the program named it: points, miles…" }),
  }),
});

/** a value as Money when it is money, else null */
export const moneyOrNull = (amount: Money["amount"], unit: string, isCurrency: boolean): Money | null => (isCurrency ? { amount, currency: unit.toUpperCase() } : null);

/** a value as Points when it is no money, else null */
export const pointsOrNull = (amount: Money["amount"], unit: string, isCurrency: boolean): Points | null => (isCurrency ? null : { amount, unit: unit.toLowerCase() });
