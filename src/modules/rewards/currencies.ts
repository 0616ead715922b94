// Minor units and rounding. Every money result of the engine is computed exactly (BigInt on
// scaled integers: a Decimal product or quotient would round at its 20 significant digits,
// which a 16-digit amount times a 6-digit rate already exceeds) and rounded once, here.
import { Decimal, type DecimalValue } from "../../core/money.js";
import { minorUnits } from "../../core/currencies.js";
import type { Rounding } from "./engine.types.js";

export { minorUnits };

/** an exact decimal as an integer and a power of ten: value = n / 10^scale */
function scaled(d: DecimalValue): { n: bigint; scale: number } {
  const s = new Decimal(d).toFixed(); // toFixed() never uses exponent notation
  const [int, frac = ""] = s.split(".");
  return { n: BigInt(int! + frac), scale: frac.length };
}

const pow10 = (k: number) => 10n ** BigInt(k);

/** n / 10^scale as a Decimal, built from its digits so nothing rounds on the way */
function fromScaled(n: bigint, scale: number): Decimal {
  const neg = n < 0n;
  const digits = (neg ? -n : n).toString().padStart(scale + 1, "0");
  const text = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return new Decimal(neg ? `-${text}` : text);
}

/**
 * round(a × b ÷ c) to the currency's minor unit, computed exactly and rounded once.
 * half_up and half_even settle ties away from zero and to the even digit; down truncates
 * toward zero (so a negative adjustment never grows past what the exact value gives).
 */
export function roundRatio(a: DecimalValue, b: DecimalValue, c: DecimalValue, currency: string, mode: Rounding): Decimal {
  const m = minorUnits(currency);
  const x = scaled(a);
  const y = scaled(b);
  const z = scaled(c);
  if (z.n === 0n) throw new RangeError("division by zero");
  // a·b/c · 10^m = (X·Y·10^(zs+m)) / (Z·10^(xs+ys))
  let num = x.n * y.n * pow10(z.scale + m);
  let den = z.n * pow10(x.scale + y.scale);
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  let q = num / den; // BigInt division truncates toward zero
  const r = num % den; // same sign as num
  const away = num < 0n ? -1n : 1n;
  const twice = 2n * (r < 0n ? -r : r);
  if (mode === "half_up" && twice >= den) q += away;
  else if (mode === "half_even" && (twice > den || (twice === den && q % 2n !== 0n))) q += away;
  return fromScaled(q, m);
}

/** the amount rounded once to the currency's minor unit */
export function roundMoney(amount: DecimalValue, currency: string, mode: Rounding): Decimal {
  return roundRatio(amount, 1, 1, currency, mode);
}

/** a percent of an amount (value 0-100), rounded once */
export function percentOf(amount: DecimalValue, percent: DecimalValue, currency: string, mode: Rounding): Decimal {
  return roundRatio(amount, percent, 100, currency, mode);
}
