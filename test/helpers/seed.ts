// The one way tests make the rows their behaviour needs: a small fluent DSL over the services,
// so a seeded row passes the same rules and writes the same events as one made through the API,
// without an HTTP round trip a row. Rows are made one after another, so the first is the oldest.
//
//   const s = await seed(server).program("Affiliate", { settings: { commission: { sale: { type: "percent", value: 10 } } } });
//   const [p] = await s.partners(2);                       // p1, p2 (p1@example.com, …)
//   const t = await s.customer({ key: "c1", partner: p }).sale({ amount: 100 });
//   await s.ok("GET", `/v1/transactions/${t.key}`);       // the program's REST client, failing loudly
//
// Inputs are the services' (camelCase, as GraphQL passes them); partners, customers and program
// settings also take a REST body's snake_case names. A partner or customer given as a row stands
// for a reference to it. Each maker returns the rows it made; `s.ok` and `s.api` are the
// program's REST client, for the requests a test checks.
import type { Customer, Partner, Prisma, Program, ProgramType } from "../../src/generated/prisma/client.js";
import { serviceContext, type ServiceContext } from "../../src/core/context.js";
import { camelCase } from "../../src/core/case.js";
import { createProgram, updateProgram } from "../../src/modules/programs/programs.service.js";
import { issueApiKey } from "../../src/modules/auth/api-keys.service.js";
import { createPartner } from "../../src/modules/partners/partners.service.js";
import { createSubscriber } from "../../src/modules/subscribers/subscribers.service.js";
import { createCustomer } from "../../src/modules/customers/customers.service.js";
import { createTransaction } from "../../src/modules/transactions/transaction-record.js";
import { createCoupon } from "../../src/modules/coupons/coupons.service.js";
import { connectIntegration } from "../../src/modules/integrations/integrations.service.js";
import { createWebhook } from "../../src/modules/webhooks/webhooks.service.js";
import type { TestServer } from "./server.js";
import { expectOk, type Api } from "./http.js";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type PartnerInput = Parameters<typeof createPartner>[1];
type SubscriberInput = Parameters<typeof createSubscriber>[1];
type Ref = { key?: string; id?: string; email?: string };
type CustomerInput = Omit<Parameters<typeof createCustomer>[1], "partner" | "referringCustomer"> & { partner?: Partner | Ref; referringCustomer?: Customer | Ref };
type SaleInput = Omit<Parameters<typeof createTransaction>[1], "key" | "amount" | "customer"> & {
  key?: string;
  amount?: number | string;
  customer?: Customer | (Ref & { partner?: Partner | Ref; referringCustomer?: Customer | Ref; name?: string; surname?: string });
};

export type { Api };

/** program settings as PUT /v1/program takes them (snake_case) or as the service does (camelCase) */
const camelKeys = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(camelKeys) : v && typeof v === "object" && !(v instanceof Date) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [camelCase(k), camelKeys(x)])) : v;

/** a REST body's own fields in camelCase (what they hold, such as custom fields, as given) */
const camelTop = (v: Json) => Object.fromEntries(Object.entries(v).map(([k, x]) => [camelCase(k), x]));

/** a row stands for its key (partners, customers); a reference stays as given */
const ref = (r: Partner | Customer | Ref | undefined) => (r && "uid" in r ? { key: r.key } : r);

async function times<T>(n: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let i = 1; i <= n; i++) made.push(await make(i));
  return made;
}

let sales = 0;

export interface ProgramOptions {
  name?: string;
  website?: string;
  /** program_settings, snake_case or camelCase, written as PUT /v1/program writes them */
  settings?: Json;
}

export function seed(server: TestServer) {
  return {
    /** a new program of the type with its own API key: every test makes its own, so tests never share rows */
    async program(type: ProgramType = "Affiliate", opts: ProgramOptions = {}) {
      const prisma = server.app.database.prisma;
      const made = await createProgram(prisma, { name: opts.name ?? `Test ${type}`, type, website: opts.website ?? "https://shop.example" });
      const { key } = await issueApiKey(prisma, made.id, "test");
      const s = seeded(server, made, key);
      if (opts.settings) await s.settings(opts.settings);
      return s;
    },
    /**
     * the sales tests' usual cast: an Affiliate program (settings as given) with partner pid (key
     * pk, p@example.com) and its customer c1 (c1@example.com)
     */
    async affiliate(settings?: Json) {
      const s = await this.program("Affiliate", { settings });
      const partner = await s.partner({ email: "p@example.com", id: "pid", key: "pk" });
      await s.customer({ key: "c1", email: "c1@example.com", partner });
      return s;
    },
    /** the makers over a program made elsewhere (server.program()), and its key if given */
    of: (program: Program, key?: string) => seeded(server, program, key),
  };
}

