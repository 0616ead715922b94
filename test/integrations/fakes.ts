// Local fakes of the providers' HTTP APIs (node:http on port 0): each records what it
// received and answers as the real API does, or with the provider's error, or not at all.
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import qs from "qs";

export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * ok: the API's answer; error: the provider's refusal; codes: Stripe refuses to create or change promotion codes only;
 * removal: the provider refuses removals and (de)activations only; hang: no answer (a timeout)
 */
export type Mode = "ok" | "error" | "codes" | "removal" | "hang";

const refusing = (fake: Fake) => fake.mode === "error" || fake.mode === "removal";

export interface Fake {
  url: string;
  received: Received[];
  mode: Mode;
  reset(): void;
  close(): Promise<void>;
}

/** a fake answering each request with what `answer` says (the newsletter services' fakes build on it too) */
export async function fakeServer(answer: (r: Received, fake: Fake) => Reply): Promise<Fake> {
  const hanging = new Set<http.ServerResponse>();
  const fake: Fake = {
    url: "",
    received: [],
    mode: "ok",
    reset() {
      this.received.length = 0;
      this.mode = "ok";
    },
    close: () =>
      new Promise<void>((done) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (raw += c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const type = req.headers["content-type"] ?? "";
      const body = !raw ? undefined : type.includes("json") ? JSON.parse(raw) : type.includes("x-www-form-urlencoded") ? qs.parse(raw) : raw;
      const received: Received = { method: req.method ?? "GET", path: url.pathname, query: url.searchParams, headers: req.headers, body };
      fake.received.push(received);
      if (fake.mode === "hang") {
        hanging.add(res);
        return;
      }
      const reply = answer(received, fake);
      res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** Stripe: form-encoded bodies; coupons, promotion codes (inactive: the codes Stripe lists as active false) */
export function fakeStripe(existingCodes: () => string[] = () => [], inactive: () => Set<string> = () => new Set()) {
  let n = 0;
  return fakeServer((r, fake) => {
    if (refusing(fake) && r.method === "DELETE") {
      const id = decodeURIComponent(r.path.split("/").at(-1)!);
      return { status: 404, body: { error: { type: "invalid_request_error", code: "resource_missing", message: `No such coupon: '${id}'` } } };
    }
    if (fake.mode === "error") {
      return { status: 400, body: { error: { type: "invalid_request_error", code: "resource_already_exists", message: "Coupon already exists." } } };
    }
    if (fake.mode === "codes" && r.path.startsWith("/v1/promotion_codes") && r.method === "POST") {
      return { status: 400, body: { error: { type: "invalid_request_error", code: "resource_already_exists", message: "An active promotion code with `code: PODCAST10` already exists." } } };
    }
    if (r.method === "POST" && r.path === "/v1/coupons") return { status: 200, body: { id: r.body.id ?? `co_${++n}`, object: "coupon", ...r.body } };
    const update = /^\/v1\/coupons\/([^/]+)$/.exec(r.path);
    if (r.method === "POST" && update) return { status: 200, body: { id: decodeURIComponent(update[1]!), object: "coupon", ...r.body } };
    if (r.method === "DELETE" && update) return { status: 200, body: { id: decodeURIComponent(update[1]!), object: "coupon", deleted: true } };
    const promo = /^\/v1\/promotion_codes\/([^/]+)$/.exec(r.path);
    if (r.method === "POST" && promo) return { status: 200, body: { id: promo[1], object: "promotion_code", active: r.body.active === "true" } };
    if (r.method === "GET" && r.path === "/v1/promotion_codes") {
      const data = existingCodes().map((code, i) => ({ id: `promo_old${i}`, object: "promotion_code", code, active: !inactive().has(code) }));
      return { status: 200, body: { object: "list", data, has_more: false, url: "/v1/promotion_codes" } };
    }
    if (r.method === "POST" && r.path === "/v1/promotion_codes") return { status: 200, body: { id: `promo_${++n}`, object: "promotion_code", code: r.body.code } };
    return { status: 404, body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${r.method}: ${r.path}).` } } };
  });
}

/** Shopify GraphQL Admin API: one endpoint; mutations answer with userErrors when refused (inactive: deactivated discount ids) */
export function fakeShopify(existingCodes: () => string[] = () => [], inactive: () => Set<string> = () => new Set()) {
  return fakeServer((r, fake) => {
    if (!/^\/admin\/api\/[\w-]+\/graphql\.json$/.test(r.path)) return { status: 404, body: { errors: "Not Found" } };
    const query = String(r.body?.query ?? "");
    const refused = (field: string) => ({
      status: 200,
      body: { data: { [field]: { codeDiscountNode: null, userErrors: [{ field: ["basicCodeDiscount", "code"], code: "TAKEN", message: "Code must be unique. Please try a different code." }] } } },
    });
    if (query.includes("discountCodeBasicCreate")) {
      if (fake.mode === "error") return refused("discountCodeBasicCreate");
      return { status: 200, body: { data: { discountCodeBasicCreate: { codeDiscountNode: { id: "gid://shopify/DiscountCodeNode/101" }, userErrors: [] } } } };
    }
    if (query.includes("discountCodeBasicUpdate")) {
      if (fake.mode === "error") return refused("discountCodeBasicUpdate");
      return { status: 200, body: { data: { discountCodeBasicUpdate: { codeDiscountNode: { id: r.body.variables.id }, userErrors: [] } } } };
    }
    if (query.includes("discountCodeDelete")) {
      if (refusing(fake)) return { status: 200, body: { data: { discountCodeDelete: { deletedCodeDiscountId: null, userErrors: [{ field: ["id"], code: "INVALID", message: "Discount does not exist" }] } } } };
      return { status: 200, body: { data: { discountCodeDelete: { deletedCodeDiscountId: r.body.variables.id, userErrors: [] } } } };
    }
    for (const field of ["discountCodeDeactivate", "discountCodeActivate"]) {
      if (!query.includes(`${field}(`)) continue;
      if (refusing(fake)) return { status: 200, body: { data: { [field]: { codeDiscountNode: null, userErrors: [{ field: ["id"], code: "INVALID", message: "Discount does not exist" }] } } } };
      return { status: 200, body: { data: { [field]: { codeDiscountNode: { id: r.body.variables.id }, userErrors: [] } } } };
    }
    if (query.includes("codeDiscountNode(id")) {
      const nodes = existingCodes().map((code) => ({ code }));
      const status = inactive().has(r.body.variables.id) ? "EXPIRED" : "ACTIVE";
      return { status: 200, body: { data: { codeDiscountNode: { codeDiscount: { status, codes: { nodes } } } } } };
    }
    if (query.includes("discountRedeemCodeBulkAdd")) {
      return { status: 200, body: { data: { discountRedeemCodeBulkAdd: { bulkCreation: { id: "gid://shopify/DiscountRedeemCodeBulkCreation/7" }, userErrors: [] } } } };
    }
    return { status: 200, body: { errors: [{ message: "Field 'unknown' doesn't exist" }] } };
  });
}

/** WooCommerce REST API (wc/v3): one coupon a code */
export function fakeWooCommerce() {
  let n = 500;
  return fakeServer((r, fake) => {
    if (refusing(fake) && (r.method === "DELETE" || r.body?.status === "draft")) {
      return { status: 404, body: { code: "woocommerce_rest_shop_coupon_invalid_id", message: "Invalid ID.", data: { status: 404 } } };
    }
    if (fake.mode === "error") {
      return { status: 400, body: { code: "woocommerce_rest_coupon_code_already_exists", message: "The coupon code already exists", data: { status: 400 } } };
    }
    if (r.method === "POST" && r.path === "/wp-json/wc/v3/coupons") return { status: 201, body: { id: ++n, ...r.body } };
    const update = /^\/wp-json\/wc\/v3\/coupons\/(\d+)$/.exec(r.path);
    if (r.method === "PUT" && update) return { status: 200, body: { id: Number(update[1]), ...r.body } };
    if (r.method === "DELETE" && update) return { status: 200, body: { id: Number(update[1]), status: "publish" } };
    return { status: 404, body: { code: "rest_no_route", message: "No route was found matching the URL and request method.", data: { status: 404 } } };
  });
}

/** Paddle Billing: discounts; answers wrap the entity in data */
export function fakePaddle() {
  let n = 0;
  return fakeServer((r, fake) => {
    const meta = { request_id: "req_fake" };
    if (fake.mode === "error" || (fake.mode === "removal" && r.body?.status === "archived")) {
      return {
        status: 400,
        body: { error: { type: "request_error", code: "invalid_field", detail: "Invalid request.", documentation_url: "https://developer.paddle.com/v1/errors/shared/invalid_field", errors: [{ field: "amount", message: "must be a valid amount" }] }, meta },
      };
    }
    if (r.method === "POST" && r.path === "/discounts") return { status: 201, body: { data: { id: `dsc_0${++n}`, status: "active", ...r.body }, meta } };
    const update = /^\/discounts\/([\w]+)$/.exec(r.path);
    if (r.method === "PATCH" && update) return { status: 200, body: { data: { id: update[1], status: "active", ...r.body }, meta } };
    if (r.method === "DELETE") return { status: 405, body: { error: { type: "request_error", code: "method_not_allowed", detail: "Method not allowed." }, meta } };
    return { status: 404, body: { error: { type: "request_error", code: "not_found", detail: "Entity not found." }, meta } };
  });
}

/** an address nothing listens on: a refused connection */
export async function closedUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((done) => server.close(() => done()));
  return `http://127.0.0.1:${port}`;
}
