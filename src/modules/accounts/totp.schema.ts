// An operator's authenticator app on GraphQL: set up (a secret and its otpauth:// URI for a QR
// code), turn on with a first code, confirm a session for the sensitive actions, turn off.
// Any operator, for its own account, whatever its role.
import { builder } from "../../graphql/builder.js";
import { payload, payloadType } from "../../graphql/payload.js";
import { graphqlOnly } from "../../graphql/surface.js";
import { ForbiddenError } from "../../core/errors.js";
import type { GraphQLContext } from "../../graphql/context.js";
import { OperatorType } from "./operator.schema.js";
import { disableTotp, enableTotp, setUpTotp, verifyTotp } from "./totp.service.js";

const ANY_OPERATOR = { skipTypeScopes: true, authScopes: { operator: "viewer" as const }, extensions: graphqlOnly };

function signedIn(ctx: GraphQLContext) {
  if (!ctx.operator) throw new ForbiddenError("Sign in as an operator to do this.");
  return ctx.operator;
}

const TotpSetup = builder.objectRef<{ secret: string; uri: string }>("TotpSetup").implement({
  description: "What an authenticator app needs: shown once, until a first code turns it on",
  fields: (t) => ({
    secret: t.exposeString("secret", { description: "The shared secret (base32), for apps that take it typed" }),
    uri: t.exposeString("uri", { description: "The otpauth:// URI, for a QR code" }),
  }),
});

const TotpCodeInput = (name: string, what: string) =>
  builder.inputType(name, {
    description: `A code from the operator's authenticator app, ${what}`,
    fields: (t) => ({ totpCode: t.string({ required: true, description: "The 6 digits the app shows now (each works once)" }) }),
  });
const EnableInput = TotpCodeInput("OperatorTotpEnableInput", "to turn it on");
const DisableInput = TotpCodeInput("OperatorTotpDisableInput", "to turn it off");
const VerifyInput = TotpCodeInput("OperatorTotpVerifyInput", "to confirm the session for payout approval and payment and webhook-secret changes");

const TotpVerified = builder.objectRef<{ at: Date; freshUntil: Date }>("TotpVerified").implement({
  description: "A session confirmed by a code",
  fields: (t) => ({
    at: t.expose("at", { type: "DateTime", description: "When" }),
    freshUntil: t.expose("freshUntil", { type: "DateTime", description: "Until when the sensitive actions need no other code" }),
  }),
});

builder.objectField(OperatorType, "totpEnabled", (t) =>
  t.boolean({ description: "Whether sign-in and the sensitive actions ask for an authenticator code", resolve: (o) => Boolean(o.totpEnabledAt) }),
);

builder.mutationFields((t) => ({
  operatorTotpSetup: t.field({
    type: payloadType("OperatorTotpSetupPayload", "setup", TotpSetup, "The new secret; null when refused"),
    ...ANY_OPERATOR,
    description: "Starts turning on an authenticator app: a new secret (it counts once a first code turns it on)",
    resolve: (_r, _a, ctx) => payload("setup", () => setUpTotp(ctx.app, signedIn(ctx).operatorId)),
  }),
  operatorTotpEnable: t.field({
    type: payloadType("OperatorTotpEnablePayload", "operator", OperatorType, "The operator as it is now; null when refused"),
    ...ANY_OPERATOR,
    description: "Turns the authenticator app on with a first right code: sign-in asks for a code from now on",
    args: { input: t.arg({ type: EnableInput, required: true, description: "The code" }) },
    resolve: (_r, { input }, ctx) => payload("operator", () => enableTotp(ctx.app, signedIn(ctx).operatorId, signedIn(ctx).sessionId, input.totpCode)),
  }),
  operatorTotpDisable: t.field({
    type: payloadType("OperatorTotpDisablePayload", "operator", OperatorType, "The operator as it is now; null when refused"),
    ...ANY_OPERATOR,
    description: "Turns the authenticator app off, with a right code",
    args: { input: t.arg({ type: DisableInput, required: true, description: "The code" }) },
    resolve: (_r, { input }, ctx) => payload("operator", () => disableTotp(ctx.app, signedIn(ctx).operatorId, input.totpCode)),
  }),
  operatorTotpVerify: t.field({
    type: payloadType("OperatorTotpVerifyPayload", "verified", TotpVerified, "When the session was confirmed; null when refused"),
    ...ANY_OPERATOR,
    description: "Confirms the session with a code, for payout approval and payment and webhook-secret changes within TOTP_FRESH_MINUTES",
    args: { input: t.arg({ type: VerifyInput, required: true, description: "The code" }) },
    resolve: (_r, { input }, ctx) =>
      payload("verified", async () => {
        const at = await verifyTotp(ctx.app, signedIn(ctx).operatorId, signedIn(ctx).sessionId, input.totpCode);
        return { at, freshUntil: new Date(at.getTime() + ctx.app.config.TOTP_FRESH_MINUTES * 60_000) };
      }),
  }),
}));
