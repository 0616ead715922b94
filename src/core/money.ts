// The one money type: an exact Decimal with its currency code. Prisma Decimal in the
// database, a number in major units on the wire; never a float in arithmetic or storage.
import { Prisma } from "../generated/prisma/client.js";

export type Decimal = Prisma.Decimal;
export type DecimalValue = Prisma.Decimal | number | string;
export const Decimal = Prisma.Decimal;

export interface Money {
  amount: Decimal;
  currency: string;
}

export function money(amount: DecimalValue, currency: string): Money {
  return { amount: new Decimal(amount), currency: currency.toUpperCase() };
}

/** wire form of an amount: a number in major units */
export function toWire(amount: DecimalValue): number {
  return new Decimal(amount).toDecimalPlaces(4).toNumber();
}

/** wire form of money, as REST and event payloads show it (keys in the order GraphQL gives them) */
export function moneyWire(m: Money): { amount: number; currency: string } {
  return { amount: toWire(m.amount), currency: m.currency };
}

/** sums amounts per currency; currencies in alphabetical order */
export function sumByCurrency(rows: readonly { amount: DecimalValue; currency: string }[]): Money[] {
  const totals = new Map<string, Decimal>();
  for (const r of rows) {
    const cur = r.currency.toUpperCase();
    totals.set(cur, (totals.get(cur) ?? new Decimal(0)).plus(r.amount));
  }
  return [...totals].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([currency, amount]) => ({ currency, amount }));
}
