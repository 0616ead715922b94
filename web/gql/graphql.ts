/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A new API key */
export type ApiKeyCreateInput = {
  /** What it is for (at most 100 characters) */
  name?: string | null | undefined;
};

/** The key to revoke */
export type ApiKeyRevokeInput = {
  /** The key's id (ApiKey.id) */
  id: string | number;
};

/** Which referral link a visitor who clicked several is credited to */
export type AttributionModel =
  /** The first one clicked */
  | 'FIRST_CLICK'
  /** The last one clicked */
  | 'LAST_CLICK';

/** Which audit entries a list shows; every field given narrows it */
export type AuditEntryFilter = {
  /** Only these mutations (partnerUpdate, webhookSecretRotate…) */
  actions?: Array<string> | null | undefined;
  /** Only those sent in this range */
  createdAt?: DateRangeInput | null | undefined;
  /** Only this operator's */
  operatorEmail?: string | null | undefined;
  /** Only those that ended so */
  outcomes?: Array<AuditOutcome> | null | undefined;
  /** Only those about this record (its global id) */
  targetId?: string | number | null | undefined;
};

/** How an audited mutation ended */
export type AuditOutcome =
  /** It failed on the server */
  | 'FAILED'
  /** It did what it was asked */
  | 'OK'
  /** It was refused: the input's user errors, or the operator's role or state did not allow it */
  | 'REFUSED';

/** How long a customer's sales keep earning */
export type CommissionPeriodInput = {
  /** How long */
  type?: CommissionPeriodType | null | undefined;
  /** How many months or years */
  value?: number | null | undefined;
};

/** How long after a customer's first sale its sales earn */
export type CommissionPeriodType =
  /** For as long as the customer buys */
  | 'LIFETIME'
  /** For a number of months */
  | 'MONTHS'
  /** Only the first sale */
  | 'ONCE'
  /** For a number of years */
  | 'YEARS';

/** A percent of the amount (0-100), or a static amount in the program's currency */
export type CommissionRateInput = {
  /** How the rate is reckoned */
  type?: RateType | null | undefined;
  /** Percent (0-100), or an amount in the program's currency */
  value?: string | number | null | undefined;
};

/** Unsent keys keep their value; products and tiers, when sent, replace the lists */
export type CommissionSettingsInput = {
  /** Rewards stay pending this many days */
  holdDays?: number | null | undefined;
  /** How long a customer's sales keep earning */
  period?: CommissionPeriodInput | null | undefined;
  /** Rates of particular products (replaces them) */
  products?: Array<ProductCommissionInput> | null | undefined;
  /** How rewards are rounded to the currency's minor unit */
  rounding?: RoundingMode | null | undefined;
  /** What a sale earns */
  sale?: CommissionRateInput | null | undefined;
  /** What a sign-up earns */
  signup?: CommissionRateInput | null | undefined;
  /** Multi-tier rates (replaces them) */
  tiers?: Array<TierCommissionInput> | null | undefined;
};

/** A new coupon, with its promotion codes */
export type CouponCreateInput = {
  /** The percentage off (0-100) for a percent discount, else the amount off in major units of the program's currency */
  discountAmount: string | number;
  /** How the discount is reckoned */
  discountType: CouponDiscountType;
  /** How long a subscription keeps the discount */
  durationType: CouponDurationType;
  /** How many of the duration's units; required for hours, days, months and years */
  durationValue?: number | null | undefined;
  /** The last day sales may redeem it; no expiry when omitted */
  expiresOn?: string | null | undefined;
  /** The client's own key-value pairs (an object of at most 50 keys) */
  metadata?: unknown;
  /** Its name; its uuid code when omitted */
  name?: string | null | undefined;
  /** The global id of the partner its sales are attributed to */
  partnerId?: string | number | null | undefined;
  /** Promotion codes created with it, in the same transaction */
  promotionCodes?: Array<PromotionCodeFieldsInput> | null | undefined;
  /** How many times it may be redeemed in all; no limit when omitted */
  redemptionLimit?: number | null | undefined;
  /** The shop to push it to once it is saved */
  sync?: CouponShopSyncInput | null | undefined;
  /** The code a customer enters: letters, digits, - and _, at most 255; generated when omitted */
  uuidCode?: string | null | undefined;
};

/** The coupon to delete */
export type CouponDeleteInput = {
  /** The coupon's global id */
  id: string | number;
};

/** How a coupon's discount is reckoned */
export type CouponDiscountType =
  /** A percentage of the order (0-100) */
  | 'PERCENT'
  /** A fixed amount in the program's currency */
  | 'STATIC';

/** How long a subscription keeps a coupon's discount */
export type CouponDurationType =
  /** A number of days */
  | 'DAYS'
  /** A number of hours */
  | 'HOURS'
  /** Every payment, for good */
  | 'LIFETIME'
  /** A number of months */
  | 'MONTHS'
  /** The first payment only */
  | 'ONCE'
  /** A number of years */
  | 'YEARS';

/** Which coupons a list shows; every field given narrows it */
export type CouponFilter = {
  /** Only active (true) or inactive (false) coupons */
  active?: boolean | null | undefined;
  /** Only coupons created in this range */
  createdAt?: DateRangeInput | null | undefined;
  /** Only coupons attributed to this partner (its global id) */
  partnerId?: string | number | null | undefined;
  /** Only coupons whose uuid code or name contains this text (any case) */
  search?: string | null | undefined;
};

/** The shop a coupon is pushed to */
export type CouponShopSyncInput = {
  /** The shop; it must be connected to the program */
  provider: CouponSyncProvider;
};

/** A shop a coupon is pushed to (one way: the shop's copy follows Rally's) */
export type CouponSyncProvider =
  /** Paddle */
  | 'PADDLE'
  /** Shopify */
  | 'SHOPIFY'
  /** Stripe */
  | 'STRIPE'
  /** WooCommerce */
  | 'WOOCOMMERCE';

/** Changes to a coupon: the fields given change, the others stay */
export type CouponUpdateInput = {
  /** Whether sales may redeem it */
  active?: boolean | null | undefined;
  /** The coupon's global id */
  id: string | number;
  /** Merged into the coupon's; a key given as null is removed */
  metadata?: unknown;
  /** A new name */
  name?: string | null | undefined;
  /** The global id of the partner its sales are now attributed to */
  partnerId?: string | number | null | undefined;
  /** The shop to push it to: only when it has none yet (it never changes) */
  sync?: CouponShopSyncInput | null | undefined;
};

/** A crypto wallet */
export type CryptoPayoutInput = {
  /** The coin or network, such as BTC or USDC-ERC20 */
  network: string;
  /** The wallet's address: 10-128 letters and digits */
  walletAddress: string;
};

/** A span of time: from (included) to (excluded); either end may be open */
export type DateRangeInput = {
  /** The start, included */
  from?: string | null | undefined;
  /** The end, excluded */
  to?: string | null | undefined;
};

/** What happened: one value for each kind of change the program's records go through */
export type EventType =
  /** A coupon was redeemed */
  | 'COUPON_REDEEMED'
  /** A customer was created */
  | 'CUSTOMER_CREATED'
  /** A customer was credited */
  | 'CUSTOMER_CREDITED'
  /** A customer was deleted */
  | 'CUSTOMER_DELETED'
  /** A customer was rewarded */
  | 'CUSTOMER_REWARDED'
  /** A customer was updated */
  | 'CUSTOMER_UPDATED'
  /** A lead was converted */
  | 'LEAD_CONVERTED'
  /** A lead was deleted */
  | 'LEAD_DELETED'
  /** A lead was rejected */
  | 'LEAD_REJECTED'
  /** A lead was submitted */
  | 'LEAD_SUBMITTED'
  /** A partner was approved */
  | 'PARTNER_APPROVED'
  /** A partner was archived */
  | 'PARTNER_ARCHIVED'
  /** A partner was created */
  | 'PARTNER_CREATED'
  /** A partner was deleted */
  | 'PARTNER_DELETED'
  /** A partner was updated */
  | 'PARTNER_UPDATED'
  /** A payout request was approved */
  | 'PAYOUT_REQUEST_APPROVED'
  /** A payout request was created */
  | 'PAYOUT_REQUEST_CREATED'
  /** A payout request was paid */
  | 'PAYOUT_REQUEST_PAID'
  /** A payout request was rejected */
  | 'PAYOUT_REQUEST_REJECTED'
  /** A promotion code was redeemed */
  | 'PROMOTION_CODE_REDEEMED'
  /** A reward was approved */
  | 'REWARD_APPROVED'
  /** A reward was created */
  | 'REWARD_CREATED'
  /** A reward was paid */
  | 'REWARD_PAID'
  /** A reward was updated */
  | 'REWARD_UPDATED'
  /** A subscriber was created */
  | 'SUBSCRIBER_CREATED'
  /** A subscriber was deleted */
  | 'SUBSCRIBER_DELETED'
  /** A subscriber was rewarded */
  | 'SUBSCRIBER_REWARDED'
  /** A subscriber was updated */
  | 'SUBSCRIBER_UPDATED'
  /** A transaction was created */
  | 'TRANSACTION_CREATED'
  /** A transaction was deleted */
  | 'TRANSACTION_DELETED'
  /** A transaction was updated */
  | 'TRANSACTION_UPDATED'
  /** A webhook was disabled */
  | 'WEBHOOK_DISABLED'
  /** A test event sent to one webhook on request */
  | 'WEBHOOK_TEST';

