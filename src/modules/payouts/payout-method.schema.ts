// The payout method on GraphQL: one object type per gateway with the fields that gateway needs
// (a union a client switches on by __typename), and a @oneOf input that takes exactly one of
// them. REST keeps its payout_gateway and payout_settings; both forms go through the same
// checks (payout-input.ts parseSettings).
import { builder } from "../../graphql/builder.js";
import { GATEWAYS, type Gateway } from "./payout-input.js";

type Settings = Record<string, string | undefined>;

/** a saved method: its gateway and the settings it was checked with */
export interface PayoutMethod {
  gateway: Gateway;
  settings: Settings;
}

/** the saved method, or null when none is saved */
export function payoutMethodOf(gateway: string | null, settings: unknown): PayoutMethod | null {
  const g = GATEWAYS.find((x) => x === gateway);
  return g ? { gateway: g, settings: (settings ?? {}) as Settings } : null;
}

const setting = (key: string) => (m: PayoutMethod) => m.settings[key] ?? null;

const PayPalPayout = builder.objectRef<PayoutMethod>("PayPalPayout").implement({
  description: "Paid with PayPal",
  fields: (t) => ({
    email: t.string({ nullable: true, description: "The PayPal account's email", resolve: setting("email") }),
    username: t.string({ nullable: true, description: "The PayPal username", resolve: setting("username") }),
  }),
});

const WisePayout = builder.objectRef<PayoutMethod>("WisePayout").implement({
  description: "Paid with Wise",
  fields: (t) => ({
    // nullable as every method's email is, so one selection of the union reads them all
    email: t.string({ nullable: true, description: "The recipient's email (Wise always has one)", resolve: setting("email") }),
    name: t.string({ nullable: true, description: "The recipient's name", resolve: setting("name") }),
  }),
});

const VenmoPayout = builder.objectRef<PayoutMethod>("VenmoPayout").implement({
  description: "Paid with Venmo, to one of a username, a phone or an email",
  fields: (t) => ({
    username: t.string({ nullable: true, description: "The Venmo username", resolve: setting("username") }),
    phone: t.string({ nullable: true, description: "The phone number", resolve: setting("phone") }),
    email: t.string({ nullable: true, description: "The email", resolve: setting("email") }),
  }),
});

const CryptoPayout = builder.objectRef<PayoutMethod>("CryptoPayout").implement({
  description: "Paid to a crypto wallet",
  fields: (t) => ({
    walletAddress: t.string({ description: "The wallet's address", resolve: (m) => m.settings.wallet_address ?? "" }),
    network: t.string({ description: "The coin or network, such as BTC or USDC-ERC20", resolve: (m) => m.settings.type ?? "" }),
  }),
});

const ManualPayout = builder.objectRef<PayoutMethod>("ManualPayout").implement({
  description: "Paid by the program outside Rally",
  fields: (t) => ({
    note: t.string({ nullable: true, description: "How, in the program's words", resolve: setting("note") }),
  }),
});

const MEMBERS = { paypal: PayPalPayout, wise: WisePayout, venmo: VenmoPayout, crypto: CryptoPayout, manual: ManualPayout } satisfies Record<Gateway, unknown>;

export const PayoutMethodType = builder.unionType("PayoutMethod", {
  description: "How a partner is paid, with what that method needs",
  types: Object.values(MEMBERS),
  resolveType: (m) => MEMBERS[m.gateway],
});

const PayPalPayoutInput = builder.inputType("PayPalPayoutInput", {
  description: "PayPal: the account's email or username",
  fields: (t) => ({
    email: t.string({ description: "The PayPal account's email" }),
    username: t.string({ description: "The PayPal username (or the account's email)" }),
  }),
});

const WisePayoutInput = builder.inputType("WisePayoutInput", {
  description: "Wise: the recipient's email",
  fields: (t) => ({
    email: t.string({ required: true, description: "The recipient's email" }),
    name: t.string({ description: "The recipient's name" }),
  }),
});

const VenmoPayoutInput = builder.inputType("VenmoPayoutInput", {
  description: "Venmo: a username, a phone or an email",
  fields: (t) => ({
    username: t.string({ description: "The Venmo username" }),
    phone: t.string({ description: "The phone number" }),
    email: t.string({ description: "The email" }),
  }),
});

const CryptoPayoutInput = builder.inputType("CryptoPayoutInput", {
  description: "A crypto wallet",
  fields: (t) => ({
    walletAddress: t.string({ required: true, description: "The wallet's address: 10-128 letters and digits" }),
    network: t.string({ required: true, description: "The coin or network, such as BTC or USDC-ERC20" }),
  }),
});

const ManualPayoutInput = builder.inputType("ManualPayoutInput", {
  description: "Paid by the program outside Rally",
  fields: (t) => ({ note: t.string({ description: "How, in the program's words" }) }),
});

export const PayoutMethodInput = builder.inputType("PayoutMethodInput", {
  description: "How to pay: exactly one method, with what it needs",
  isOneOf: true,
  fields: (t) => ({
    paypal: t.field({ type: PayPalPayoutInput, description: "PayPal" }),
    wise: t.field({ type: WisePayoutInput, description: "Wise" }),
    venmo: t.field({ type: VenmoPayoutInput, description: "Venmo" }),
    crypto: t.field({ type: CryptoPayoutInput, description: "A crypto wallet" }),
    manual: t.field({ type: ManualPayoutInput, description: "Paid outside Rally" }),
  }),
});

type MethodInput = Partial<Record<Gateway, Record<string, string | null | undefined> | null>>;

/**
 * The gateway and settings the services take, from the one method given (undefined: none),
 * and how their field names map to the input's: payout_settings.type is the crypto network.
 */
export function payoutChoiceOf(input: MethodInput | null | undefined, inputField: string) {
  const entry = Object.entries(input ?? {}).find(([, v]) => v != null) as [Gateway, Record<string, string | null | undefined>] | undefined;
  if (!entry) return undefined;
  const [gateway, fields] = entry;
  const settings = Object.fromEntries(
    Object.entries(fields)
      .filter(([, v]) => v != null)
      .map(([k, v]) => [gateway === "crypto" && k === "network" ? "type" : k, v]),
  );
  const renamed: Record<string, string> = {
    payout_settings: `${inputField}.${gateway}`,
    payout_gateway: inputField,
    ...(gateway === "crypto" ? { "payout_settings.type": `${inputField}.crypto.network` } : {}),
  };
  return { gateway, settings, renamed };
}
