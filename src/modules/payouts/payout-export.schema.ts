// The payment file on GraphQL, for the console's download: the CSV with the name and type to
// save it under. Reading it moves money soon after, so it is for admins and owners (and the
// program's key), and an operator with an authenticator app confirms it with a fresh code
// (accounts/totp.guard.ts lists it).
import { builder } from "../../graphql/builder.js";
import { graphqlOnly } from "../../graphql/surface.js";
import { exportPayoutFile, type ExportFormat, type PayoutExport } from "./payout-export.js";

const PayoutExportFormatEnum = builder.enumType("PayoutExportFormat", {
  description: "Where a payment file is uploaded",
  values: {
    PAYPAL: { value: "paypal" as ExportFormat, description: "PayPal Payouts: the PayPal and Venmo requests, no header row" },
    WISE: { value: "wise" as ExportFormat, description: "Wise batch payments (send by email template): the Wise requests, with Wise's header row" },
  },
});

const PayoutExportType = builder.objectRef<PayoutExport>("PayoutExport").implement({
  description: "A payment file of the approved requests of one currency",
  fields: (t) => ({
    filename: t.exposeString("filename", { description: "A name to save it under: program, format, currency and day" }),
    contentType: t.exposeString("contentType", { description: "Its media type (text/csv)" }),
    csv: t.exposeString("csv", { description: "The file; empty when no request is due" }),
  }),
});

builder.queryField("payoutRequestsExport", (t) =>
  t.field({
    type: PayoutExportType,
    extensions: graphqlOnly,
    skipTypeScopes: true,
    authScopes: { $any: { apiKey: true, operator: "admin" } },
    description: "The approved requests of one currency as a payment file to upload to PayPal or Wise; asks an operator with an authenticator app for a fresh code",
    args: {
      format: t.arg({ type: PayoutExportFormatEnum, required: true, description: "Where the file is uploaded" }),
      amountUnits: t.arg.string({ description: "Currency code; default: the program's (one currency a file)" }),
    },
    resolve: (_r, args, ctx) => exportPayoutFile(ctx, args.format, args.amountUnits ?? undefined),
  }),
);