/** The fraud rules */
export type FraudSettingsInput = {
  /** Whether referrals through paid ads earn */
  paidAds?: PaidAdsPolicy | null | undefined;
  /** What a partner's reward from their own purchase becomes */
  selfReferral?: SelfReferralPolicy | null | undefined;
  /** A customer's later transactions inside this many seconds earn nothing */
  velocitySeconds?: number | null | undefined;
};

/** Paid by the program outside Rally */
export type ManualPayoutInput = {
  /** How, in the program's words */
  note?: string | null | undefined;
};

/** Whom to make a member, and as what */
export type MemberInviteInput = {
  /** The address the sign-in link goes to */
  email: string;
  /** What it may do */
  role: OperatorRole;
};

/** The member who leaves the program */
export type MemberRemoveInput = {
  /** The member's email address (the last owner stays) */
  email: string;
};

/** A member's new role */
export type MemberRoleUpdateInput = {
  /** The member's email address */
  email: string;
  /** Its new role (the last owner stays owner) */
  role: OperatorRole;
};

/** A newsletter milestone */
export type MilestoneInput = {
  /** Its name */
  name?: string | null | undefined;
  /** Referrals that reach it */
  referrals?: number | null | undefined;
};

/** What an operator may do in a program */
export type OperatorRole =
  /** Everything but members and keys */
  | 'ADMIN'
  /** Everything */
  | 'OWNER'
  /** Reads only */
  | 'VIEWER';

/** A code from the operator's authenticator app, to confirm the session for payout approval and payment and webhook-secret changes */
export type OperatorTotpVerifyInput = {
  /** The 6 digits the app shows now (each works once) */
  totpCode: string;
};

/** What happens to a referral that came through a paid ad (gclid, fbclid or msclkid in the URL) */
export type PaidAdsPolicy =
  /** It earns like any other */
  | 'ALLOW'
  /** It earns nothing */
  | 'REJECT';

/** Which partners a list shows; every field given narrows it */
export type PartnerFilter = {
  /** true: only partners waiting for the program's approval (neither approved nor rejected); false: only the others */
  awaitingApproval?: boolean | null | undefined;
  /** Only partners created in this range */
  createdAt?: DateRangeInput | null | undefined;
  /** Only partners whose external id or key contains this text, or whose email is this one */
  search?: string | null | undefined;
  /** Only partners in one of these statuses (deleted ones only when asked for here) */
  statuses?: Array<PartnerStatus> | null | undefined;
};

/** What a partner's time series counts */
export type PartnerMetric =
  /** Clicks on the partner's links */
  | 'CLICKS'
  /** Customers who made their first purchase that still counts through the partner */
  | 'PAID_ACCOUNTS'
  /** Sales to those customers in the program's currency (refunded in full left out) */
  | 'PURCHASES'
  /** Those sales' amounts net of refunds, in the program's currency */
  | 'REVENUE'
  /** Commissions earned (not rejected), in the program's currency */
  | 'REWARDS'
  /** Customers the partner referred */
  | 'SIGNUPS';

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

/** PayPal: the account's email or username */
export type PayPalPayoutInput = {
  /** The PayPal account's email */
  email?: string | null | undefined;
  /** The PayPal username (or the account's email) */
  username?: string | null | undefined;
};

/** Where a payment file is uploaded */
export type PayoutExportFormat =
  /** PayPal Payouts: the PayPal and Venmo requests, no header row */
  | 'PAYPAL'
  /** Wise batch payments (send by email template): the Wise requests, with Wise's header row */
  | 'WISE';

/** How a partner is paid */
export type PayoutGateway =
  /** A crypto wallet */
  | 'CRYPTO'
  /** Paid by the program outside Rally */
  | 'MANUAL'
  /** PayPal, to an email or username */
  | 'PAYPAL'
  /** Venmo, to a username, phone or email */
  | 'VENMO'
  /** Wise, to an email */
  | 'WISE';

/** How to pay: exactly one method, with what it needs */
export type PayoutMethodInput =
  {   /** A crypto wallet */
  crypto: CryptoPayoutInput; manual?: never; paypal?: never; venmo?: never; wise?: never; }
  |  { crypto?: never;   /** Paid outside Rally */
  manual: ManualPayoutInput; paypal?: never; venmo?: never; wise?: never; }
  |  { crypto?: never; manual?: never;   /** PayPal */
  paypal: PayPalPayoutInput; venmo?: never; wise?: never; }
  |  { crypto?: never; manual?: never; paypal?: never;   /** Venmo */
  venmo: VenmoPayoutInput; wise?: never; }
  |  { crypto?: never; manual?: never; paypal?: never; venmo?: never;   /** Wise */
  wise: WisePayoutInput; };

/** Which payout requests a list shows; every field given narrows it */
export type PayoutRequestFilter = {
  /** Only requests made in this range */
  createdAt?: DateRangeInput | null | undefined;
  /** Only requests in this currency (ISO 4217 code) */
  currency?: string | null | undefined;
  /** Only the requests of this partner (its global id) */
  partnerId?: string | number | null | undefined;
  /** Only requests in one of these statuses */
  statuses?: Array<PayoutRequestStatus> | null | undefined;
};

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

/** Partner portal settings to change */
export type PortalSettingsInput = {
  /** Whether partners who sign up wait for approval */
  approvalRequired?: boolean | null | undefined;
  /** Rally's partner portal: its accent colour (#rrggbb); empty for the default */
  brandColor?: string | null | undefined;
  /** Whether the embeddable sign-up form is on */
  embeddableFormEnabled?: boolean | null | undefined;
  /** Whether partners can sign in with Google */
  googleLoginEnabled?: boolean | null | undefined;
  /** Rally's partner portal: the one language it shows (en, de); empty: each partner's browser chooses */
  language?: string | null | undefined;
  /** Whether partners can submit leads on the portal */
  leadsPageEnabled?: boolean | null | undefined;
  /** The partner portal's address */
  partnerPortalUrl?: string | null | undefined;
  /** Whether partners can sign in by email link */
  passwordlessLoginEnabled?: boolean | null | undefined;
  /** Whether the portal shows the program's page */
  programPageEnabled?: boolean | null | undefined;
  /** Whether sign-up on the portal is closed */
  registrationDisabled?: boolean | null | undefined;
  /** Whether the sign-up popup is on */
  signupPopupEnabled?: boolean | null | undefined;
  /** Whether partners can have sub-accounts */
  subAccountsEnabled?: boolean | null | undefined;
  /** Rally's partner portal: the program's terms (an http or https URL), which a partner accepts to sign up; empty for none */
  termsUrl?: string | null | undefined;
  /** Whether the referral widget is on */
  widgetEnabled?: boolean | null | undefined;
};

/** The rate of a product or product type */
export type ProductCommissionInput = {
  /** The product */
  productId?: string | null | undefined;
  /** The product type */
  productType?: string | null | undefined;
  /** How the rate is reckoned */
  type?: RateType | null | undefined;
  /** The rate */
  value?: string | number | null | undefined;
};

/** What a time series counts */
export type ProgramMetric =
  /** Clicks on referral links */
  | 'CLICKS'
  /** Customers who made their first purchase that still counts */
  | 'PAID_ACCOUNTS'
  /** New partners (deleted ones left out) */
  | 'PARTNERS'
  /** Sales in the program's currency (refunded in full left out) */
  | 'PURCHASES'
  /** Sales' amounts net of refunds, in the program's currency */
  | 'REVENUE'
  /** Rewards earned (not rejected), in the program's currency */
  | 'REWARDS'
  /** New customers */
  | 'SIGNUPS';

