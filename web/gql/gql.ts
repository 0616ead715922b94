/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment PortalMoney on Money {\n  amount\n  currency\n}\n\nquery PortalViewer($commissions: Int = 50, $payouts: Int = 50) {\n  viewer {\n    id\n    externalId\n    email\n    name\n    surname\n    approved\n    status\n    emailVerified\n    program {\n      id\n      name\n      publicId\n      website\n      currency\n    }\n    referralLinks {\n      id\n      key\n      url\n      destinationUrl\n      isDefault\n      createdAt\n    }\n    figures {\n      clicks\n      signups\n      sales\n      paidAccounts\n      revenue {\n        ...PortalMoney\n      }\n      commissionsPending {\n        ...PortalMoney\n      }\n      commissionsApproved {\n        ...PortalMoney\n      }\n      commissionsPaid {\n        ...PortalMoney\n      }\n    }\n    couponCodes {\n      id\n      code\n      expiresOn\n      timesRedeemed\n    }\n    commissions(first: $commissions) {\n      edges {\n        node {\n          id\n          kind\n          status\n          amount {\n            ...PortalMoney\n          }\n          note\n          createdAt\n          paidAt\n        }\n      }\n    }\n    payoutRequests(first: $payouts) {\n      edges {\n        node {\n          id\n          number\n          status\n          amount {\n            ...PortalMoney\n          }\n          createdAt\n          approvedAt\n          rejectedAt\n          paidAt\n        }\n      }\n    }\n  }\n}\n\nmutation PortalCreateLink($input: ViewerReferralLinkCreateInput!) {\n  viewerReferralLinkCreate(input: $input) {\n    referralLink {\n      id\n      key\n      url\n      destinationUrl\n      isDefault\n      createdAt\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}": typeof types.PortalMoneyFragmentDoc,
};
const documents: Documents = {
    "fragment PortalMoney on Money {\n  amount\n  currency\n}\n\nquery PortalViewer($commissions: Int = 50, $payouts: Int = 50) {\n  viewer {\n    id\n    externalId\n    email\n    name\n    surname\n    approved\n    status\n    emailVerified\n    program {\n      id\n      name\n      publicId\n      website\n      currency\n    }\n    referralLinks {\n      id\n      key\n      url\n      destinationUrl\n      isDefault\n      createdAt\n    }\n    figures {\n      clicks\n      signups\n      sales\n      paidAccounts\n      revenue {\n        ...PortalMoney\n      }\n      commissionsPending {\n        ...PortalMoney\n      }\n      commissionsApproved {\n        ...PortalMoney\n      }\n      commissionsPaid {\n        ...PortalMoney\n      }\n    }\n    couponCodes {\n      id\n      code\n      expiresOn\n      timesRedeemed\n    }\n    commissions(first: $commissions) {\n      edges {\n        node {\n          id\n          kind\n          status\n          amount {\n            ...PortalMoney\n          }\n          note\n          createdAt\n          paidAt\n        }\n      }\n    }\n    payoutRequests(first: $payouts) {\n      edges {\n        node {\n          id\n          number\n          status\n          amount {\n            ...PortalMoney\n          }\n          createdAt\n          approvedAt\n          rejectedAt\n          paidAt\n        }\n      }\n    }\n  }\n}\n\nmutation PortalCreateLink($input: ViewerReferralLinkCreateInput!) {\n  viewerReferralLinkCreate(input: $input) {\n    referralLink {\n      id\n      key\n      url\n      destinationUrl\n      isDefault\n      createdAt\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}": types.PortalMoneyFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PortalMoney on Money {\n  amount\n  currency\n}\n\nquery PortalViewer($commissions: Int = 50, $payouts: Int = 50) {\n  viewer {\n    id\n    externalId\n    email\n    name\n    surname\n    approved\n    status\n    emailVerified\n    program {\n      id\n      name\n      publicId\n      website\n      currency\n    }\n    referralLinks {\n      id\n      key\n      url\n      destinationUrl\n      isDefault\n      createdAt\n    }\n    figures {\n      clicks\n      signups\n      sales\n      paidAccounts\n      revenue {\n        ...PortalMoney\n      }\n      commissionsPending {\n        ...PortalMoney\n      }\n      commissionsApproved {\n        ...PortalMoney\n      }\n      commissionsPaid {\n        ...PortalMoney\n      }\n    }\n    couponCodes {\n      id\n      code\n      expiresOn\n      timesRedeemed\n    }\n    commissions(first: $commissions) {\n      edges {\n        node {\n          id\n          kind\n          status\n          amount {\n            ...PortalMoney\n          }\n          note\n          createdAt\n          paidAt\n        }\n      }\n    }\n    payoutRequests(first: $payouts) {\n      edges {\n        node {\n          id\n          number\n          status\n          amount {\n            ...PortalMoney\n          }\n          createdAt\n          approvedAt\n          rejectedAt\n          paidAt\n        }\n      }\n    }\n  }\n}\n\nmutation PortalCreateLink($input: ViewerReferralLinkCreateInput!) {\n  viewerReferralLinkCreate(input: $input) {\n    referralLink {\n      id\n      key\n      url\n      destinationUrl\n      isDefault\n      createdAt\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}"): (typeof documents)["fragment PortalMoney on Money {\n  amount\n  currency\n}\n\nquery PortalViewer($commissions: Int = 50, $payouts: Int = 50) {\n  viewer {\n    id\n    externalId\n    email\n    name\n    surname\n    approved\n    status\n    emailVerified\n    program {\n      id\n      name\n      publicId\n      website\n      currency\n    }\n    referralLinks {\n      id\n      key\n      url\n      destinationUrl\n      isDefault\n      createdAt\n    }\n    figures {\n      clicks\n      signups\n      sales\n      paidAccounts\n      revenue {\n        ...PortalMoney\n      }\n      commissionsPending {\n        ...PortalMoney\n      }\n      commissionsApproved {\n        ...PortalMoney\n      }\n      commissionsPaid {\n        ...PortalMoney\n      }\n    }\n    couponCodes {\n      id\n      code\n      expiresOn\n      timesRedeemed\n    }\n    commissions(first: $commissions) {\n      edges {\n        node {\n          id\n          kind\n          status\n          amount {\n            ...PortalMoney\n          }\n          note\n          createdAt\n          paidAt\n        }\n      }\n    }\n    payoutRequests(first: $payouts) {\n      edges {\n        node {\n          id\n          number\n          status\n          amount {\n            ...PortalMoney\n          }\n          createdAt\n          approvedAt\n          rejectedAt\n          paidAt\n        }\n      }\n    }\n  }\n}\n\nmutation PortalCreateLink($input: ViewerReferralLinkCreateInput!) {\n  viewerReferralLinkCreate(input: $input) {\n    referralLink {\n      id\n      key\n      url\n      destinationUrl\n      isDefault\n      createdAt\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;