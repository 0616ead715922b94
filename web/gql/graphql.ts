/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Where a partner stands in the program */
export type PartnerStatus =
  /** Takes part: its links and codes earn commissions */
  | 'ACTIVE'
  /** Set aside by the program; restoring it brings back its previous status */
  | 'ARCHIVED'
  /** Deleted: kept only for the program's accounting */
  | 'DELETED'
  /** Signed up and waiting for approval */
  | 'PENDING';

/** Where a payout request stands */
export type PayoutRequestStatus =
  /** Approved, waiting to be paid */
  | 'APPROVED'
  /** Paid: its rewards are paid */
  | 'PAID'
  /** Rejected: its rewards went back to the partner's balance */
  | 'REJECTED'
  /** Made, waiting for the program to approve or reject it */
  | 'REQUESTED';

/** What a reward was earned for */
export type RewardKind =
  /** A one-off bonus the program gave */
  | 'BONUS'
  /** A commission on a transaction */
  | 'COMMISSION'
  /** A reward for a lead */
  | 'LEAD'
  /** Newsletter: a milestone reached by referring subscribers */
  | 'MILESTONE'
  /** Refer-a-friend: a reward for a referral, to the referrer or the friend */
  | 'REFERRAL';

/** Where a reward stands on its way to being paid */
export type RewardStatus =
  /** Approved: it will be paid out */
  | 'APPROVED'
  /** Held back by a fraud rule until the program approves or rejects it */
  | 'IN_REVIEW'
  /** Paid out */
  | 'PAID'
  /** Earned, waiting for its hold period to pass or for the program's approval */
  | 'PENDING'
  /** Rejected: it will never be paid */
  | 'REJECTED';

/** A referral link the signed-in partner makes */
export type ViewerReferralLinkCreateInput = {
  /** A page of the program's website to land on; the website itself when left out */
  destinationUrl?: string | null | undefined;
  /** Its key (letters, numbers, dots, dashes, underscores); generated when left out */
  key?: string | null | undefined;
};

export type PortalMoneyFragment = { amount: string, currency: string };

export type PortalViewerQueryVariables = Exact<{
  commissions?: number | null | undefined;
  payouts?: number | null | undefined;
}>;


export type PortalViewerQuery = { viewer: { id: string, externalId: string, email: string, name: string, surname: string, approved: boolean, status: PartnerStatus, emailVerified: boolean, program: { id: string, name: string, publicId: string, website: string, currency: string }, referralLinks: Array<{ id: string, key: string, url: string, destinationUrl: string | null, isDefault: boolean, createdAt: string }>, figures: { clicks: number, signups: number, sales: number, paidAccounts: number, revenue: Array<{ amount: string, currency: string }>, commissionsPending: Array<{ amount: string, currency: string }>, commissionsApproved: Array<{ amount: string, currency: string }>, commissionsPaid: Array<{ amount: string, currency: string }> }, couponCodes: Array<{ id: string, code: string, expiresOn: string | null, timesRedeemed: number }>, commissions: { edges: Array<{ node: { id: string, kind: RewardKind, status: RewardStatus, note: string, createdAt: string, paidAt: string | null, amount: { amount: string, currency: string } } }> }, payoutRequests: { edges: Array<{ node: { id: string, number: number, status: PayoutRequestStatus, createdAt: string, approvedAt: string | null, rejectedAt: string | null, paidAt: string | null, amount: { amount: string, currency: string } } }> } } };

export type PortalCreateLinkMutationVariables = Exact<{
  input: ViewerReferralLinkCreateInput;
}>;


export type PortalCreateLinkMutation = { viewerReferralLinkCreate: { referralLink: { id: string, key: string, url: string, destinationUrl: string | null, isDefault: boolean, createdAt: string } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export const PortalMoneyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortalMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<PortalMoneyFragment, unknown>;
export const PortalViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortalViewer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commissions"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"50"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payouts"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"publicId"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"destinationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"signups"}},{"kind":"Field","name":{"kind":"Name","value":"sales"}},{"kind":"Field","name":{"kind":"Name","value":"paidAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortalMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commissionsPending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortalMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commissionsApproved"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortalMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commissionsPaid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortalMoney"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"couponCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commissions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortalMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"payoutRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payouts"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortalMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortalMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<PortalViewerQuery, PortalViewerQueryVariables>;
export const PortalCreateLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PortalCreateLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ViewerReferralLinkCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerReferralLinkCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referralLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"destinationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PortalCreateLinkMutation, PortalCreateLinkMutationVariables>;