/** Settings to change: the fields given change, the others stay */
export type ProgramSettingsInput = {
  /** Which referral link a visitor is credited to */
  attribution?: AttributionModel | null | undefined;
  /** The commission rules to change */
  commission?: CommissionSettingsInput | null | undefined;
  /** Flat form of commission.sale.type */
  commissionType?: RateType | null | undefined;
  /** Flat form of commission.sale.value: percent, or an amount in the program's currency */
  commissionValue?: string | number | null | undefined;
  /** How many days a referral cookie lasts */
  cookieLifetime?: number | null | undefined;
  /** The fraud rules to change */
  fraud?: FraudSettingsInput | null | undefined;
  /** Ignored: derived from commission.products and commission.tiers */
  hasMultipleCommissions?: boolean | null | undefined;
  /** Also write the tracking cookie as partnero_partner or partnero_referral */
  legacyCookieNames?: boolean | null | undefined;
  /** The query parameter carrying the referral key in links */
  linkParameter?: string | null | undefined;
  /** Replaces the list */
  milestones?: Array<MilestoneInput> | null | undefined;
  /** Whether new partners go through onboarding */
  onboardingEnabled?: boolean | null | undefined;
  /** Whether partners get email notifications */
  partnerEmailNotificationsEnabled?: boolean | null | undefined;
  /** Whether payouts are requested automatically */
  payoutAutomationEnabled?: boolean | null | undefined;
  /** When automatic payouts run */
  payoutAutomationSchedule?: string | null | undefined;
  /** The least balance a partner may request, in the program's currency */
  payoutThreshold?: string | number | null | undefined;
  /** Refer-a-friend programs: the rewards to change */
  referralRewards?: ReferralRewardSettingsInput | null | undefined;
  /** Whether new partners get a welcome email */
  welcomeEmailEnabled?: boolean | null | undefined;
};

/** The kinds of program */
export type ProgramType =
  /** Partners refer customers and earn commissions on their sales */
  | 'AFFILIATE'
  /** Newsletter referrals: subscribers refer other subscribers, earning milestones */
  | 'NEWSLETTER'
  /** Refer-a-friend: customers refer other customers */
  | 'REFERRAL';

/** Changes to the key's program: the fields given change, the others stay */
export type ProgramUpdateInput = {
  /** The program's currency (ISO 4217) */
  currency?: string | null | undefined;
  /** The program's name */
  name?: string | null | undefined;
  /** Partner portal settings to change */
  portalSettings?: PortalSettingsInput | null | undefined;
  /** Settings to change */
  programSettings?: ProgramSettingsInput | null | undefined;
  /** The program's website */
  website?: string | null | undefined;
};

/** A new promotion code of a coupon */
export type PromotionCodeCreateInput = {
  /** The code a customer enters: letters, digits, - and _, at most 100; generated when omitted */
  code?: string | null | undefined;
  /** The global id of its coupon */
  couponId: string | number;
  /** The global id of the only customer who may redeem it */
  customerId?: string | number | null | undefined;
  /** The last day sales may redeem it; no expiry when omitted */
  expiresOn?: string | null | undefined;
  /** Only a customer's first order may redeem it */
  firstTimeOrder?: boolean | null | undefined;
  /** The client's own key-value pairs (an object of at most 50 keys) */
  metadata?: unknown;
  /** The smallest order that may redeem it, in whole units of the program's currency */
  minimumOrderValue?: number | null | undefined;
  /** The global id of the only partner whose sales may redeem it */
  partnerId?: string | number | null | undefined;
  /** How many times it may be redeemed in all; no limit when omitted */
  redemptionLimit?: number | null | undefined;
  /** The global id of the only subscriber who may redeem it */
  subscriberId?: string | number | null | undefined;
};

/** The promotion code to delete */
export type PromotionCodeDeleteInput = {
  /** The code's global id */
  id: string | number;
};

/** A new promotion code's code, restrictions and limits */
export type PromotionCodeFieldsInput = {
  /** The code a customer enters: letters, digits, - and _, at most 100; generated when omitted */
  code?: string | null | undefined;
  /** The global id of the only customer who may redeem it */
  customerId?: string | number | null | undefined;
  /** The last day sales may redeem it; no expiry when omitted */
  expiresOn?: string | null | undefined;
  /** Only a customer's first order may redeem it */
  firstTimeOrder?: boolean | null | undefined;
  /** The client's own key-value pairs (an object of at most 50 keys) */
  metadata?: unknown;
  /** The smallest order that may redeem it, in whole units of the program's currency */
  minimumOrderValue?: number | null | undefined;
  /** The global id of the only partner whose sales may redeem it */
  partnerId?: string | number | null | undefined;
  /** How many times it may be redeemed in all; no limit when omitted */
  redemptionLimit?: number | null | undefined;
  /** The global id of the only subscriber who may redeem it */
  subscriberId?: string | number | null | undefined;
};

/** How a rate is reckoned */
export type RateType =
  /** A percent (0-100) of the amount */
  | 'PERCENT'
  /** A fixed amount in the program's currency */
  | 'STATIC';

/** A refer-a-friend reward */
export type ReferralRewardInput = {
  /** What earns it */
  trigger?: ReferralRewardTrigger | null | undefined;
  /** How the rate is reckoned */
  type?: RateType | null | undefined;
  /** Its rate or amount */
  value?: string | number | null | undefined;
};

/** The refer-a-friend rewards */
export type ReferralRewardSettingsInput = {
  /** What the referred customer gets */
  referred?: ReferralRewardInput | null | undefined;
  /** What the referring customer gets */
  referrer?: ReferralRewardInput | null | undefined;
};

/** What earns a refer-a-friend reward */
export type ReferralRewardTrigger =
  /** Every purchase of the referred customer */
  | 'EVERY_PURCHASE'
  /** The referred customer's first purchase */
  | 'FIRST_PURCHASE'
  /** The referred customer signs up */
  | 'SIGNUP';

/** Which rewards a list shows; every field given narrows it */
export type RewardFilter = {
  /** Only rewards earned in this range */
  createdAt?: DateRangeInput | null | undefined;
  /** Only the rewards of this customer (its global id) */
  customerId?: string | number | null | undefined;
  /** Only rewards of these kinds */
  kinds?: Array<RewardKind> | null | undefined;
  /** Only the rewards of this partner (its global id) */
  partnerId?: string | number | null | undefined;
  /** Only rewards whose status now is one of these (a pending reward past its hold is approved) */
  statuses?: Array<RewardStatus> | null | undefined;
  /** Only the rewards of this subscriber (its global id) */
  subscriberId?: string | number | null | undefined;
  /** Only the rewards earned on this transaction (its global id) */
  transactionId?: string | number | null | undefined;
};

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

/** How an amount is rounded to its currency's minor unit */
export type RoundingMode =
  /** Truncated toward zero */
  | 'DOWN'
  /** Half a unit rounds to the even digit */
  | 'HALF_EVEN'
  /** Half a unit and more rounds away from zero */
  | 'HALF_UP';

/** What happens to a reward a partner earns from their own purchase */
export type SelfReferralPolicy =
  /** It is earned like any other */
  | 'ALLOW'
  /** It is rejected */
  | 'REJECT'
  /** It waits in review */
  | 'REVIEW';

/** A multi-tier rate */
export type TierCommissionInput = {
  /** The tier, from 2 */
  level?: number | null | undefined;
  /** How the rate is reckoned */
  type?: RateType | null | undefined;
  /** The rate */
  value?: string | number | null | undefined;
};

/** The length of a time series' intervals (UTC) */
export type TimeInterval =
  /** A day */
  | 'DAY'
  /** A calendar month */
  | 'MONTH'
  /** A week, from Monday */
  | 'WEEK';

/** Venmo: a username, a phone or an email */
export type VenmoPayoutInput = {
  /** The email */
  email?: string | null | undefined;
  /** The phone number */
  phone?: string | null | undefined;
  /** The Venmo username */
  username?: string | null | undefined;
};

/** What happened to the signed-in partner */
export type ViewerActivityKind =
  /** The program changed the partner's account (approved it, for one) */
  | 'ACCOUNT'
  /** A visitor followed one of the partner's links */
  | 'CLICK'
  /** A commission of the partner was earned, approved, changed or paid */
  | 'COMMISSION'
  /** A payout request of the partner was made, approved, rejected or paid */
  | 'PAYOUT'
  /** A sale of a referred customer was recorded or changed */
  | 'SALE'
  /** A customer the partner referred signed up */
  | 'SIGNUP';

/** The current password and the new one */
export type ViewerPasswordChangeInput = {
  /** The current password */
  currentPassword?: string | null | undefined;
  /** At least 8 characters with a lower-case letter, a capital and a digit */
  newPassword: string;
};

/** The payout method */
export type ViewerPayoutMethodSetInput = {
  /** Exactly one method, with what it needs */
  method: PayoutMethodInput;
};

