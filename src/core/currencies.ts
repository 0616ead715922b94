// ISO 4217: the currency codes an amount may carry, and their minor units. A static list, not
// the runtime's Intl data, whose codes vary with the ICU version. (Rounding belongs to the
// commission engine: src/modules/rewards/currencies.ts.)

// grouped by minor unit, as ISO lists them
const ZERO_DECIMALS = "BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF";
const THREE_DECIMALS = "BHD IQD JOD KWD LYD OMR TND";
const FOUR_DECIMALS = "CLF UYW";
const TWO_DECIMALS =
  "AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BOV BRL BSD BTN BWP BYN BZD CAD CDF CHE CHF CHW CNY COP COU CRC " +
  "CUC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GTQ GYD HKD HNL HTG HUF IDR ILS INR IRR JMD KES KGS KHR " +
  "KPW KYD KZT LAK LBP LKR LRD LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD PAB PEN PGK " +
  "PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD " +
  "USN UYU UZS VED VES WST XCD XCG YER ZAR ZMW ZWG";

const CODES: ReadonlySet<string> = new Set([TWO_DECIMALS, ZERO_DECIMALS, THREE_DECIMALS, FOUR_DECIMALS].join(" ").split(" "));

/** the currencies whose minor unit is not the hundredth */
const EXPONENTS: ReadonlyMap<string, number> = new Map(
  ([[ZERO_DECIMALS, 0], [THREE_DECIMALS, 3], [FOUR_DECIMALS, 4]] as const).flatMap(([codes, n]) => codes.split(" ").map((c) => [c, n] as const)),
);

/** the number of decimal places of the currency's minor unit (2 unless ISO 4217 says otherwise) */
export function minorUnits(currency: string): number {
  return EXPONENTS.get(currency.toUpperCase()) ?? 2;
}

/** the code in upper case when it is an ISO 4217 currency (any letter case), else undefined */
export function currencyCode(code: string): string | undefined {
  const upper = code.trim().toUpperCase();
  return CODES.has(upper) ? upper : undefined;
}

