// The transactions module as the composition layer takes it (core/module.ts).
import "./transactions.schema.js";
import type { RallyModule } from "../../core/module.js";
import { transactionRoutes } from "./transactions.routes.js";

export const transactionsModule: RallyModule = {
  name: "transactions",
  restRoutes: transactionRoutes,
  features: ["transactions"],
};