/** The request */
export type ViewerPayoutRequestCreateInput = {
  /** The balance the partner saw, in major units: refused when it has changed since */
  amount?: string | number | null | undefined;
};

/** A referral link the signed-in partner makes */
export type ViewerReferralLinkCreateInput = {
  /** A page of the program's website to land on; the website itself when left out */
  destinationUrl?: string | null | undefined;
  /** Its key (letters, numbers, dots, dashes, underscores); generated when left out */
  key?: string | null | undefined;
};

/** The link and its new key */
export type ViewerReferralLinkUpdateInput = {
  /** The link's id (ViewerReferralLink.id) */
  id: string | number;
  /** Its new key (letters, numbers, dots, dashes, underscores) */
  key: string;
};

/** The partner's changes; a field left out stays as it is */
export type ViewerUpdateInput = {
  /** Whether to get email notices about the account (a new commission) */
  emailNotifications?: boolean | null | undefined;
  /** First name (at most 100 characters) */
  name?: string | null | undefined;
  /** Last name (at most 100 characters) */
  surname?: string | null | undefined;
};

/** A new webhook */
export type WebhookCreateInput = {
  /** The events it hears: at least one, of those the program's type emits */
  events: Array<EventType>;
  /** Whether it receives events; true when omitted */
  isActive?: boolean | null | undefined;
  /** Its key: letters, digits, dashes and underscores, unique in the program; generated when omitted */
  key?: string | null | undefined;
  /** A name for people */
  name: string;
  /** Where the events are sent (http or https; private and loopback addresses are refused) */
  url: string;
};

/** The webhook to delete */
export type WebhookDeleteInput = {
  /** The webhook's global id */
  id: string | number;
};

/** Which deliveries a list shows; every field given narrows it */
export type WebhookDeliveryFilter = {
  /** Only deliveries queued in this range */
  createdAt?: DateRangeInput | null | undefined;
  /** Only deliveries in one of these statuses */
  statuses?: Array<WebhookDeliveryStatus> | null | undefined;
  /** Only the deliveries of this webhook (its global id) */
  webhookId?: string | number | null | undefined;
};

/** Where a delivery stands */
export type WebhookDeliveryStatus =
  /** Given up: its retries ran out, or the endpoint answered 410 Gone */
  | 'FAILED'
  /** Waiting for its first attempt or a retry (due at nextAttemptAt) */
  | 'PENDING'
  /** The endpoint answered with a 2xx status */
  | 'SUCCEEDED';

/** What to send again: one event, or every failed delivery since a time (exactly one of eventId and since) */
export type WebhookRedeliverInput = {
  /** The event to send again (evt_…), whatever its delivery's status */
  eventId?: string | null | undefined;
  /** The webhook's global id */
  id: string | number;
  /** Send again every failed delivery queued since then */
  since?: string | null | undefined;
};

/** The webhook to give a new signing secret */
export type WebhookSecretRotateInput = {
  /** The webhook's global id */
  id: string | number;
};

/** Wise: the recipient's email */
export type WisePayoutInput = {
  /** The recipient's email */
  email: string;
  /** The recipient's name */
  name?: string | null | undefined;
};

export type AdminRefusalFragment = { field: Array<string> | null, message: string };

export type AdminPageInfoFragment = { hasNextPage: boolean, endCursor: string | null };

export type AdminAuditEntryFragment = { id: string, createdAt: string, operatorEmail: string, action: string, outcome: AuditOutcome, targetType: string | null, targetId: string | null, input: unknown, before: unknown, after: unknown, detail: unknown };

export type AdminAuditEntriesQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  filter?: AuditEntryFilter | null | undefined;
}>;


export type AdminAuditEntriesQuery = { auditEntries: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, createdAt: string, operatorEmail: string, action: string, outcome: AuditOutcome, targetType: string | null, targetId: string | null, input: unknown, before: unknown, after: unknown, detail: unknown } }> } };

export type AdminAuditEntryRecordedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminAuditEntryRecordedSubscription = { auditEntryRecorded: { id: string, createdAt: string, operatorEmail: string, action: string, outcome: AuditOutcome, targetType: string | null, targetId: string | null, input: unknown, before: unknown, after: unknown, detail: unknown } };

export type AdminCouponRowFragment = { id: string, uuidCode: string, name: string, active: boolean, discountType: CouponDiscountType, discountPercent: string | null, durationType: CouponDurationType, durationValue: number | null, expiresOn: string | null, redemptionLimit: number | null, timesRedeemed: number, createdAt: string, discountAmount: { amount: string, currency: string } | null };

export type AdminPromotionCodeRowFragment = { id: string, code: string, expiresOn: string | null, firstTimeOrder: boolean, redemptionLimit: number | null, timesRedeemed: number, createdAt: string };

export type AdminCouponsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  filter?: CouponFilter | null | undefined;
}>;


export type AdminCouponsQuery = { coupons: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, uuidCode: string, name: string, active: boolean, discountType: CouponDiscountType, discountPercent: string | null, durationType: CouponDurationType, durationValue: number | null, expiresOn: string | null, redemptionLimit: number | null, timesRedeemed: number, createdAt: string, discountAmount: { amount: string, currency: string } | null } }> } };

export type AdminCouponCodesQueryVariables = Exact<{
  id: string | number;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminCouponCodesQuery = { coupon: { id: string, promotionCodes: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, code: string, expiresOn: string | null, firstTimeOrder: boolean, redemptionLimit: number | null, timesRedeemed: number, createdAt: string } }> } } | null };

export type AdminCouponCreateMutationVariables = Exact<{
  input: CouponCreateInput;
}>;


