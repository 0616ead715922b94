// Shared by the coupon tests: the coupon and promotion-code requests under test (REST), over
// the seeded sales cast (seed(server).affiliate(): partner pid, key pk, and customer c1).
import type { TestServer } from "../helpers/server.js";
import { seed } from "../helpers/seed.js";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const percentCoupon = (extra: Json = {}) => ({ coupon_discount_type: "percent", coupon_discount_amount: 10, coupon_duration_type: "once", ...extra });

export async function couponProgram(server: TestServer) {
  const s = await seed(server).affiliate();
  /** a write's whole body (status, data, message, synchronization_*), failing loudly unless 200 */
  const write = async (method: string, path: string, body?: unknown) => {
    const res = await s.api(method, path, body);
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Json;
  };
  const createCoupon = (body: Json) => write("POST", "/v1/coupons", percentCoupon(body));
  const getCoupon = async (uuid: string) => (await s.api("GET", `/v1/coupons/${uuid}`)).body.data as Json;
  const getCode = async (code: string) => (await s.api("GET", `/v1/promotion-codes/${code}`)).body.data as Json;
  /** a sale of c1 through POST /v1/transactions, as a shop sends it with the coupon's code (its REST view) */
  const sale = (key: string, extra: Json = {}) => s.ok("POST", "/v1/transactions", { key, amount: 100, customer: { key: "c1" }, ...extra });
  const redeemCoupon = (uuid: string, key: string) => write("PUT", "/v1/coupons", { uuid_code: uuid, redeem: true, transaction_key: key });
  const redeemCode = (code: string, key: string) => write("PUT", "/v1/promotion-codes", { code, redeem: true, transaction_key: key });
  return Object.assign(s, { write, createCoupon, getCoupon, getCode, sale, redeemCoupon, redeemCode });
}

export type CouponProgram = Awaited<ReturnType<typeof couponProgram>>;
