// The buyer a transaction names: found by key, id or email within the program (a customer of
// another program is unknown), or, with options.create_customer, created from the nested
// customer object through the customers service, inside the transaction's own database transaction.
import type { ServiceContext } from "../../core/context.js";
import { AppError, ValidationError, type FieldErrors } from "../../core/errors.js";
import { candidates, pickByRef, refWhere } from "../../core/lookup.js";
import { createCustomer, CUSTOMER_REF } from "../customers/customers.service.js";
import { partnerOfCode, type Buyer } from "./attribution.js";
import { buyerReaderOf, readBuyers, type BuyerRead } from "./buyer-reader.js";
import type { TransactionCustomer } from "./transaction-input.js";

/** a sale names its buyer, and a new buyer its partner, by key, id or email, each matching its own column */
const KEY_ID_OR_EMAIL = { key: ["key"], id: ["id"], email: ["email"] } as const;

/**
 * The customer a reference names, with its partner (an affiliate buyer's partner, for
 * attribute()), in one statement; concurrent sales outside a transaction share it (buyer-reader.ts).
 */
export async function findBuyer(ctx: ServiceContext, ref: TransactionCustomer | undefined): Promise<Buyer | null> {
  if (!ref) return null;
  const named = candidates(ref, KEY_ID_OR_EMAIL) as BuyerRead["candidates"];
  if (!named.length) return null;
  const read: BuyerRead = { programId: ctx.program.id, candidates: named };
  const rows = ctx.db === ctx.app.database.prisma ? await buyerReaderOf(ctx.app).write(read) : (await readBuyers(ctx.db, [read]))[0]!;
  const buyer = pickByRef(rows, ref, KEY_ID_OR_EMAIL);
  if (!buyer) return null;
  // a refer-a-friend buyer is attributed by its referring customer, never by a partner
  return ctx.program.type === "Affiliate" ? buyer : { ...buyer, partner: undefined };
}

/** an error of the customers service, its fields named as they sit in this request (customer.key, customer.partner) */
function underCustomer(err: unknown): never {
  if (err instanceof ValidationError && err.fieldErrors) {
    const errors: FieldErrors = Object.fromEntries(Object.entries(err.fieldErrors).map(([k, v]) => [`customer.${k}`, v]));
    throw new ValidationError(errors);
  }
  if (err instanceof AppError && err.status === 400) throw new ValidationError({ customer: [err.message] });
  throw err;
}

/**
 * The buyer: the customer the reference names, created when asked and missing. No reference:
 * null (an affiliate sale may still be attributed by its discount code). An unknown customer
 * is a 422 naming `customer`. An affiliate customer created without a partner goes to the
 * partner of the sale's discount code: the PHP SDK and shop plugins send a code and no partner.
 */
export async function resolveBuyer(ctx: ServiceContext, ref: TransactionCustomer | undefined, create: boolean, discountCode?: string): Promise<Buyer | null> {
  if (!ref || !refWhere(ref, CUSTOMER_REF)) {
    if (ref && Object.keys(ref).length) throw ValidationError.field("customer", "One of customer.key, customer.id or customer.email is required.");
    return null;
  }
  const found = await findBuyer(ctx, ref);
  if (found) return found;
  if (!create) throw ValidationError.field("customer", "Customer not found");
  return createCustomer(ctx, {
    key: ref.key,
    id: ref.id,
    email: ref.email,
    name: ref.name,
    surname: ref.surname,
    partner: await partnerOrCode(ctx, ref, discountCode),
    referringCustomer: ref.referringCustomer,
  }).catch(underCustomer);
}

/** the new customer's partner: the one named, else (affiliate) the discount code's; none found leaves the service's 422 on `customer.partner` */
async function partnerOrCode(ctx: ServiceContext, ref: TransactionCustomer, discountCode: string | undefined): Promise<TransactionCustomer["partner"]> {
  if (ctx.program.type !== "Affiliate" || !discountCode || (ref.partner && refWhere(ref.partner, KEY_ID_OR_EMAIL))) return ref.partner;
  const partner = await partnerOfCode(ctx, discountCode);
  return partner ? { id: partner.id } : ref.partner;
}
