// Rows a test needs before the behaviour it checks, made through the services: the same rules
// and events as the API, without an HTTP round trip a row. Rows are made one after another, so
// the first is the oldest.
import type { Program } from "../../src/generated/prisma/client.js";
import { serviceContext } from "../../src/core/context.js";
import { createPartner } from "../../src/modules/partners/partners.service.js";
import { createSubscriber } from "../../src/modules/subscribers/subscribers.service.js";
import type { TestServer } from "./server.js";

type PartnerInput = Parameters<typeof createPartner>[1];
type SubscriberInput = Parameters<typeof createSubscriber>[1];

async function times<T>(n: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let i = 1; i <= n; i++) made.push(await make(i));
  return made;
}

export function seed(server: TestServer, program: Program) {
  const ctx = serviceContext({ app: server.app, program });
  return {
    /** n partners, by default p1..pN with emails p1@example.com… */
    partners: (n: number, input: (i: number) => PartnerInput = (i) => ({ email: `p${i}@example.com`, id: `p${i}` })) =>
      times(n, (i) => createPartner(ctx, input(i))),
    /** n subscribers, by default s1..sN with emails s1@example.com… */
    subscribers: (n: number, input: (i: number) => SubscriberInput = (i) => ({ email: `s${i}@example.com`, id: `s${i}` })) =>
      times(n, (i) => createSubscriber(ctx, input(i))),
  };
}