export type AdminCouponCreateMutation = { couponCreate: { coupon: { id: string, uuidCode: string, name: string, active: boolean, discountType: CouponDiscountType, discountPercent: string | null, durationType: CouponDurationType, durationValue: number | null, expiresOn: string | null, redemptionLimit: number | null, timesRedeemed: number, createdAt: string, discountAmount: { amount: string, currency: string } | null } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type AdminCouponUpdateMutationVariables = Exact<{
  input: CouponUpdateInput;
}>;


export type AdminCouponUpdateMutation = { couponUpdate: { coupon: { id: string, uuidCode: string, name: string, active: boolean, discountType: CouponDiscountType, discountPercent: string | null, durationType: CouponDurationType, durationValue: number | null, expiresOn: string | null, redemptionLimit: number | null, timesRedeemed: number, createdAt: string, discountAmount: { amount: string, currency: string } | null } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type AdminCouponDeleteMutationVariables = Exact<{
  input: CouponDeleteInput;
}>;


export type AdminCouponDeleteMutation = { couponDelete: { deletedId: string | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type AdminPromotionCodeCreateMutationVariables = Exact<{
  input: PromotionCodeCreateInput;
}>;


export type AdminPromotionCodeCreateMutation = { promotionCodeCreate: { promotionCode: { id: string, code: string, expiresOn: string | null, firstTimeOrder: boolean, redemptionLimit: number | null, timesRedeemed: number, createdAt: string } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type AdminPromotionCodeDeleteMutationVariables = Exact<{
  input: PromotionCodeDeleteInput;
}>;


export type AdminPromotionCodeDeleteMutation = { promotionCodeDelete: { deletedId: string | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type AdminSettingsFragment = { program: { id: string, name: string, currency: string, type: ProgramType }, programSettings: { cookieLifetime: number, linkParameter: string, attribution: AttributionModel, commission: { holdDays: number, sale: { type: RateType, value: string } }, fraud: { paidAds: PaidAdsPolicy, selfReferral: SelfReferralPolicy, velocitySeconds: number } }, portalSettings: { registrationDisabled: boolean, approvalRequired: boolean, brandColor: string, termsUrl: string } };

export type AdminProgramSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminProgramSettingsQuery = { program: { program: { id: string, name: string, currency: string, type: ProgramType }, programSettings: { cookieLifetime: number, linkParameter: string, attribution: AttributionModel, commission: { holdDays: number, sale: { type: RateType, value: string } }, fraud: { paidAds: PaidAdsPolicy, selfReferral: SelfReferralPolicy, velocitySeconds: number } }, portalSettings: { registrationDisabled: boolean, approvalRequired: boolean, brandColor: string, termsUrl: string } } };

export type AdminProgramUpdateMutationVariables = Exact<{
  input: ProgramUpdateInput;
}>;


export type AdminProgramUpdateMutation = { programUpdate: { program: { program: { id: string, name: string, currency: string, type: ProgramType }, programSettings: { cookieLifetime: number, linkParameter: string, attribution: AttributionModel, commission: { holdDays: number, sale: { type: RateType, value: string } }, fraud: { paidAds: PaidAdsPolicy, selfReferral: SelfReferralPolicy, velocitySeconds: number } }, portalSettings: { registrationDisabled: boolean, approvalRequired: boolean, brandColor: string, termsUrl: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type AdminApiKeyRowFragment = { id: string, name: string, prefix: string, createdAt: string, lastUsedAt: string | null, revokedAt: string | null };

export type AdminMemberRowFragment = { id: string, email: string, role: OperatorRole, totpEnabled: boolean, createdAt: string };

export type AdminApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminApiKeysQuery = { apiKeys: Array<{ id: string, name: string, prefix: string, createdAt: string, lastUsedAt: string | null, revokedAt: string | null }> };

export type AdminApiKeyCreateMutationVariables = Exact<{
  input: ApiKeyCreateInput;
}>;


export type AdminApiKeyCreateMutation = { apiKeyCreate: { created: { secret: string, apiKey: { id: string, name: string, prefix: string, createdAt: string, lastUsedAt: string | null, revokedAt: string | null } } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type AdminApiKeyRevokeMutationVariables = Exact<{
  input: ApiKeyRevokeInput;
}>;


export type AdminApiKeyRevokeMutation = { apiKeyRevoke: { apiKey: { id: string, name: string, prefix: string, createdAt: string, lastUsedAt: string | null, revokedAt: string | null } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type AdminMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMembersQuery = { operator: { id: string, email: string }, members: Array<{ id: string, email: string, role: OperatorRole, totpEnabled: boolean, createdAt: string }> };

export type AdminMemberInviteMutationVariables = Exact<{
  input: MemberInviteInput;
}>;


export type AdminMemberInviteMutation = { memberInvite: { invitation: { sent: boolean, member: { id: string, email: string, role: OperatorRole, totpEnabled: boolean, createdAt: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type AdminMemberRoleUpdateMutationVariables = Exact<{
  input: MemberRoleUpdateInput;
}>;


export type AdminMemberRoleUpdateMutation = { memberRoleUpdate: { member: { id: string, email: string, role: OperatorRole, totpEnabled: boolean, createdAt: string } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type AdminMemberRemoveMutationVariables = Exact<{
  input: MemberRemoveInput;
}>;


export type AdminMemberRemoveMutation = { memberRemove: { member: { id: string, email: string, role: OperatorRole, totpEnabled: boolean, createdAt: string } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type AdminWebhookRowFragment = { id: string, key: string, name: string, url: string, events: Array<EventType>, isActive: boolean, disabledReason: string | null, createdAt: string, stats: { delivered: number, failed: number, pending: number } };

export type AdminWebhooksQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type AdminWebhooksQuery = { webhookEventTypes: Array<EventType>, webhooks: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, key: string, name: string, url: string, events: Array<EventType>, isActive: boolean, disabledReason: string | null, createdAt: string, stats: { delivered: number, failed: number, pending: number } } }> } };

export type AdminWebhookDeliveriesQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  filter?: WebhookDeliveryFilter | null | undefined;
}>;


export type AdminWebhookDeliveriesQuery = { webhookDeliveries: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, event: EventType, eventId: string, status: WebhookDeliveryStatus, attemptCount: number, createdAt: string, lastAttemptAt: string | null, nextAttemptAt: string | null, attempts: Array<{ attemptedAt: string, responseStatus: number | null, error: string | null }> } }> } };

export type AdminWebhookCreateMutationVariables = Exact<{
  input: WebhookCreateInput;
}>;


export type AdminWebhookCreateMutation = { webhookCreate: { signingSecret: string | null, webhook: { id: string, key: string, name: string, url: string, events: Array<EventType>, isActive: boolean, disabledReason: string | null, createdAt: string, stats: { delivered: number, failed: number, pending: number } } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type AdminWebhookSecretRotateMutationVariables = Exact<{
  input: WebhookSecretRotateInput;
}>;


export type AdminWebhookSecretRotateMutation = { webhookSecretRotate: { signingSecret: string | null, webhook: { id: string, key: string, name: string, url: string, events: Array<EventType>, isActive: boolean, disabledReason: string | null, createdAt: string, stats: { delivered: number, failed: number, pending: number } } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type AdminWebhookRedeliverMutationVariables = Exact<{
  input: WebhookRedeliverInput;
}>;


export type AdminWebhookRedeliverMutation = { webhookRedeliver: { queuedCount: number | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type AdminWebhookDeleteMutationVariables = Exact<{
  input: WebhookDeleteInput;
}>;


export type AdminWebhookDeleteMutation = { webhookDelete: { deletedId: string | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type AdminTotpVerifyMutationVariables = Exact<{
  input: OperatorTotpVerifyInput;
}>;


export type AdminTotpVerifyMutation = { operatorTotpVerify: { verified: { freshUntil: string } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type ConsoleCapabilitiesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleCapabilitiesQuery = { program: { program: { id: string, capabilities: { partners: boolean, payouts: boolean, coupons: boolean } } } };

export type ConsoleOperatorQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleOperatorQuery = { operator: { id: string, email: string, memberships: Array<{ id: string, programPublicId: string, programName: string, role: OperatorRole }> } };

export type ConsoleMoneyFragment = { amount: string, currency: string };

export type ConsoleOverviewQueryVariables = Exact<{
  range?: DateRangeInput | null | undefined;
  metric: ProgramMetric;
  interval: TimeInterval;
}>;


export type ConsoleOverviewQuery = { program: { program: { id: string, name: string, currency: string, type: ProgramType }, stats: { clicks: number, totalSignups: number, totalPurchases: number, totalPaidAccounts: number, totalPartners: number, activePartners: number, pendingPartners: number, clickToSignupConversion: number, signupToSaleConversion: number, totalRevenue: Array<{ amount: string, currency: string }>, totalReward: Array<{ amount: string, currency: string }>, rewardsInReview: Array<{ amount: string, currency: string }>, rewardsUnclaimed: Array<{ amount: string, currency: string }>, rewardsPaid: Array<{ amount: string, currency: string }> }, timeSeries: Array<{ start: string, count: number, amount: { amount: string, currency: string } | null }> } };

export type ConsoleEventFragment = { id: string, type: EventType, createdAt: string, resourceId: string, payload: unknown };

export type ConsoleRecentEventsQueryVariables = Exact<{
  types?: Array<EventType> | EventType | null | undefined;
}>;


export type ConsoleRecentEventsQuery = { events: { edges: Array<{ node: { id: string, type: EventType, createdAt: string, resourceId: string, payload: unknown } }> } };

export type ConsoleEventsSubscriptionVariables = Exact<{
  after?: string | number | null | undefined;
  types?: Array<EventType> | EventType | null | undefined;
}>;


export type ConsoleEventsSubscription = { events: { id: string, type: EventType, createdAt: string, resourceId: string, payload: unknown } };

export type ConsoleTodayQueryVariables = Exact<{
  range: DateRangeInput;
}>;


export type ConsoleTodayQuery = { program: { program: { id: string, currency: string }, stats: { clicks: number, totalSignups: number, totalPurchases: number, totalRevenue: Array<{ amount: string, currency: string }> } } };

export type ConsolePartnerRowFragment = { id: string, externalId: string, email: string, name: string, surname: string, status: PartnerStatus, approved: boolean, createdAt: string, rejectionReason: string | null };

export type ConsolePartnersQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  filter?: PartnerFilter | null | undefined;
}>;


export type ConsolePartnersQuery = { partners: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, externalId: string, email: string, name: string, surname: string, status: PartnerStatus, approved: boolean, createdAt: string, rejectionReason: string | null } }> } };

export type ConsolePartnerQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsolePartnerQuery = { program: { program: { id: string, currency: string } }, partner: { key: string, tags: Array<string>, id: string, externalId: string, email: string, name: string, surname: string, status: PartnerStatus, approved: boolean, createdAt: string, rejectionReason: string | null, referrals: { clicks: number, signups: number, salesCount: number, paidAccounts: number, revenue: Array<{ amount: string, currency: string }> }, commissions: { pending: Array<{ amount: string, currency: string }>, notPaid: Array<{ amount: string, currency: string }>, paid: Array<{ amount: string, currency: string }> }, referralLinks: Array<{ id: string, key: string, url: string, default: boolean }> } | null };

export type ConsoleUserErrorFragment = { field: Array<string> | null, message: string };

export type ConsolePartnerApproveMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsolePartnerApproveMutation = { partnerApprove: { partner: { id: string, externalId: string, email: string, name: string, surname: string, status: PartnerStatus, approved: boolean, createdAt: string, rejectionReason: string | null } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type ConsolePartnerRejectMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type ConsolePartnerRejectMutation = { partnerReject: { partner: { id: string, externalId: string, email: string, name: string, surname: string, status: PartnerStatus, approved: boolean, createdAt: string, rejectionReason: string | null } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type ConsolePartnerArchiveMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsolePartnerArchiveMutation = { partnerArchive: { partner: { id: string, externalId: string, email: string, name: string, surname: string, status: PartnerStatus, approved: boolean, createdAt: string, rejectionReason: string | null } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type ConsoleRewardsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  filter?: RewardFilter | null | undefined;
}>;


export type ConsoleRewardsQuery = { rewards: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, key: string, kind: RewardKind, status: RewardStatus, reviewReason: string | null, createdAt: string, amount: { amount: string, currency: string } | null, points: { amount: string, unit: string } | null, partner: { id: string, name: string, surname: string, email: string } | null, transaction: { key: string } | null } }> } };

export type ConsoleRewardsApproveMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type ConsoleRewardsApproveMutation = { rewardsApprove: { rewards: Array<{ id: string, status: RewardStatus }>, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type ConsoleRewardsRejectMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  reason?: string | null | undefined;
}>;


export type ConsoleRewardsRejectMutation = { rewardsReject: { rewards: Array<{ id: string, status: RewardStatus, reviewReason: string | null }>, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type ConsolePayoutRowFragment = { id: string, number: number, status: PayoutRequestStatus, gateway: PayoutGateway, createdAt: string, approvedAt: string | null, rejectedAt: string | null, paidAt: string | null, amount: { amount: string, currency: string }, partner: { id: string, name: string, surname: string, email: string } };

export type ConsolePayoutsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  filter?: PayoutRequestFilter | null | undefined;
}>;


export type ConsolePayoutsQuery = { payoutRequests: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, number: number, status: PayoutRequestStatus, gateway: PayoutGateway, createdAt: string, approvedAt: string | null, rejectedAt: string | null, paidAt: string | null, amount: { amount: string, currency: string }, partner: { id: string, name: string, surname: string, email: string } } }> } };

export type ConsolePayoutApproveMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsolePayoutApproveMutation = { payoutRequestApprove: { payoutRequest: { id: string, number: number, status: PayoutRequestStatus, gateway: PayoutGateway, createdAt: string, approvedAt: string | null, rejectedAt: string | null, paidAt: string | null, amount: { amount: string, currency: string }, partner: { id: string, name: string, surname: string, email: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type ConsolePayoutRejectMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsolePayoutRejectMutation = { payoutRequestReject: { payoutRequest: { id: string, number: number, status: PayoutRequestStatus, gateway: PayoutGateway, createdAt: string, approvedAt: string | null, rejectedAt: string | null, paidAt: string | null, amount: { amount: string, currency: string }, partner: { id: string, name: string, surname: string, email: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type ConsolePayoutMarkPaidMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsolePayoutMarkPaidMutation = { payoutRequestMarkPaid: { payoutRequest: { id: string, number: number, status: PayoutRequestStatus, gateway: PayoutGateway, createdAt: string, approvedAt: string | null, rejectedAt: string | null, paidAt: string | null, amount: { amount: string, currency: string }, partner: { id: string, name: string, surname: string, email: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type ConsoleTotpVerifyMutationVariables = Exact<{
  code: string;
}>;


export type ConsoleTotpVerifyMutation = { operatorTotpVerify: { verified: { freshUntil: string } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type ConsolePayoutsExportQueryVariables = Exact<{
  format: PayoutExportFormat;
}>;


export type ConsolePayoutsExportQuery = { payoutRequestsExport: { filename: string, contentType: string, csv: string } };

export type PortalMoneyFragment = { amount: string, currency: string };

type PortalPayoutMethod_CryptoPayout_Fragment = { __typename: 'CryptoPayout', walletAddress: string, network: string };

type PortalPayoutMethod_ManualPayout_Fragment = { __typename: 'ManualPayout', note: string | null };

type PortalPayoutMethod_PayPalPayout_Fragment = { __typename: 'PayPalPayout', email: string | null };

type PortalPayoutMethod_VenmoPayout_Fragment = { __typename: 'VenmoPayout', username: string | null, phone: string | null, email: string | null };

type PortalPayoutMethod_WisePayout_Fragment = { __typename: 'WisePayout', email: string | null, name: string | null };

export type PortalPayoutMethodFragment =
  | PortalPayoutMethod_CryptoPayout_Fragment
  | PortalPayoutMethod_ManualPayout_Fragment
  | PortalPayoutMethod_PayPalPayout_Fragment
  | PortalPayoutMethod_VenmoPayout_Fragment
  | PortalPayoutMethod_WisePayout_Fragment
;

export type PortalLinkFragment = { id: string, key: string, url: string, destinationUrl: string | null, isDefault: boolean, createdAt: string };

export type PortalViewerQueryVariables = Exact<{
  commissions?: number | null | undefined;
  payouts?: number | null | undefined;
}>;


export type PortalViewerQuery = { viewer: { id: string, externalId: string, email: string, name: string, surname: string, approved: boolean, status: PartnerStatus, emailVerified: boolean, emailNotifications: boolean, payoutMethod:
      | { __typename: 'CryptoPayout', walletAddress: string, network: string }
      | { __typename: 'ManualPayout', note: string | null }
      | { __typename: 'PayPalPayout', email: string | null }
      | { __typename: 'VenmoPayout', username: string | null, phone: string | null, email: string | null }
      | { __typename: 'WisePayout', email: string | null, name: string | null }
     | null, payoutBalance: { amount: string, currency: string }, program: { id: string, name: string, publicId: string, website: string, currency: string, payoutThreshold: { amount: string, currency: string } }, referralLinks: Array<{ id: string, key: string, url: string, destinationUrl: string | null, isDefault: boolean, createdAt: string }>, figures: { clicks: number, signups: number, sales: number, paidAccounts: number, revenue: Array<{ amount: string, currency: string }>, commissionsPending: Array<{ amount: string, currency: string }>, commissionsApproved: Array<{ amount: string, currency: string }>, commissionsPaid: Array<{ amount: string, currency: string }> }, couponCodes: Array<{ id: string, code: string, expiresOn: string | null, timesRedeemed: number }>, commissions: { edges: Array<{ node: { id: string, kind: RewardKind, status: RewardStatus, note: string, createdAt: string, paidAt: string | null, amount: { amount: string, currency: string } } }> }, payoutRequests: { edges: Array<{ node: { id: string, number: number, status: PayoutRequestStatus, createdAt: string, approvedAt: string | null, rejectedAt: string | null, paidAt: string | null, amount: { amount: string, currency: string } } }> } } };

export type PortalCreateLinkMutationVariables = Exact<{
  input: ViewerReferralLinkCreateInput;
}>;


export type PortalCreateLinkMutation = { viewerReferralLinkCreate: { referralLink: { id: string, key: string, url: string, destinationUrl: string | null, isDefault: boolean, createdAt: string } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type PortalRenameLinkMutationVariables = Exact<{
  input: ViewerReferralLinkUpdateInput;
}>;


export type PortalRenameLinkMutation = { viewerReferralLinkUpdate: { referralLink: { id: string, key: string, url: string, destinationUrl: string | null, isDefault: boolean, createdAt: string } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type PortalChartQueryVariables = Exact<{
  metric: PartnerMetric;
  interval: TimeInterval;
  range: DateRangeInput;
}>;


export type PortalChartQuery = { viewer: { id: string, timeSeries: Array<{ start: string, count: number, amount: { amount: string, currency: string } | null }> } };

export type PortalActivitySubscriptionVariables = Exact<{ [key: string]: never; }>;


export type PortalActivitySubscription = { viewerActivity: { kind: ViewerActivityKind, at: string } };

export type PortalUpdateAccountMutationVariables = Exact<{
  input: ViewerUpdateInput;
}>;


export type PortalUpdateAccountMutation = { viewerUpdate: { viewer: { id: string, name: string, surname: string, emailNotifications: boolean } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type PortalChangePasswordMutationVariables = Exact<{
  input: ViewerPasswordChangeInput;
}>;


export type PortalChangePasswordMutation = { viewerPasswordChange: { viewer: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type PortalSetPayoutMethodMutationVariables = Exact<{
  input: ViewerPayoutMethodSetInput;
}>;


export type PortalSetPayoutMethodMutation = { viewerPayoutMethodSet: { viewer: { id: string, payoutMethod:
        | { __typename: 'CryptoPayout', walletAddress: string, network: string }
        | { __typename: 'ManualPayout', note: string | null }
        | { __typename: 'PayPalPayout', email: string | null }
        | { __typename: 'VenmoPayout', username: string | null, phone: string | null, email: string | null }
        | { __typename: 'WisePayout', email: string | null, name: string | null }
       | null } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export type PortalRequestPayoutMutationVariables = Exact<{
  input: ViewerPayoutRequestCreateInput;
}>;


export type PortalRequestPayoutMutation = { viewerPayoutRequestCreate: { payoutRequest: { id: string, number: number, status: PayoutRequestStatus, createdAt: string, amount: { amount: string, currency: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } };

export const AdminRefusalFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AdminRefusalFragment, unknown>;
export const AdminPageInfoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<AdminPageInfoFragment, unknown>;
export const AdminAuditEntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAuditEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"operatorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]} as unknown as DocumentNode<AdminAuditEntryFragment, unknown>;
export const AdminCouponRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCouponRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuidCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"durationType"}},{"kind":"Field","name":{"kind":"Name","value":"durationValue"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionLimit"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminCouponRowFragment, unknown>;
export const AdminPromotionCodeRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPromotionCodeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"firstTimeOrder"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionLimit"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminPromotionCodeRowFragment, unknown>;
export const AdminSettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holdDays"}},{"kind":"Field","name":{"kind":"Name","value":"sale"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cookieLifetime"}},{"kind":"Field","name":{"kind":"Name","value":"linkParameter"}},{"kind":"Field","name":{"kind":"Name","value":"attribution"}},{"kind":"Field","name":{"kind":"Name","value":"fraud"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paidAds"}},{"kind":"Field","name":{"kind":"Name","value":"selfReferral"}},{"kind":"Field","name":{"kind":"Name","value":"velocitySeconds"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"portalSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"approvalRequired"}},{"kind":"Field","name":{"kind":"Name","value":"brandColor"}},{"kind":"Field","name":{"kind":"Name","value":"termsUrl"}}]}}]}}]} as unknown as DocumentNode<AdminSettingsFragment, unknown>;
export const AdminApiKeyRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminApiKeyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<AdminApiKeyRowFragment, unknown>;
export const AdminMemberRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminMemberRowFragment, unknown>;
export const AdminWebhookRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWebhookRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]}}]} as unknown as DocumentNode<AdminWebhookRowFragment, unknown>;
export const ConsoleEventFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}}]} as unknown as DocumentNode<ConsoleEventFragment, unknown>;
export const ConsolePartnerRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePartnerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Partner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}}]}}]} as unknown as DocumentNode<ConsolePartnerRowFragment, unknown>;
export const ConsoleUserErrorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ConsoleUserErrorFragment, unknown>;
export const ConsoleMoneyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<ConsoleMoneyFragment, unknown>;
export const ConsolePayoutRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePayoutRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"gateway"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<ConsolePayoutRowFragment, unknown>;
export const PortalMoneyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortalMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<PortalMoneyFragment, unknown>;
export const PortalPayoutMethodFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortalPayoutMethod"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPalPayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WisePayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VenmoPayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptoPayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletAddress"}},{"kind":"Field","name":{"kind":"Name","value":"network"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManualPayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<PortalPayoutMethodFragment, unknown>;
export const PortalLinkFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortalLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ViewerReferralLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"destinationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PortalLinkFragment, unknown>;
export const AdminAuditEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAuditEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntryFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAuditEntry"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAuditEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"operatorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]} as unknown as DocumentNode<AdminAuditEntriesQuery, AdminAuditEntriesQueryVariables>;
export const AdminAuditEntryRecordedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminAuditEntryRecorded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEntryRecorded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAuditEntry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAuditEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"operatorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]} as unknown as DocumentNode<AdminAuditEntryRecordedSubscription, AdminAuditEntryRecordedSubscriptionVariables>;
export const AdminCouponsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCoupons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCouponRow"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCouponRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuidCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"durationType"}},{"kind":"Field","name":{"kind":"Name","value":"durationValue"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionLimit"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminCouponsQuery, AdminCouponsQueryVariables>;
export const AdminCouponCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCouponCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"by"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"promotionCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPromotionCodeRow"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPromotionCodeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"firstTimeOrder"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionLimit"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminCouponCodesQuery, AdminCouponCodesQueryVariables>;
export const AdminCouponCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCouponCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"couponCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCouponRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRefusal"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCouponRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuidCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"durationType"}},{"kind":"Field","name":{"kind":"Name","value":"durationValue"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionLimit"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AdminCouponCreateMutation, AdminCouponCreateMutationVariables>;
export const AdminCouponUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCouponUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"couponUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCouponRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRefusal"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCouponRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuidCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"durationType"}},{"kind":"Field","name":{"kind":"Name","value":"durationValue"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionLimit"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AdminCouponUpdateMutation, AdminCouponUpdateMutationVariables>;
export const AdminCouponDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCouponDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponDeleteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"couponDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRefusal"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AdminCouponDeleteMutation, AdminCouponDeleteMutationVariables>;
export const AdminPromotionCodeCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminPromotionCodeCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCodeCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotionCodeCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotionCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPromotionCodeRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRefusal"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPromotionCodeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"firstTimeOrder"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionLimit"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AdminPromotionCodeCreateMutation, AdminPromotionCodeCreateMutationVariables>;
export const AdminPromotionCodeDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminPromotionCodeDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCodeDeleteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotionCodeDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRefusal"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AdminPromotionCodeDeleteMutation, AdminPromotionCodeDeleteMutationVariables>;
export const AdminProgramSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProgramSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSettings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holdDays"}},{"kind":"Field","name":{"kind":"Name","value":"sale"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cookieLifetime"}},{"kind":"Field","name":{"kind":"Name","value":"linkParameter"}},{"kind":"Field","name":{"kind":"Name","value":"attribution"}},{"kind":"Field","name":{"kind":"Name","value":"fraud"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paidAds"}},{"kind":"Field","name":{"kind":"Name","value":"selfReferral"}},{"kind":"Field","name":{"kind":"Name","value":"velocitySeconds"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"portalSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"approvalRequired"}},{"kind":"Field","name":{"kind":"Name","value":"brandColor"}},{"kind":"Field","name":{"kind":"Name","value":"termsUrl"}}]}}]}}]} as unknown as DocumentNode<AdminProgramSettingsQuery, AdminProgramSettingsQueryVariables>;
export const AdminProgramUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminProgramUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSettings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRefusal"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holdDays"}},{"kind":"Field","name":{"kind":"Name","value":"sale"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cookieLifetime"}},{"kind":"Field","name":{"kind":"Name","value":"linkParameter"}},{"kind":"Field","name":{"kind":"Name","value":"attribution"}},{"kind":"Field","name":{"kind":"Name","value":"fraud"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paidAds"}},{"kind":"Field","name":{"kind":"Name","value":"selfReferral"}},{"kind":"Field","name":{"kind":"Name","value":"velocitySeconds"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"portalSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"approvalRequired"}},{"kind":"Field","name":{"kind":"Name","value":"brandColor"}},{"kind":"Field","name":{"kind":"Name","value":"termsUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AdminProgramUpdateMutation, AdminProgramUpdateMutationVariables>;
export const AdminApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminApiKeyRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminApiKeyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<AdminApiKeysQuery, AdminApiKeysQueryVariables>;
export const AdminApiKeyCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminApiKeyCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKeyCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeyCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminApiKeyRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRefusal"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminApiKeyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AdminApiKeyCreateMutation, AdminApiKeyCreateMutationVariables>;
export const AdminApiKeyRevokeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminApiKeyRevoke"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKeyRevokeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeyRevoke"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminApiKeyRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRefusal"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminApiKeyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AdminApiKeyRevokeMutation, AdminApiKeyRevokeMutationVariables>;
export const AdminMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMemberRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminMembersQuery, AdminMembersQueryVariables>;
export const AdminMemberInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminMemberInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberInviteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMemberRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRefusal"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AdminMemberInviteMutation, AdminMemberInviteMutationVariables>;
export const AdminMemberRoleUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminMemberRoleUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberRoleUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberRoleUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMemberRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRefusal"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AdminMemberRoleUpdateMutation, AdminMemberRoleUpdateMutationVariables>;
export const AdminMemberRemoveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminMemberRemove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberRemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberRemove"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMemberRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRefusal"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AdminMemberRemoveMutation, AdminMemberRemoveMutationVariables>;
export const AdminWebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminWebhooks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWebhookRow"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWebhookRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]}}]} as unknown as DocumentNode<AdminWebhooksQuery, AdminWebhooksQueryVariables>;
export const AdminWebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminWebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDeliveryFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<AdminWebhookDeliveriesQuery, AdminWebhookDeliveriesQueryVariables>;
export const AdminWebhookCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminWebhookCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWebhookRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signingSecret"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRefusal"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWebhookRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AdminWebhookCreateMutation, AdminWebhookCreateMutationVariables>;
export const AdminWebhookSecretRotateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminWebhookSecretRotate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookSecretRotateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookSecretRotate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWebhookRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signingSecret"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRefusal"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWebhookRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AdminWebhookSecretRotateMutation, AdminWebhookSecretRotateMutationVariables>;
export const AdminWebhookRedeliverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminWebhookRedeliver"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookRedeliverInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookRedeliver"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queuedCount"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRefusal"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AdminWebhookRedeliverMutation, AdminWebhookRedeliverMutationVariables>;
export const AdminWebhookDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminWebhookDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDeleteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRefusal"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AdminWebhookDeleteMutation, AdminWebhookDeleteMutationVariables>;
export const AdminTotpVerifyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminTotpVerify"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OperatorTotpVerifyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operatorTotpVerify"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verified"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freshUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRefusal"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AdminTotpVerifyMutation, AdminTotpVerifyMutationVariables>;
export const ConsoleCapabilitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleCapabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partners"}},{"kind":"Field","name":{"kind":"Name","value":"payouts"}},{"kind":"Field","name":{"kind":"Name","value":"coupons"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleCapabilitiesQuery, ConsoleCapabilitiesQueryVariables>;
export const ConsoleOperatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleOperator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programPublicId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleOperatorQuery, ConsoleOperatorQueryVariables>;
export const ConsoleOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateRangeInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"metric"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramMetric"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"interval"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeInterval"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"totalSignups"}},{"kind":"Field","name":{"kind":"Name","value":"totalPurchases"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaidAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalReward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPartners"}},{"kind":"Field","name":{"kind":"Name","value":"activePartners"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPartners"}},{"kind":"Field","name":{"kind":"Name","value":"rewardsInReview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rewardsUnclaimed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rewardsPaid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clickToSignupConversion"}},{"kind":"Field","name":{"kind":"Name","value":"signupToSaleConversion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeSeries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"metric"},"value":{"kind":"Variable","name":{"kind":"Name","value":"metric"}}},{"kind":"Argument","name":{"kind":"Name","value":"interval"},"value":{"kind":"Variable","name":{"kind":"Name","value":"interval"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleMoney"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<ConsoleOverviewQuery, ConsoleOverviewQueryVariables>;
export const ConsoleRecentEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleRecentEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventType"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleEvent"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}}]} as unknown as DocumentNode<ConsoleRecentEventsQuery, ConsoleRecentEventsQueryVariables>;
export const ConsoleEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ConsoleEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventType"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}}]} as unknown as DocumentNode<ConsoleEventsSubscription, ConsoleEventsSubscriptionVariables>;
export const ConsoleTodayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleToday"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateRangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"totalSignups"}},{"kind":"Field","name":{"kind":"Name","value":"totalPurchases"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleMoney"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<ConsoleTodayQuery, ConsoleTodayQueryVariables>;
export const ConsolePartnersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsolePartners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePartnerRow"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePartnerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Partner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}}]}}]} as unknown as DocumentNode<ConsolePartnersQuery, ConsolePartnersQueryVariables>;
export const ConsolePartnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsolePartner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"by"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePartnerRow"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"referrals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"signups"}},{"kind":"Field","name":{"kind":"Name","value":"salesCount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleMoney"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"commissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notPaid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleMoney"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"default"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePartnerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Partner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<ConsolePartnerQuery, ConsolePartnerQueryVariables>;
export const ConsolePartnerApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsolePartnerApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerApprove"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePartnerRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePartnerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Partner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ConsolePartnerApproveMutation, ConsolePartnerApproveMutationVariables>;
export const ConsolePartnerRejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsolePartnerReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerReject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePartnerRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePartnerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Partner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ConsolePartnerRejectMutation, ConsolePartnerRejectMutationVariables>;
export const ConsolePartnerArchiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsolePartnerArchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerArchive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePartnerRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePartnerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Partner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ConsolePartnerArchiveMutation, ConsolePartnerArchiveMutationVariables>;
export const ConsoleRewardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleRewards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RewardFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<ConsoleRewardsQuery, ConsoleRewardsQueryVariables>;
export const ConsoleRewardsApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRewardsApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewardsApprove"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ConsoleRewardsApproveMutation, ConsoleRewardsApproveMutationVariables>;
export const ConsoleRewardsRejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRewardsReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewardsReject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ConsoleRewardsRejectMutation, ConsoleRewardsRejectMutationVariables>;
export const ConsolePayoutsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsolePayouts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutRequestFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payoutRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePayoutRow"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePayoutRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"gateway"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ConsolePayoutsQuery, ConsolePayoutsQueryVariables>;
export const ConsolePayoutApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsolePayoutApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payoutRequestApprove"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payoutRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePayoutRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePayoutRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"gateway"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ConsolePayoutApproveMutation, ConsolePayoutApproveMutationVariables>;
export const ConsolePayoutRejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsolePayoutReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payoutRequestReject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payoutRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePayoutRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePayoutRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"gateway"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ConsolePayoutRejectMutation, ConsolePayoutRejectMutationVariables>;
export const ConsolePayoutMarkPaidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsolePayoutMarkPaid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payoutRequestMarkPaid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payoutRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePayoutRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePayoutRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"gateway"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ConsolePayoutMarkPaidMutation, ConsolePayoutMarkPaidMutationVariables>;
export const ConsoleTotpVerifyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleTotpVerify"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operatorTotpVerify"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"totpCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verified"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freshUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ConsoleTotpVerifyMutation, ConsoleTotpVerifyMutationVariables>;
export const ConsolePayoutsExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsolePayoutsExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutExportFormat"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payoutRequestsExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"csv"}}]}}]}}]} as unknown as DocumentNode<ConsolePayoutsExportQuery, ConsolePayoutsExportQueryVariables>;
export const PortalViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortalViewer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commissions"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"50"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payouts"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"payoutMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortalPayoutMethod"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payoutBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortalMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"publicId"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"payoutThreshold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortalMoney"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortalLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"signups"}},{"kind":"Field","name":{"kind":"Name","value":"sales"}},{"kind":"Field","name":{"kind":"Name","value":"paidAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortalMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commissionsPending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortalMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commissionsApproved"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortalMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commissionsPaid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortalMoney"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"couponCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commissions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortalMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"payoutRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payouts"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortalMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortalPayoutMethod"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPalPayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WisePayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VenmoPayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptoPayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletAddress"}},{"kind":"Field","name":{"kind":"Name","value":"network"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManualPayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortalMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortalLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ViewerReferralLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"destinationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PortalViewerQuery, PortalViewerQueryVariables>;
export const PortalCreateLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PortalCreateLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ViewerReferralLinkCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerReferralLinkCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referralLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortalLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortalLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ViewerReferralLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"destinationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PortalCreateLinkMutation, PortalCreateLinkMutationVariables>;
export const PortalRenameLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PortalRenameLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ViewerReferralLinkUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerReferralLinkUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referralLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortalLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortalLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ViewerReferralLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"destinationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PortalRenameLinkMutation, PortalRenameLinkMutationVariables>;
export const PortalChartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortalChart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"metric"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerMetric"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"interval"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeInterval"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateRangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeSeries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"metric"},"value":{"kind":"Variable","name":{"kind":"Name","value":"metric"}}},{"kind":"Argument","name":{"kind":"Name","value":"interval"},"value":{"kind":"Variable","name":{"kind":"Name","value":"interval"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortalMoney"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortalMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<PortalChartQuery, PortalChartQueryVariables>;
export const PortalActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PortalActivity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerActivity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<PortalActivitySubscription, PortalActivitySubscriptionVariables>;
export const PortalUpdateAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PortalUpdateAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ViewerUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PortalUpdateAccountMutation, PortalUpdateAccountMutationVariables>;
export const PortalChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PortalChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ViewerPasswordChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerPasswordChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PortalChangePasswordMutation, PortalChangePasswordMutationVariables>;
export const PortalSetPayoutMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PortalSetPayoutMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ViewerPayoutMethodSetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerPayoutMethodSet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"payoutMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortalPayoutMethod"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortalPayoutMethod"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPalPayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WisePayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VenmoPayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptoPayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletAddress"}},{"kind":"Field","name":{"kind":"Name","value":"network"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManualPayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<PortalSetPayoutMethodMutation, PortalSetPayoutMethodMutationVariables>;
export const PortalRequestPayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PortalRequestPayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ViewerPayoutRequestCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerPayoutRequestCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payoutRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortalMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortalMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<PortalRequestPayoutMutation, PortalRequestPayoutMutationVariables>;