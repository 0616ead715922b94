// Each email service's adapter, loaded on first use (dynamic import): an adapter's module loads
// its official client only when a connection is opened, so a server that never talks to a
// service never loads its client.
import type { EspType } from "../../generated/prisma/client.js";
import type { EspAdapter } from "./esp.js";

export const ADAPTERS: Record<EspType, () => Promise<EspAdapter>> = {
  mailchimp: async () => (await import("./providers/mailchimp.js")).mailchimp,
  mailerlite: async () => (await import("./providers/mailerlite.js")).mailerlite,
  kit: async () => (await import("./providers/kit.js")).kit,
  beehiiv: async () => (await import("./providers/beehiiv.js")).beehiiv,
};
