// The one money type: Prisma Decimal in the database, a number in major units on the wire,
// always with a currency code. Amounts are never held as floats in storage.
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

/** wire form: a number in major units */
export function toWire(amount: Decimal | number | string): number {
  return new Decimal(amount).toDecimalPlaces(4).toNumber();
}

/** sums amounts per currency, keeping order of first appearance */
export function sumByCurrency(rows: { amount: DecimalValue; currency: string }[]): Money[] {
  const totals = new Map<string, Decimal>();
  for (const r of rows) {
    const cur = r.currency.toUpperCase();
    totals.set(cur, (totals.get(cur) ?? new Decimal(0)).plus(r.amount));
  }
  return [...totals].map(([currency, amount]) => ({ currency, amount }));
}
