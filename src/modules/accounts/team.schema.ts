// Members and API keys on GraphQL: owners only (an admin runs everything but these; a viewer
// reads only; an API key never manages keys or people). Invitations go by email.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../graphql/builder.js";
import { payload, payloadType } from "../../graphql/payload.js";
import { graphqlOnly } from "../../graphql/surface.js";
import type { ApiKey, Membership, Operator } from "../../generated/prisma/client.js";
import { OperatorRoleEnum } from "./operator.schema.js";
import { changeMemberRole, createProgramApiKey, inviteMember, listMembers, listProgramApiKeys, removeMember, revokeProgramApiKey } from "./team.service.js";
import { primaryKeyOf } from "../../graphql/node.js";

const OWNERS_ONLY = { skipTypeScopes: true, authScopes: { operator: "owner" as const }, extensions: graphqlOnly };

const MemberType = builder.objectRef<Membership & { operator: Operator }>("Member").implement({
  description: "An operator of the program and its role",
  fields: (t) => ({
    id: t.id({ description: "Opaque id, for a client cache", resolve: (m) => encodeGlobalID("Member", `${m.operatorId}:${m.programId}`) }),
    email: t.string({ description: "The operator's email address", resolve: (m) => m.operator.email }),
    role: t.field({ type: OperatorRoleEnum, description: "What it may do in the program", resolve: (m) => m.role }),
    totpEnabled: t.boolean({ description: "Whether it signs in with an authenticator code", resolve: (m) => Boolean(m.operator.totpEnabledAt) }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it became a member" }),
  }),
});

const ApiKeyType = builder.objectRef<ApiKey>("ApiKey").implement({
  description: "An API key of the program (the key itself is shown once, when created)",
  fields: (t) => ({
    id: t.id({ description: "Opaque id: what apiKeyRevoke takes", resolve: (k) => encodeGlobalID("ApiKey", k.id) }),
    name: t.exposeString("name", { description: "What the key is for" }),
    prefix: t.exposeString("prefix", { description: "The key's first characters, to tell keys apart" }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created" }),
    lastUsedAt: t.expose("lastUsedAt", { type: "DateTime", nullable: true, description: "When it last authenticated a request (updated now and then); null when never" }),
    revokedAt: t.expose("revokedAt", { type: "DateTime", nullable: true, description: "When it was revoked; null while it works" }),
  }),
});

const NewApiKey = builder.objectRef<{ key: string; apiKey: ApiKey }>("NewApiKey").implement({
  description: "A key just created: the only time its secret is shown",
  fields: (t) => ({
    apiKey: t.field({ type: ApiKeyType, description: "The key as listings show it", resolve: (n) => n.apiKey }),
    secret: t.string({ description: "The key itself, for the Authorization header: store it now, it is never shown again", resolve: (n) => n.key }),
  }),
});

const MemberInvitation = builder.objectRef<{ member: Membership & { operator: Operator }; sent: boolean }>("MemberInvitation").implement({
  description: "A new member and whether its invitation email went out",
  fields: (t) => ({
    member: t.field({ type: MemberType, description: "The new member", resolve: (i) => i.member }),
    sent: t.exposeBoolean("sent", { description: "Whether the mail transport accepted the invitation (its sign-in link)" }),
  }),
});

builder.queryFields((t) => ({
  members: t.field({ type: [MemberType], ...OWNERS_ONLY, description: "The program's operators, oldest member first (owners only)", resolve: (_r, _a, ctx) => listMembers(ctx) }),
  apiKeys: t.field({ type: [ApiKeyType], ...OWNERS_ONLY, description: "The program's API keys, revoked ones too, oldest first (owners only)", resolve: (_r, _a, ctx) => listProgramApiKeys(ctx) }),
}));

const MemberInviteInput = builder.inputType("MemberInviteInput", {
  description: "Whom to make a member, and as what",
  fields: (t) => ({
    email: t.string({ required: true, description: "The address the sign-in link goes to" }),
    role: t.field({ type: OperatorRoleEnum, required: true, description: "What it may do" }),
  }),
});
const MemberRoleUpdateInput = builder.inputType("MemberRoleUpdateInput", {
  description: "A member's new role",
  fields: (t) => ({
    email: t.string({ required: true, description: "The member's email address" }),
    role: t.field({ type: OperatorRoleEnum, required: true, description: "Its new role (the last owner stays owner)" }),
  }),
});
const MemberRemoveInput = builder.inputType("MemberRemoveInput", {
  description: "The member who leaves the program",
  fields: (t) => ({ email: t.string({ required: true, description: "The member's email address (the last owner stays)" }) }),
});
const ApiKeyCreateInput = builder.inputType("ApiKeyCreateInput", {
  description: "A new API key",
  fields: (t) => ({ name: t.string({ description: "What it is for (at most 100 characters)" }) }),
});
const ApiKeyRevokeInput = builder.inputType("ApiKeyRevokeInput", {
  description: "The key to revoke",
  fields: (t) => ({ id: t.id({ required: true, description: "The key's id (ApiKey.id)" }) }),
});

builder.mutationFields((t) => ({
  memberInvite: t.field({
    type: payloadType("MemberInvitePayload", "invitation", MemberInvitation, "The new member; null when the input was refused"),
    ...OWNERS_ONLY,
    description: "Makes someone a member of the program and emails it a one-time sign-in link (owners only)",
    args: { input: t.arg({ type: MemberInviteInput, required: true, description: "Whom, and as what" }) },
    resolve: (_r, { input }, ctx) => payload("invitation", () => inviteMember(ctx, input)),
  }),
  memberRoleUpdate: t.field({
    type: payloadType("MemberRoleUpdatePayload", "member", MemberType, "The member as it is now; null when the input was refused"),
    ...OWNERS_ONLY,
    description: "Changes a member's role (owners only)",
    args: { input: t.arg({ type: MemberRoleUpdateInput, required: true, description: "The member and its role" }) },
    resolve: (_r, { input }, ctx) => payload("member", () => changeMemberRole(ctx, input)),
  }),
  memberRemove: t.field({
    type: payloadType("MemberRemovePayload", "member", MemberType, "The member as it was; null when the input was refused"),
    ...OWNERS_ONLY,
    description: "Removes a member from the program: its requests and open streams stop reaching it (owners only)",
    args: { input: t.arg({ type: MemberRemoveInput, required: true, description: "The member" }) },
    resolve: (_r, { input }, ctx) => payload("member", () => removeMember(ctx, input)),
  }),
  apiKeyCreate: t.field({
    type: payloadType("ApiKeyCreatePayload", "created", NewApiKey, "The new key with its secret; null when the input was refused"),
    ...OWNERS_ONLY,
    description: "Creates an API key of the program; its secret is answered once (owners only)",
    args: { input: t.arg({ type: ApiKeyCreateInput, required: true, description: "The new key" }) },
    resolve: (_r, { input }, ctx) => payload("created", () => createProgramApiKey(ctx, input)),
  }),
  apiKeyRevoke: t.field({
    type: payloadType("ApiKeyRevokePayload", "apiKey", ApiKeyType, "The key as it is now; null when the input was refused"),
    ...OWNERS_ONLY,
    description: "Revokes an API key: its requests are refused and its open streams end (owners only)",
    args: { input: t.arg({ type: ApiKeyRevokeInput, required: true, description: "The key" }) },
    resolve: (_r, { input }, ctx) => payload("apiKey", () => revokeProgramApiKey(ctx, primaryKeyOf(String(input.id), "ApiKey", "API key"))),
  }),
}));
