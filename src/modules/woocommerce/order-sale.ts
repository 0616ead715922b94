// A paid WooCommerce order becomes a sale: its buyer found or created (and linked to whoever
// brought them), its attribution decided, its commissionable amount recorded through the
// transactions service under the order's key.
import { isIP } from "node:net";
import type { Customer, Transaction } from "../../generated/prisma/client.js";
import type { ServiceContext } from "../../core/context.js";
import { emailField, webUrlField } from "../../core/fields.js";
import { recordAttributedSale } from "../transactions/transaction-record.js";
import { attributeOrder, type OrderAttribution } from "./order-attribution.js";
import { createWooCustomer, findWooCustomer, lockCustomer, updateWooCustomer } from "./woo-customers.js";
import { categoryIds, commissionableAmount, isRenewal, orderDate, productIds, saleKey, type WooOrder } from "./woo-order.js";
import type { WooOrderSettings } from "./woo-settings.js";

/** the transactions service takes at most 100 product ids or types */
const MAX_PRODUCTS = 100;

const emailOf = (order: WooOrder) => {
  const parsed = emailField.safeParse(order.billing?.email ?? "");
  return parsed.success ? parsed.data : undefined;
};

/**
 * The buyer: the customer linked to the WooCommerce customer id, else the one with the billing
 * email, else (a renewal) the original order's; created when there is none and the order names
 * someone. A found customer gains the WooCommerce id, and (affiliate) the partner when it has none.
 */
async function orderBuyer(tx: ServiceContext, order: WooOrder, parent: Transaction | null): Promise<{ buyer: Customer | null; how: OrderAttribution }> {
  const email = emailOf(order);
  const woocommerceId = order.customer_id > 0 ? String(order.customer_id) : undefined;
  if (email || woocommerceId) await lockCustomer(tx, email ?? `id:${woocommerceId}`);
  let buyer = await findWooCustomer(tx, { woocommerceId, email });
  if (!buyer && parent?.customerUid) buyer = await tx.db.customer.findFirst({ where: { uid: parent.customerUid, programId: tx.program.id } });
  const how = await attributeOrder(tx, order, buyer, parent);
  const partnerUid = how.who.partner?.uid;
  if (buyer) {
    buyer = await updateWooCustomer(tx, buyer, {
      woocommerceId: buyer.woocommerceId ? undefined : woocommerceId,
      partnerUid: tx.program.type === "Affiliate" && !buyer.partnerUid ? partnerUid : undefined,
    });
  } else if (email || woocommerceId) {
    buyer = await createWooCustomer(tx, {
      key: woocommerceId ? `woo-${woocommerceId}` : `woo-order-${order.id}`,
      woocommerceId,
      email,
      name: order.billing?.first_name.slice(0, 100),
      surname: order.billing?.last_name.slice(0, 100),
      partnerUid,
      referrerKey: how.referrerKey,
    });
  }
  return { buyer, how };
}

/** records the order's sale; the sale already there under its key when a parallel delivery won */
export async function recordOrderSale(tx: ServiceContext, order: WooOrder, settings: WooOrderSettings): Promise<{ sale: Transaction; how: OrderAttribution }> {
  const renewal = isRenewal(order);
  const parent = order.parent_id ? await tx.db.transaction.findFirst({ where: { programId: tx.program.id, key: saleKey(order.parent_id), deletedAt: null } }) : null;
  const { buyer, how } = await orderBuyer(tx, order, parent);
  const coupon = how.couponCode ?? order.coupon_lines.map((c) => c.code.trim()).find(Boolean);
  const metadata = {
    source: "woocommerce",
    attribution: how.source,
    orderId: order.id,
    orderNumber: order.number,
    orderStatus: order.status,
    ...(renewal ? { renewal: true, parentOrderId: order.parent_id || null } : {}),
    ...(how.couponCode ? { couponCode: how.couponCode } : {}),
  };
  const key = saleKey(order.id);
  const sale = await recordAttributedSale(
    tx,
    {
      key,
      action: "sale",
      amount: commissionableAmount(order, settings.amountMode),
      amountUnits: order.currency,
      productId: productIds(order).slice(0, MAX_PRODUCTS),
      productType: categoryIds(order).slice(0, MAX_PRODUCTS),
      createdAt: orderDate(order),
      grossAmount: order.total.isNegative() ? undefined : order.total,
      discountAmount: order.discount_total.isNegative() ? undefined : order.discount_total,
      discountCode: coupon?.slice(0, 100),
      // the buyer's address, for the self-referral rule; a shop that sent none (or garbage) checks nothing
      options: {
        ...(isIP(order.customer_ip_address.trim()) ? { ip: order.customer_ip_address.trim() } : {}),
        ...(how.landingUrl && webUrlField().safeParse(how.landingUrl).success ? { referralUrl: how.landingUrl } : {}),
      },
    },
    buyer,
    how.who,
    metadata,
  );
  return { sale: sale ?? (await tx.db.transaction.findUniqueOrThrow({ where: { programId_key: { programId: tx.program.id, key } } })), how };
}
