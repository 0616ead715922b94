// Assembles the one schema from the domain modules.
import { builder } from "./builder.js";
import "./scalars.js";
import "./connection.js";
import "../modules/programs/programs.schema.js";
import "../modules/referral-links/referral-links.schema.js";
import "../modules/partners/partners.schema.js";
import "../modules/customers/customers.schema.js";
import "../modules/subscribers/subscribers.schema.js";
import "../modules/leads/leads.schema.js";
import "../events/events.schema.js";

export const schema = builder.toSchema({ sortSchema: true });
