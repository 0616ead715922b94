// Assembles the one schema from the domain modules.
import { builder } from "./builder.js";
import "./scalars.js";
import "./connection.js";
import "../modules/programs/programs.schema.js";
import "../modules/referral-links/referral-links.schema.js";
import "../modules/partners/partners.schema.js";
import "../events/events.schema.js";

export const schema = builder.toSchema({ sortSchema: true });