export type Seeded = ReturnType<typeof seeded>;

function seeded(server: TestServer, made: Program, key = "") {
  const prisma = server.app.database.prisma;
  // the program as the services see it: re-read after a settings change
  let program = made;
  const ctx = (): ServiceContext => serviceContext({ app: server.app, program });
  const api: Api = (method, path, body) => server.rest(key, method, path, body);
  let seen = 0n;

  const sale = async (input: SaleInput = {}) => {
    const { customer, key: k, amount, ...rest } = input;
    const buyer = customer && "uid" in customer ? { key: customer.key } : customer && { ...customer, partner: ref(customer.partner), referringCustomer: ref(customer.referringCustomer) };
    return createTransaction(ctx(), { key: k ?? `sale-${++sales}`, amount: amount ?? 100, ...(buyer ? { customer: buyer } : {}), ...rest } as Parameters<typeof createTransaction>[1]);
  };

  const customer = (input: CustomerInput | Json = {}) => {
    input = camelTop(input) as CustomerInput;
    const made = createCustomer(ctx(), { ...input, partner: ref(input.partner), referringCustomer: ref(input.referringCustomer) } as Parameters<typeof createCustomer>[1]);
    /** a sale (transaction) of this customer */
    const saleOf = async (t: Omit<SaleInput, "customer"> = {}) => sale({ ...t, customer: await made });
    return Object.assign(made, { sale: saleOf });
  };

  return {
    get program() {
      return program;
    },
    key,
    api,
    prisma,
    /** the service context of the program (services called directly) */
    get ctx() {
      return ctx();
    },
    /** a request that must succeed (200 or 201), failing loudly otherwise; its `data` */
    ok: (method: string, path: string, body?: unknown) => expectOk(api, method, path, body),
    /** the events the program wrote since the last call, oldest first */
    async events() {
      const rows = await prisma.outboxEvent.findMany({ where: { programId: program.id, id: { gt: seen } }, orderBy: { id: "asc" } });
      if (rows.length) seen = rows.at(-1)!.id;
      return rows.map((r) => ({ type: r.type, resourceId: r.resourceId, payload: r.payload as Json }));
    },

    /** changes program settings (and name, website, currency) as PUT /v1/program does */
    async settings(settings: Json, other: { name?: string; website?: string; currency?: string } = {}) {
      program = await updateProgram(ctx(), { ...other, programSettings: camelKeys(settings) } as Parameters<typeof updateProgram>[1]);
      return program;
    },
    /** one partner (fields camelCase, or snake_case as a REST body has them) */
    partner: (input: PartnerInput | Json) => createPartner(ctx(), camelTop(input) as PartnerInput),
    /** n partners, by default p1..pN with emails p1@example.com… */
    partners: (n: number, input: (i: number) => PartnerInput = (i) => ({ email: `p${i}@example.com`, id: `p${i}` })) => times(n, (i) => createPartner(ctx(), input(i))),
    /** n subscribers, by default s1..sN with emails s1@example.com… */
    subscribers: (n: number, input: (i: number) => SubscriberInput = (i) => ({ email: `s${i}@example.com`, id: `s${i}` })) => times(n, (i) => createSubscriber(ctx(), input(i))),
    /** a customer (a partner or referring customer may be given as its row); `.sale()` on it records a sale of theirs */
    customer,
    /** a transaction (a sale of 100 by default, key sale-N), with its rewards as the engine makes them */
    sale,
    /** a coupon (defaults: 10 % once), with its promotion codes */
    coupon: (input: Json) =>
      createCoupon(ctx(), { couponDiscountType: "percent", couponDiscountAmount: 10, couponDurationType: "once", ...input, partner: ref(input.partner) } as Parameters<typeof createCoupon>[1]),
    /** a shop provider connection (credentials as the service takes them) */
    integration: (input: Parameters<typeof connectIntegration>[1]) => connectIntegration(ctx(), input),
    /** a webhook subscription (its signing secret is on the result) */
    webhook: (input: Parameters<typeof createWebhook>[1]) => createWebhook(ctx(), input),
    /**
     * a reward row, written directly: rewards are the engine's output (transactions, sweeps), and no
     * service makes one in an arbitrary state (defaults: a 10 USD approved commission)
     */
    reward: (data: Partial<Prisma.RewardUncheckedCreateInput> & { partner?: Partner }) => {
      const { partner, ...rest } = data;
      return prisma.reward.create({ data: { programId: program.id, kind: "commission", status: "approved", amount: 10, currency: "USD", ...(partner ? { partnerUid: partner.uid } : {}), ...rest } });
    },
  };
}
