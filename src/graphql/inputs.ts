// Input types several modules share, so a reference to a partner or a customer reads the
// same wherever it is taken.
import { builder } from "./builder.js";

export const PartnerRefInput = builder.inputType("PartnerRefInput", {
  description: "Identifies a partner by one of id, key or email",
  fields: (t) => ({ id: t.string(), key: t.string(), email: t.string() }),
});

export const CustomerRefInput = builder.inputType("CustomerRefInput", {
  description: "Identifies a customer by key, id or email",
  fields: (t) => ({ key: t.string(), id: t.string(), email: t.string() }),
});

/** the complexity of a paged list: its own cost, and its items' cost times the page size asked */
export const pagedComplexity = (args: { limit?: unknown; first?: unknown }) => {
  const size = [args.limit, args.first].find((n): n is number => typeof n === "number");
  return { field: 2, multiplier: Math.max(1, size ?? 15) };
};

export const DateRangeInput = builder.inputType("DateRangeInput", {
  description: "A span of time: from (included) to (excluded); either end may be open",
  fields: (t) => ({
    from: t.field({ type: "DateTime", description: "The start, included" }),
    to: t.field({ type: "DateTime", description: "The end, excluded" }),
  }),
});
