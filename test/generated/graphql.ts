/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CommissionOverrideInput = {
  sale?: CommissionRateInput | null | undefined;
  signup?: CommissionRateInput | null | undefined;
};

export type CommissionPeriodInput = {
  /** once, months, years or lifetime */
  type?: string | null | undefined;
  value?: number | null | undefined;
};

export type CommissionRateInput = {
  /** percent or static */
  type?: string | null | undefined;
  /** Percent (0-100), or an amount in the program's currency */
  value?: number | null | undefined;
};

/** Unsent keys keep their value; products and tiers, when sent, replace the lists */
export type CommissionSettingsInput = {
  holdDays?: number | null | undefined;
  period?: CommissionPeriodInput | null | undefined;
  products?: Array<ProductCommissionInput> | null | undefined;
  rounding?: string | null | undefined;
  sale?: CommissionRateInput | null | undefined;
  signup?: CommissionRateInput | null | undefined;
  tiers?: Array<TierCommissionInput> | null | undefined;
};

export type CouponSyncInput = {
  /** stripe, shopify, woocommerce or paddle; must be connected */
  provider?: string | null | undefined;
};

export type CouponUpdateInput = {
  active?: boolean | null | undefined;
  /** Merged into the coupon's; a key sent as null is removed */
  metadata?: unknown;
  name?: string | null | undefined;
  /** The partner its sales are attributed to */
  partner?: PartnerRefInput | null | undefined;
  /** Records a redemption by transaction_key */
  redeem?: boolean | null | undefined;
  /** Only when the coupon has no provider yet (one-way) */
  sync?: CouponSyncInput | null | undefined;
  transactionKey?: string | null | undefined;
};

export type CustomerMetadataInput = {
  dateOfBirth?: string | null | undefined;
};

export type CustomerOptionsInput = {
  /** Referral URL for custom link attribution */
  referralUrl?: string | null | undefined;
};

/** Identifies a customer by key, id or email */
export type CustomerRefInput = {
  email?: string | null | undefined;
  id?: string | null | undefined;
  key?: string | null | undefined;
};

export type CustomerUpdateInput = {
  approved?: boolean | null | undefined;
  customFields?: unknown;
  email?: string | null | undefined;
  /** New key */
  key?: string | null | undefined;
  metadata?: CustomerMetadataInput | null | undefined;
  name?: string | null | undefined;
  surname?: string | null | undefined;
  tags?: Array<string> | null | undefined;
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
  | 'WEBHOOK_DISABLED';

export type FraudSettingsInput = {
  paidAds?: string | null | undefined;
  selfReferral?: string | null | undefined;
  velocitySeconds?: number | null | undefined;
};

export type IntegrationStatus =
  | 'connected'
  | 'disconnected';

/** An answer to a field of the lead form */
export type LeadAnswerInput = {
  /** The id of the lead form's field */
  fieldId: string;
  /** The answer: one value, or several for a multiselect or checkbox field */
  values: Array<string>;
};

/** What happened to a lead */
export type LeadChangeKind =
  /** It was converted into a customer */
  | 'CONVERTED'
  /** It was deleted */
  | 'DELETED'
  /** It was rejected */
  | 'REJECTED'
  /** A partner submitted it */
  | 'SUBMITTED';

/** What a converted lead earns its partner */
export type LeadCommissionInput = {
  /** percent or static */
  type?: string | null | undefined;
  /** The percent, or the amount in the program's currency */
  value?: number | null | undefined;
};

/** The lead to convert, and the sale it became */
export type LeadConvertInput = {
  /** The amount of the sale the lead became, in the program's currency: a percent commission is taken of it */
  commissionTransactionAmount: number;
  /** The lead's global id */
  id: string | number;
};

/** A lead a partner submits */
export type LeadCreateInput = {
  /** Answers to the program's lead form; every required field must be answered */
  answers?: Array<LeadAnswerInput> | null | undefined;
  /** The lead's email address */
  email: string;
  /** The lead's name */
  name: string;
  /** The global id of the partner who submits it */
  partnerId: string | number;
};

/** The lead to delete */
export type LeadDeleteInput = {
  /** The lead's global id */
  id: string | number;
};

/** Which leads a list shows; every field given narrows it */
export type LeadFilter = {
  /** Only leads submitted in this range */
  createdAt?: DateRangeInput | null | undefined;
  /** Only leads this partner submitted (its global id) */
  partnerId?: string | number | null | undefined;
  /** Only leads in one of these statuses */
  statuses?: Array<LeadStatus> | null | undefined;
};

/** A field of the lead form */
export type LeadFormFieldInput = {
  /** The field's id: letters, numbers, dashes and underscores */
  id: string;
  /** The choices of a select, multiselect or checkbox field */
  options?: Array<string> | null | undefined;
  /** The question the form asks */
  question: string;
  /** Whether a lead must answer it */
  required?: boolean | null | undefined;
  /** text, textarea, email, number, select, multiselect or checkbox */
  type?: string | null | undefined;
};

/** The lead to reject */
export type LeadRejectInput = {
  /** The lead's global id */
  id: string | number;
};

/** Where a lead stands */
export type LeadStatus =
  /** Converted into a customer, with the partner's commission */
  | 'CONVERTED'
  /** Rejected by the program */
  | 'REJECTED'
  /** Submitted by a partner: can still be converted or rejected */
  | 'SUBMITTED';

/** Legacy nested form: {partner: {...}, customer: {key, email, ...}} */
export type LegacyCustomerInput = {
  email?: string | null | undefined;
  id?: string | null | undefined;
  key?: string | null | undefined;
  name?: string | null | undefined;
  surname?: string | null | undefined;
  tags?: Array<string> | null | undefined;
};

/** How a list is ordered */
export type ListOrder = {
  /** Which end comes first */
  direction?: OrderDirection;
  /** What to order by */
  field?: ListOrderField;
};

/** What a list can be ordered by */
export type ListOrderField =
  /** The item's creation time (ties broken by its id) */
  | 'CREATED_AT';

export type MilestoneInput = {
  name?: string | null | undefined;
  referrals?: number | null | undefined;
};

export type NewPromotionCodeInput = {
  /** Default: generated */
  code?: string | null | undefined;
  /** Required when limit_to_specific_customer is true */
  couponSpecificCustomers?: PromotionCodeCustomerInput | null | undefined;
  /** Required when limit_to_specific_partner is true */
  couponSpecificPartners?: PromotionCodePartnerInput | null | undefined;
  /** Required when limit_to_specific_subscriber is true */
  couponSpecificSubscribers?: PromotionCodeSubscriberInput | null | undefined;
  expirationDateStatus?: boolean | null | undefined;
  /** Required when expiration_date_status is true */
  expirationDateValue?: string | null | undefined;
  firstTimeOrder?: boolean | null | undefined;
  limitToSpecificCustomer?: boolean | null | undefined;
  limitToSpecificPartner?: boolean | null | undefined;
  limitToSpecificSubscriber?: boolean | null | undefined;
  metadata?: unknown;
  minimumOrderStatus?: boolean | null | undefined;
  /** Required when minimum_order_status is true */
  minimumOrderValue?: number | null | undefined;
  redemptionTimesStatus?: boolean | null | undefined;
  /** Required when redemption_times_status is true */
  redemptionTimesValue?: number | null | undefined;
};

/** The direction of a list's order */
export type OrderDirection =
  /** Oldest (smallest) first */
  | 'ASC'
  /** Newest (largest) first */
  | 'DESC';

/** The partner to archive */
export type PartnerArchiveInput = {
  /** The partner's global id */
  id: string | number;
};

/** A new partner */
export type PartnerCreateInput = {
  /** Whether the program approved the partner */
  approved?: boolean | null | undefined;
  /** The program's own fields (a list) */
  customFields?: unknown;
  /** Email address, unique in the program */
  email: string;
  /** The partner's id in the program; generated when omitted */
  externalId?: string | null | undefined;
  /** The address the partner uses: kept only as a keyed hash; a sale from it is a self-referral */
  ip?: string | null | undefined;
  /** Referral key: unique in the program; generated when omitted */
  key?: string | null | undefined;
  /** First name */
  name?: string | null | undefined;
  /** Generated when omitted; at least 8 characters with a lowercase letter, an uppercase letter and a number */
  password?: string | null | undefined;
  /** The saved payout method */
  payoutGateway?: PayoutGateway | null | undefined;
  /** What that method needs: PayPal email or username, Wise email, Venmo username/phone/email, crypto wallet_address and type */
  payoutSettings?: unknown;
  /** Multi-tier programs: the global id of the partner who referred this one */
  referringPartnerId?: string | number | null | undefined;
  /** Last name */
  surname?: string | null | undefined;
  /** The program's labels for the partner */
  tags?: Array<string> | null | undefined;
  /** Whether the partner accepted the program's terms */
  tos?: boolean | null | undefined;
};

/** The partner to delete */
export type PartnerDeleteInput = {
  /** The partner's global id */
  id: string | number;
};

/** Which partners a list shows; every field given narrows it */
export type PartnerFilter = {
  /** Only partners created in this range */
  createdAt?: DateRangeInput | null | undefined;
  /** Only partners whose external id or key contains this text, or whose email is this one */
  search?: string | null | undefined;
  /** Only partners in one of these statuses (deleted ones only when asked for here) */
  statuses?: Array<PartnerStatus> | null | undefined;
};

/** Whom to invite to sign up */
export type PartnerInviteInput = {
  /** Where the invitation goes */
  email: string;
  /** First name, for the greeting */
  name: string;
  /** Last name */
  surname?: string | null | undefined;
};

/** One way to name a partner: exactly one field */
export type PartnerLookup =
  {   /** Its email address */
  email: string; externalId?: never; id?: never; key?: never; }
  |  { email?: never;   /** Its id in the program */
  externalId: string; id?: never; key?: never; }
  |  { email?: never; externalId?: never;   /** Its global id */
  id: string | number; key?: never; }
  |  { email?: never; externalId?: never; id?: never;   /** Its referral key */
  key: string; };

/** Identifies a partner by one of id, key or email */
export type PartnerRefInput = {
  email?: string | null | undefined;
  id?: string | null | undefined;
  key?: string | null | undefined;
};

/** The partner to restore */
export type PartnerRestoreInput = {
  /** The partner's global id */
  id: string | number;
};

/** A one-off bonus, approved at once, in the program's currency */
export type PartnerRewardInput = {
  /** The bonus in major units of the program's currency */
  amount: number;
  /** When it was earned; now when omitted */
  date?: string | null | undefined;
  /** The partner's global id */
  id: string | number;
  /** Why, for the partner and the books */
  note?: string | null | undefined;
};

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

/** Changes to a partner: the fields given change, the others stay */
export type PartnerUpdateInput = {
  /** Whether the program approved the partner */
  approved?: boolean | null | undefined;
  /** The partner's own rates: a rate given replaces it, null clears it (or, for the whole, all) */
  commission?: CommissionOverrideInput | null | undefined;
  /** The program's own fields (a list) */
  customFields?: unknown;
  /** Email address, unique in the program */
  email?: string | null | undefined;
  /** The partner's global id */
  id: string | number;
  /** The address the partner uses: kept only as a keyed hash; a sale from it is a self-referral */
  ip?: string | null | undefined;
  /** A new referral key (its default link follows) */
  key?: string | null | undefined;
  /** First name */
  name?: string | null | undefined;
  /** A new password */
  password?: string | null | undefined;
  /** The saved payout method */
  payoutGateway?: PayoutGateway | null | undefined;
  /** What that method needs: PayPal email or username, Wise email, Venmo username/phone/email, crypto wallet_address and type */
  payoutSettings?: unknown;
  /** Last name */
  surname?: string | null | undefined;
  /** Replaces the tags; [] clears them */
  tags?: Array<string> | null | undefined;
  /** Whether the partner accepted the program's terms */
  tos?: boolean | null | undefined;
};

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

/** Partner portal settings to change */
export type PortalSettingsInput = {
  /** Whether the embeddable sign-up form is on */
  embeddableFormEnabled?: boolean | null | undefined;
  /** Whether partners can sign in with Google */
  googleLoginEnabled?: boolean | null | undefined;
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
  /** Whether the referral widget is on */
  widgetEnabled?: boolean | null | undefined;
};

export type ProductCommissionInput = {
  productId?: string | null | undefined;
  productType?: string | null | undefined;
  type?: string | null | undefined;
  value?: number | null | undefined;
};

/** What a time series counts */
export type ProgramMetric =
  /** Clicks on referral links */
  | 'CLICKS'
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
  /** last_click or first_click */
  attribution?: string | null | undefined;
  /** The commission rules to change */
  commission?: CommissionSettingsInput | null | undefined;
  /** Flat form of commission.sale.type */
  commissionType?: string | null | undefined;
  /** Flat form of commission.sale.value: percent, or an amount in the program's currency */
  commissionValue?: number | null | undefined;
  /** How many days a referral cookie lasts */
  cookieLifetime?: number | null | undefined;
  /** The fraud rules to change */
  fraud?: FraudSettingsInput | null | undefined;
  /** Ignored: derived from commission.products and commission.tiers */
  hasMultipleCommissions?: boolean | null | undefined;
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
  payoutThreshold?: number | null | undefined;
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

export type PromotionCodeCustomerInput = {
  customerFullName?: string | null | undefined;
  /** The customer's key (or id) */
  id?: string | null | undefined;
};

export type PromotionCodePartnerInput = {
  fullName?: string | null | undefined;
  /** The partner's id */
  id?: string | null | undefined;
};

export type PromotionCodeSubscriberInput = {
  /** The subscriber's id */
  id?: string | null | undefined;
  subscriberFullName?: string | null | undefined;
};

export type PromotionCodeUpdateInput = {
  /** Required when limit_to_specific_partner is true */
  couponSpecificPartners?: PromotionCodePartnerInput | null | undefined;
  limitToSpecificPartner?: boolean | null | undefined;
  /** Merged into the code's; a key sent as null is removed */
  metadata?: unknown;
  /** Records a redemption by transaction_key */
  redeem?: boolean | null | undefined;
  transactionKey?: string | null | undefined;
};

/** What was redeemed */
export type RedemptionKind =
  | 'coupon'
  | 'promotion_code';

export type ReferStatus =
  | 'non_referred'
  | 'referred';

export type ReferralRewardInput = {
  trigger?: string | null | undefined;
  type?: string | null | undefined;
  value?: number | null | undefined;
};

export type ReferralRewardSettingsInput = {
  referred?: ReferralRewardInput | null | undefined;
  referrer?: ReferralRewardInput | null | undefined;
};

/** commission (on a transaction), bonus (one-off), lead, referral (refer-a-friend), milestone (newsletter) */
export type RewardKind =
  | 'bonus'
  | 'commission'
  | 'lead'
  | 'milestone'
  | 'referral';

export type RewardStatus =
  | 'approved'
  | 'in_review'
  | 'paid'
  | 'pending'
  | 'rejected';

/** A new subscriber */
export type SubscriberCreateInput = {
  /** Whether the program approves the subscriber; true when omitted */
  approved?: boolean | null | undefined;
  /** Email address, unique in the program */
  email: string;
  /** The subscriber's id in the program (e.g. the email-service provider's); generated when omitted */
  externalId?: string | null | undefined;
  /** Whether the subscriber agreed to marketing messages */
  marketingConsent?: boolean | null | undefined;
  /** Name */
  name?: string | null | undefined;
  /** The global id of the subscriber who referred this one */
  referringSubscriberId?: string | number | null | undefined;
  /** Where the subscriber stands; ACTIVE when omitted */
  status?: SubscriberStatus | null | undefined;
  /** Whether the subscriber accepted the program's terms */
  tos?: boolean | null | undefined;
};

/** The subscriber to delete */
export type SubscriberDeleteInput = {
  /** The subscriber's global id */
  id: string | number;
};

/** Which subscribers a list shows; every field given narrows it */
export type SubscriberFilter = {
  /** Only subscribers created in this range */
  createdAt?: DateRangeInput | null | undefined;
  /** true: only subscribers another subscriber referred; false: only the others */
  referred?: boolean | null | undefined;
  /** Only subscribers in one of these statuses */
  statuses?: Array<SubscriberStatus> | null | undefined;
};

/** One way to name a subscriber: exactly one field */
export type SubscriberLookup =
  {   /** Its email address */
  email: string; externalId?: never; id?: never; }
  |  { email?: never;   /** Its id in the program */
  externalId: string; id?: never; }
  |  { email?: never; externalId?: never;   /** Its global id */
  id: string | number; };

/** Where a subscriber stands in the newsletter program */
export type SubscriberStatus =
  /** Subscribed: its referrals count */
  | 'ACTIVE'
  /** Refused by the program */
  | 'REJECTED'
  /** Set aside for now */
  | 'SUSPENDED';

/** Changes to a subscriber: the fields given change, the others stay */
export type SubscriberUpdateInput = {
  /** Whether the program approves the subscriber */
  approved?: boolean | null | undefined;
  /** The subscriber's global id */
  id: string | number;
  /** Name */
  name?: string | null | undefined;
  /** Where the subscriber stands */
  status?: SubscriberStatus | null | undefined;
};

export type TierCommissionInput = {
  level?: number | null | undefined;
  type?: string | null | undefined;
  value?: number | null | undefined;
};

/** The length of a time series' intervals (UTC) */
export type TimeInterval =
  /** A day */
  | 'DAY'
  /** A calendar month */
  | 'MONTH'
  /** A week, from Monday */
  | 'WEEK';

/** The buyer by key, id or email; with options.createCustomer, the fields to create it from when it is unknown */
export type TransactionCustomerInput = {
  email?: string | null | undefined;
  id?: string | null | undefined;
  key?: string | null | undefined;
  name?: string | null | undefined;
  /** Affiliate: the new customer's partner */
  partner?: PartnerRefInput | null | undefined;
  /** Refer-a-friend: the new customer's referrer */
  referringCustomer?: CustomerRefInput | null | undefined;
  surname?: string | null | undefined;
};

export type TransactionInput = {
  /** sale (default), signup, refund, or another lowercase action */
  action?: string | null | undefined;
  /** Major units; negative: a refund */
  amount: number;
  /** ISO 4217 code in any letter case (default: the program's currency) */
  amountUnits?: string | null | undefined;
  /** When it happened (ISO 8601 or Unix seconds); default now */
  createdAt?: string | null | undefined;
  credit?: number | null | undefined;
  customer?: TransactionCustomerInput | null | undefined;
  discountAmount?: number | null | undefined;
  /** A partner's coupon or promotion code attributes the sale when the customer has no partner */
  discountCode?: string | null | undefined;
  grossAmount?: number | null | undefined;
  /** false: amount_units is a unit such as points */
  isCurrency?: boolean | null | undefined;
  /** Unique within the program */
  key: string;
  options?: TransactionOptionsInput | null | undefined;
  /** One or more product ids */
  productId?: Array<string> | null | undefined;
  /** One or more product types */
  productType?: Array<string> | null | undefined;
  /** A refund: the refunded sale's key (default: the customer's latest sale with an unrefunded amount) */
  refundOf?: string | null | undefined;
  /** Sets the tier-1 commission directly */
  reward?: number | null | undefined;
  /** false: record it, pay nothing */
  rewardable?: boolean | null | undefined;
};

export type TransactionOptionsInput = {
  /** Create the customer from `customer` when it is not found */
  createCustomer?: boolean | null | undefined;
  /** The buyer's IP address: a sale from the partner's own address is a self-referral; never stored */
  ip?: string | null | undefined;
  /** The URL the buyer came through (paid-ad click ids are a fraud signal) */
  referralUrl?: string | null | undefined;
};

/** Why an input was refused */
export type UserErrorCode =
  /** A field's value is missing, malformed or out of range */
  | 'INVALID'
  /** The record's state does not allow the action */
  | 'NOT_ALLOWED'
  /** A record the input names does not exist in this program */
  | 'NOT_FOUND'
  /** A value that must be unique in the program is in use */
  | 'TAKEN';

export type CouponFieldsFragment = { id: number, name: string, uuidCode: string, active: boolean, couponDiscountType: string, couponDiscountAmount: number, couponDurationType: string, couponDurationValue: number | null, redemptionSpecificDateStatus: boolean, redemptionSpecificDateValue: string | null, redemptionTimesStatus: boolean, redemptionTimesValue: number | null, metadata: unknown, additionalInfo: unknown, timesRedeemed: number, partner: string | null, syncProvider: string | null, createdAt: string, updatedAt: string, deletedAt: string | null };

export type PromotionCodeFieldsFragment = { code: string, couponUuid: string, firstTimeOrder: boolean, limitToSpecificPartner: boolean, couponSpecificPartners: unknown, limitToSpecificCustomer: boolean, couponSpecificCustomers: unknown, limitToSpecificSubscriber: boolean, couponSpecificSubscribers: unknown, minimumOrderStatus: boolean, minimumOrderValue: number | null, expirationDateStatus: boolean, expirationDateValue: string | null, redemptionTimesStatus: boolean, redemptionTimesValue: number | null, metadata: unknown, additionalInfo: unknown, timesRedeemed: number, createdAt: string, updatedAt: string };

export type CouponCreateMutationVariables = Exact<{
  uuidCode?: string | null | undefined;
  type?: string | null | undefined;
  amount?: number | null | undefined;
  duration?: string | null | undefined;
  durationValue?: number | null | undefined;
  codes?: Array<NewPromotionCodeInput> | NewPromotionCodeInput | null | undefined;
  metadata?: unknown;
  sync?: CouponSyncInput | null | undefined;
}>;


export type CouponCreateMutation = { createCoupon: { message: string, synchronizationEnabled: boolean, synchronizationSuccessful: boolean, synchronizationMessage: string, data: { id: number, name: string, uuidCode: string, active: boolean, couponDiscountType: string, couponDiscountAmount: number, couponDurationType: string, couponDurationValue: number | null, redemptionSpecificDateStatus: boolean, redemptionSpecificDateValue: string | null, redemptionTimesStatus: boolean, redemptionTimesValue: number | null, metadata: unknown, additionalInfo: unknown, timesRedeemed: number, partner: string | null, syncProvider: string | null, createdAt: string, updatedAt: string, deletedAt: string | null } } };

export type CouponUpdateMutationVariables = Exact<{
  uuidCode: string;
  update: CouponUpdateInput;
}>;


export type CouponUpdateMutation = { updateCoupon: { message: string, redemption: string | null, data: { id: number, name: string, uuidCode: string, active: boolean, couponDiscountType: string, couponDiscountAmount: number, couponDurationType: string, couponDurationValue: number | null, redemptionSpecificDateStatus: boolean, redemptionSpecificDateValue: string | null, redemptionTimesStatus: boolean, redemptionTimesValue: number | null, metadata: unknown, additionalInfo: unknown, timesRedeemed: number, partner: string | null, syncProvider: string | null, createdAt: string, updatedAt: string, deletedAt: string | null } } };

export type CouponRedeemMutationVariables = Exact<{
  uuidCode: string;
  transactionKey: string;
}>;


export type CouponRedeemMutation = { redeemCoupon: { redemption: string | null, data: { id: number, name: string, uuidCode: string, active: boolean, couponDiscountType: string, couponDiscountAmount: number, couponDurationType: string, couponDurationValue: number | null, redemptionSpecificDateStatus: boolean, redemptionSpecificDateValue: string | null, redemptionTimesStatus: boolean, redemptionTimesValue: number | null, metadata: unknown, additionalInfo: unknown, timesRedeemed: number, partner: string | null, syncProvider: string | null, createdAt: string, updatedAt: string, deletedAt: string | null } } };

export type CouponDeleteMutationVariables = Exact<{
  uuidCode: string;
}>;


export type CouponDeleteMutation = { deleteCoupon: { message: string, data: { uuidCode: string, deletedAt: string | null } } };

export type CouponOneQueryVariables = Exact<{
  uuidCode: string;
}>;


export type CouponOneQuery = { coupon: { id: number, name: string, uuidCode: string, active: boolean, couponDiscountType: string, couponDiscountAmount: number, couponDurationType: string, couponDurationValue: number | null, redemptionSpecificDateStatus: boolean, redemptionSpecificDateValue: string | null, redemptionTimesStatus: boolean, redemptionTimesValue: number | null, metadata: unknown, additionalInfo: unknown, timesRedeemed: number, partner: string | null, syncProvider: string | null, createdAt: string, updatedAt: string, deletedAt: string | null, promotionCodes: { totalCount: number, edges: Array<{ node: { code: string } }> } } };

export type CouponsPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  active?: boolean | null | undefined;
}>;


export type CouponsPageQuery = { coupons: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { uuidCode: string, active: boolean } }> } };

export type PromotionCodeCreateMutationVariables = Exact<{
  couponUuid?: string | null | undefined;
  code?: string | null | undefined;
  limitToSpecificPartner?: boolean | null | undefined;
  couponSpecificPartners?: PromotionCodePartnerInput | null | undefined;
}>;


export type PromotionCodeCreateMutation = { createPromotionCode: { message: string, data: { code: string, couponUuid: string, firstTimeOrder: boolean, limitToSpecificPartner: boolean, couponSpecificPartners: unknown, limitToSpecificCustomer: boolean, couponSpecificCustomers: unknown, limitToSpecificSubscriber: boolean, couponSpecificSubscribers: unknown, minimumOrderStatus: boolean, minimumOrderValue: number | null, expirationDateStatus: boolean, expirationDateValue: string | null, redemptionTimesStatus: boolean, redemptionTimesValue: number | null, metadata: unknown, additionalInfo: unknown, timesRedeemed: number, createdAt: string, updatedAt: string } } };

export type PromotionCodeCreateByCouponIdMutationVariables = Exact<{
  couponId: string;
  code?: string | null | undefined;
}>;


export type PromotionCodeCreateByCouponIdMutation = { createPromotionCode: { message: string, data: { code: string, couponUuid: string } } };

export type PromotionCodeUpdateMutationVariables = Exact<{
  code: string;
  update: PromotionCodeUpdateInput;
}>;


export type PromotionCodeUpdateMutation = { updatePromotionCode: { message: string, redemption: string | null, data: { code: string, couponUuid: string, firstTimeOrder: boolean, limitToSpecificPartner: boolean, couponSpecificPartners: unknown, limitToSpecificCustomer: boolean, couponSpecificCustomers: unknown, limitToSpecificSubscriber: boolean, couponSpecificSubscribers: unknown, minimumOrderStatus: boolean, minimumOrderValue: number | null, expirationDateStatus: boolean, expirationDateValue: string | null, redemptionTimesStatus: boolean, redemptionTimesValue: number | null, metadata: unknown, additionalInfo: unknown, timesRedeemed: number, createdAt: string, updatedAt: string } } };

export type PromotionCodeRedeemMutationVariables = Exact<{
  code: string;
  transactionKey: string;
}>;


export type PromotionCodeRedeemMutation = { redeemPromotionCode: { redemption: string | null, data: { code: string, timesRedeemed: number, additionalInfo: unknown } } };

export type PromotionCodeDeleteMutationVariables = Exact<{
  code: string;
  uuidCode?: string | null | undefined;
}>;


export type PromotionCodeDeleteMutation = { deletePromotionCode: { message: string, data: { code: string } } };

export type PromotionCodeOneQueryVariables = Exact<{
  code: string;
}>;


export type PromotionCodeOneQuery = { promotionCode: { code: string, couponUuid: string, firstTimeOrder: boolean, limitToSpecificPartner: boolean, couponSpecificPartners: unknown, limitToSpecificCustomer: boolean, couponSpecificCustomers: unknown, limitToSpecificSubscriber: boolean, couponSpecificSubscribers: unknown, minimumOrderStatus: boolean, minimumOrderValue: number | null, expirationDateStatus: boolean, expirationDateValue: string | null, redemptionTimesStatus: boolean, redemptionTimesValue: number | null, metadata: unknown, additionalInfo: unknown, timesRedeemed: number, createdAt: string, updatedAt: string } };

export type PromotionCodesPageQueryVariables = Exact<{
  couponUuid?: string | null | undefined;
}>;


export type PromotionCodesPageQuery = { promotionCodes: { totalCount: number, edges: Array<{ node: { code: string, couponUuid: string } }> } };

export type RedemptionFeedSubscriptionVariables = Exact<{
  couponUuidCode?: string | null | undefined;
}>;


export type RedemptionFeedSubscription = { redemptionRecorded: { kind: RedemptionKind, code: string, couponUuidCode: string, transactionKey: string, partner: string | null, timesRedeemed: number, redeemedAt: string, resource: unknown } };

export type CustomerReferralLinkFieldsFragment = { id: string, key: string, url: string, default: boolean, isAdditional: boolean, directTracking: boolean, directTrackingRedirect: boolean, directTrackingRedirectUrl: string | null, customer: { id: string, key: string, email: string | null } };

export type CustomerReferralLinkFindQueryVariables = Exact<{
  id?: string | null | undefined;
  key?: string | null | undefined;
  customer?: CustomerRefInput | null | undefined;
}>;


export type CustomerReferralLinkFindQuery = { customerReferralLink: { id: string, key: string, url: string, default: boolean, isAdditional: boolean, directTracking: boolean, directTrackingRedirect: boolean, directTrackingRedirectUrl: string | null, customer: { id: string, key: string, email: string | null } } };

export type CustomerReferralLinkListQueryVariables = Exact<{
  id: string;
}>;


export type CustomerReferralLinkListQuery = { customerReferralLinks: Array<{ id: string, key: string, url: string, default: boolean, isAdditional: boolean, directTracking: boolean, directTrackingRedirect: boolean, directTrackingRedirectUrl: string | null, customer: { id: string, key: string, email: string | null } }> };

export type CustomerReferralLinkCreateMutationVariables = Exact<{
  customer: CustomerRefInput;
  key?: string | null | undefined;
  destinationUrl?: string | null | undefined;
  isAdditional?: boolean | null | undefined;
}>;


export type CustomerReferralLinkCreateMutation = { createCustomerReferralLink: { id: string, key: string, url: string, default: boolean, isAdditional: boolean, directTracking: boolean, directTrackingRedirect: boolean, directTrackingRedirectUrl: string | null, customer: { id: string, key: string, email: string | null } } };

export type CustomerReferralLinkUpdateMutationVariables = Exact<{
  id: string;
  key: string;
}>;


export type CustomerReferralLinkUpdateMutation = { updateCustomerReferralLink: { id: string, key: string, url: string, default: boolean, isAdditional: boolean, directTracking: boolean, directTrackingRedirect: boolean, directTrackingRedirectUrl: string | null, customer: { id: string, key: string, email: string | null } } };

export type CustomerReferralLinkDeleteMutationVariables = Exact<{
  id: string;
}>;


export type CustomerReferralLinkDeleteMutation = { deleteCustomerReferralLink: boolean };

export type CustomerFieldsFragment = { key: string, id: string, partner: string | null, deleted: boolean, name: string, surname: string, email: string | null, status: string, approved: boolean, referralsCount: number, referralLink: string | null, referralLinks: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, tags: Array<{ value: string }>, referringCustomer: { id: string, key: string, email: string | null } | null, metadata: { dateOfBirth: string | null } };

export type CustomersPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  orderBy?: ListOrder | null | undefined;
  partner?: PartnerRefInput | null | undefined;
  partnerKey?: string | null | undefined;
  partnerEmail?: string | null | undefined;
  referStatus?: ReferStatus | null | undefined;
}>;


export type CustomersPageQuery = { customers: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { key: string, id: string, partner: string | null, deleted: boolean, name: string, surname: string, email: string | null, status: string, approved: boolean, referralsCount: number, referralLink: string | null, referralLinks: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, tags: Array<{ value: string }>, referringCustomer: { id: string, key: string, email: string | null } | null, metadata: { dateOfBirth: string | null } } }> } };

export type CustomerOneQueryVariables = Exact<{
  id?: string | null | undefined;
  key?: string | null | undefined;
  email?: string | null | undefined;
}>;


export type CustomerOneQuery = { customer: { key: string, id: string, partner: string | null, deleted: boolean, name: string, surname: string, email: string | null, status: string, approved: boolean, referralsCount: number, referralLink: string | null, referralLinks: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, tags: Array<{ value: string }>, referringCustomer: { id: string, key: string, email: string | null } | null, metadata: { dateOfBirth: string | null } } };

export type CustomerCreateMutationVariables = Exact<{
  key?: string | null | undefined;
  id?: string | null | undefined;
  email?: string | null | undefined;
  name?: string | null | undefined;
  surname?: string | null | undefined;
  tags?: Array<string> | string | null | undefined;
  metadata?: CustomerMetadataInput | null | undefined;
  partner?: PartnerRefInput | null | undefined;
  referringCustomer?: CustomerRefInput | null | undefined;
  options?: CustomerOptionsInput | null | undefined;
  customer?: LegacyCustomerInput | null | undefined;
}>;


export type CustomerCreateMutation = { createCustomer: { key: string, id: string, partner: string | null, deleted: boolean, name: string, surname: string, email: string | null, status: string, approved: boolean, referralsCount: number, referralLink: string | null, referralLinks: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, tags: Array<{ value: string }>, referringCustomer: { id: string, key: string, email: string | null } | null, metadata: { dateOfBirth: string | null } } };

export type CustomerUpdateMutationVariables = Exact<{
  id?: string | null | undefined;
  key?: string | null | undefined;
  email?: string | null | undefined;
  update: CustomerUpdateInput;
}>;


export type CustomerUpdateMutation = { updateCustomer: { key: string, id: string, partner: string | null, deleted: boolean, name: string, surname: string, email: string | null, status: string, approved: boolean, referralsCount: number, referralLink: string | null, referralLinks: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, tags: Array<{ value: string }>, referringCustomer: { id: string, key: string, email: string | null } | null, metadata: { dateOfBirth: string | null } } };

export type CustomerDeleteMutationVariables = Exact<{
  id?: string | null | undefined;
  key?: string | null | undefined;
  email?: string | null | undefined;
}>;


export type CustomerDeleteMutation = { deleteCustomer: boolean };

export type CustomerArchiveMutationVariables = Exact<{
  id: string;
}>;


export type CustomerArchiveMutation = { archiveCustomer: { key: string, deleted: boolean, deletedAt: string | null, status: string } };

export type CustomerRestoreMutationVariables = Exact<{
  id: string;
}>;


export type CustomerRestoreMutation = { restoreCustomer: { key: string, deleted: boolean, deletedAt: string | null, status: string } };

export type CustomerStatsOfQueryVariables = Exact<{
  id: string;
}>;


export type CustomerStatsOfQuery = { customerStats: { referrals: number, clicks: number, referralLink: string, rewards: Array<{ currency: string, amount: number }>, shareLinks: { facebook: string, twitter: string, linkedin: string, whatsapp: string, email: string } } };

export type CustomerReferralsOfQueryVariables = Exact<{
  id: string;
}>;


export type CustomerReferralsOfQuery = { customerReferrals: Array<{ key: string, id: string, email: string | null, referringCustomer: { key: string } | null }> };

export type CustomerTransactionsOfQueryVariables = Exact<{
  id: string;
}>;


export type CustomerTransactionsOfQuery = { customerTransactions: Array<{ key: string, action: string, amount: number, amountUnits: string, customerKey: string | null }> };

export type CustomerBalanceOfQueryVariables = Exact<{
  id: string;
}>;


export type CustomerBalanceOfQuery = { customerBalance: Array<{ amount: number, amountUnits: string, isCurrency: boolean }> };

export type CustomerCreditMutationVariables = Exact<{
  id: string;
  amount: number;
  amountUnits: string;
  isCurrency: boolean;
}>;


export type CustomerCreditMutation = { creditCustomer: { id: string, amount: number, amountUnits: string, isCurrency: boolean, balance: Array<{ amount: number, amountUnits: string, isCurrency: boolean }> } };

export type CustomerInviteMutationVariables = Exact<{
  email: string;
  name?: string | null | undefined;
  personalization?: unknown;
}>;


export type CustomerInviteMutation = { inviteCustomer: { email: string, name: string, sent: boolean, sentAt: string } };

export type ProgramEventsSubscriptionVariables = Exact<{
  types?: Array<EventType> | EventType | null | undefined;
  partnerId?: string | number | null | undefined;
  after?: string | number | null | undefined;
}>;


export type ProgramEventsSubscription = { events: { id: string, resourceType: string, resourceId: string, payload: unknown, createdAt: string, type: string, eventType: EventType, node:
      | { __typename: 'Lead', number: number, id: string }
      | { __typename: 'Partner', externalId: string, status: PartnerStatus, id: string }
      | { __typename: 'Program', id: string }
      | { __typename: 'Subscriber', externalId: string, id: string }
     | null } };

export type IntegrationFieldsFragment = { provider: string, status: IntegrationStatus, connectedAt: string, updatedAt: string, settings: unknown };

export type IntegrationListQueryVariables = Exact<{ [key: string]: never; }>;


export type IntegrationListQuery = { integrations: Array<{ provider: string, status: IntegrationStatus, connectedAt: string, updatedAt: string, settings: unknown }> };

export type IntegrationConnectMutationVariables = Exact<{
  provider: string;
  secretKey?: string | null | undefined;
  shopDomain?: string | null | undefined;
  accessToken?: string | null | undefined;
  storeUrl?: string | null | undefined;
  consumerKey?: string | null | undefined;
  consumerSecret?: string | null | undefined;
  apiKey?: string | null | undefined;
  environment?: string | null | undefined;
}>;


export type IntegrationConnectMutation = { connectIntegration: { provider: string, status: IntegrationStatus, connectedAt: string, updatedAt: string, settings: unknown } };

export type IntegrationDisconnectMutationVariables = Exact<{
  provider: string;
}>;


export type IntegrationDisconnectMutation = { disconnectIntegration: { provider: string, status: IntegrationStatus, connectedAt: string, updatedAt: string, settings: unknown } };

export type LeadFieldsFragment = { id: string, number: number, status: LeadStatus, createdAt: string, canBeConverted: boolean, canBeRejected: boolean, leadInfo: { name: string, email: string | null }, partner: { id: string, externalId: string, email: string }, customer: { key: string, name: string, email: string | null } | null, submissionForm: Array<{ question: string, answer: string }>, answers: Array<{ fieldId: string, question: string | null, values: Array<string> }> };

export type LeadUserErrorsFragment = { field: Array<string> | null, message: string, code: UserErrorCode };

export type LeadDetailsFieldsFragment = { currency: string, form: Array<{ id: string, question: string, type: string, required: boolean, options: Array<string> }>, commission: { type: string, value: number } };

export type LeadSettingsUpdateMutationVariables = Exact<{
  form?: Array<LeadFormFieldInput> | LeadFormFieldInput | null | undefined;
  commission?: LeadCommissionInput | null | undefined;
}>;


export type LeadSettingsUpdateMutation = { updateLeadSettings: { currency: string, form: Array<{ id: string, question: string, type: string, required: boolean, options: Array<string> }>, commission: { type: string, value: number } } };

export type LeadDetailsOfQueryVariables = Exact<{ [key: string]: never; }>;


export type LeadDetailsOfQuery = { leadDetails: { currency: string, form: Array<{ id: string, question: string, type: string, required: boolean, options: Array<string> }>, commission: { type: string, value: number } } };

export type LeadsPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  orderBy?: ListOrder | null | undefined;
  filter?: LeadFilter | null | undefined;
}>;


export type LeadsPageQuery = { leads: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, number: number, status: LeadStatus, createdAt: string, canBeConverted: boolean, canBeRejected: boolean, leadInfo: { name: string, email: string | null }, partner: { id: string, externalId: string, email: string }, customer: { key: string, name: string, email: string | null } | null, submissionForm: Array<{ question: string, answer: string }>, answers: Array<{ fieldId: string, question: string | null, values: Array<string> }> } }> } };

export type LeadOneQueryVariables = Exact<{
  id: string | number;
}>;


export type LeadOneQuery = { lead: { id: string, number: number, status: LeadStatus, createdAt: string, canBeConverted: boolean, canBeRejected: boolean, leadInfo: { name: string, email: string | null }, partner: { id: string, externalId: string, email: string }, customer: { key: string, name: string, email: string | null } | null, submissionForm: Array<{ question: string, answer: string }>, answers: Array<{ fieldId: string, question: string | null, values: Array<string> }> } | null };

export type LeadNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type LeadNodeQuery = { node:
    | { __typename: 'Lead', number: number, status: LeadStatus, id: string }
    | { __typename: 'Partner', id: string }
    | { __typename: 'Program', id: string }
    | { __typename: 'Subscriber', id: string }
   | null };

export type LeadCreateMutationVariables = Exact<{
  input: LeadCreateInput;
}>;


export type LeadCreateMutation = { leadCreate: { lead: { id: string, number: number, status: LeadStatus, createdAt: string, canBeConverted: boolean, canBeRejected: boolean, leadInfo: { name: string, email: string | null }, partner: { id: string, externalId: string, email: string }, customer: { key: string, name: string, email: string | null } | null, submissionForm: Array<{ question: string, answer: string }>, answers: Array<{ fieldId: string, question: string | null, values: Array<string> }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type LeadConvertMutationVariables = Exact<{
  input: LeadConvertInput;
}>;


export type LeadConvertMutation = { leadConvert: { lead: { id: string, number: number, status: LeadStatus, createdAt: string, canBeConverted: boolean, canBeRejected: boolean, leadInfo: { name: string, email: string | null }, partner: { id: string, externalId: string, email: string }, customer: { key: string, name: string, email: string | null } | null, submissionForm: Array<{ question: string, answer: string }>, answers: Array<{ fieldId: string, question: string | null, values: Array<string> }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type LeadRejectMutationVariables = Exact<{
  input: LeadRejectInput;
}>;


export type LeadRejectMutation = { leadReject: { lead: { id: string, number: number, status: LeadStatus, createdAt: string, canBeConverted: boolean, canBeRejected: boolean, leadInfo: { name: string, email: string | null }, partner: { id: string, externalId: string, email: string }, customer: { key: string, name: string, email: string | null } | null, submissionForm: Array<{ question: string, answer: string }>, answers: Array<{ fieldId: string, question: string | null, values: Array<string> }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type LeadDeleteMutationVariables = Exact<{
  input: LeadDeleteInput;
}>;


export type LeadDeleteMutation = { leadDelete: { deletedId: string | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type LeadFeedSubscriptionVariables = Exact<{
  changes?: Array<LeadChangeKind> | LeadChangeKind | null | undefined;
}>;


export type LeadFeedSubscription = { leadChanged: { change: LeadChangeKind, leadId: string, number: number, status: LeadStatus, at: string, lead: { id: string, number: number, status: LeadStatus, canBeConverted: boolean, partner: { externalId: string } } | null } };

export type PartnerChainDepth11QueryVariables = Exact<{
  id: string;
}>;


export type PartnerChainDepth11Query = { partner: { referringPartner: { referringPartner: { referringPartner: { referringPartner: { referringPartner: { referringPartner: { referringPartner: { referringPartner: { referringPartner: { id: string } | null } | null } | null } | null } | null } | null } | null } | null } | null } | null };

export type PartnerChainDepth10QueryVariables = Exact<{
  id: string;
}>;


export type PartnerChainDepth10Query = { partner: { externalId: string, referringPartner: { referringPartner: { referringPartner: { referringPartner: { referringPartner: { referringPartner: { referringPartner: { referringPartner: { id: string } | null } | null } | null } | null } | null } | null } | null } | null } | null };

export type PartnerCreateBriefMutationVariables = Exact<{
  email: string;
  customFields?: unknown;
}>;


export type PartnerCreateBriefMutation = { partnerCreate: { partner: { id: string, email: string } | null } };

export type PartnerFieldsFragment = { id: string, externalId: string, key: string, email: string, name: string, surname: string, tos: boolean, approved: boolean, status: PartnerStatus, tags: Array<string>, customFields: unknown, payoutGateway: PayoutGateway | null, referralLink: string | null, referralsCount: number, createdAt: string, updatedAt: string };

export type UserErrorFieldsFragment = { field: Array<string> | null, message: string, code: UserErrorCode };

export type PartnerCreateMutationVariables = Exact<{
  input: PartnerCreateInput;
}>;


export type PartnerCreateMutation = { partnerCreate: { partner: { id: string, externalId: string, key: string, email: string, name: string, surname: string, tos: boolean, approved: boolean, status: PartnerStatus, tags: Array<string>, customFields: unknown, payoutGateway: PayoutGateway | null, referralLink: string | null, referralsCount: number, createdAt: string, updatedAt: string, referralLinks: Array<{ id: string, key: string, url: string, default: boolean, isAdditional: boolean }>, referringPartner: { id: string, externalId: string, key: string, email: string } | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type PartnerInviteMutationVariables = Exact<{
  input: PartnerInviteInput;
}>;


export type PartnerInviteMutation = { partnerInvite: { invitation: { email: string, name: string, surname: string, signupUrl: string | null, sent: boolean, sentAt: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type PartnerListQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  orderBy?: ListOrder | null | undefined;
  filter?: PartnerFilter | null | undefined;
}>;


export type PartnerListQuery = { partners: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, externalId: string, key: string, email: string, status: PartnerStatus } }> } };

export type PartnerListNestedQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type PartnerListNestedQuery = { partners: { totalCount: number, edges: Array<{ node: { id: string, externalId: string, email: string, referralLinks: Array<{ id: string, key: string, url: string, default: boolean }>, referringPartner: { id: string, externalId: string, email: string } | null } }> } };

export type PartnerFindQueryVariables = Exact<{
  by: PartnerLookup;
}>;


export type PartnerFindQuery = { partner: { id: string, externalId: string, key: string, email: string, name: string, surname: string, tos: boolean, approved: boolean, status: PartnerStatus, tags: Array<string>, customFields: unknown, payoutGateway: PayoutGateway | null, referralLink: string | null, referralsCount: number, createdAt: string, updatedAt: string, referrals: { clicks: number, signups: number, salesCount: number, paidAccounts: number, revenue: Array<{ currency: string, amount: number }> }, commissions: { paid: Array<{ currency: string, amount: number }>, pending: Array<{ currency: string, amount: number }>, notPaid: Array<{ currency: string, amount: number }> }, referralLinks: Array<{ id: string, key: string, url: string, default: boolean, isAdditional: boolean, directTracking: boolean }>, referringPartner: { id: string, externalId: string, key: string, email: string } | null } | null };

export type PartnerNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type PartnerNodeQuery = { node:
    | { id: string }
    | { externalId: string, email: string, status: PartnerStatus, id: string }
    | { id: string }
    | { id: string }
   | null };

export type PartnerUpdateMutationVariables = Exact<{
  input: PartnerUpdateInput;
}>;


export type PartnerUpdateMutation = { partnerUpdate: { partner: { id: string, externalId: string, key: string, email: string, name: string, surname: string, tos: boolean, approved: boolean, status: PartnerStatus, tags: Array<string>, customFields: unknown, payoutGateway: PayoutGateway | null, referralLink: string | null, referralsCount: number, createdAt: string, updatedAt: string, referralLinks: Array<{ id: string, key: string, default: boolean }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type PartnerDeleteMutationVariables = Exact<{
  input: PartnerDeleteInput;
}>;


export type PartnerDeleteMutation = { partnerDelete: { deletedId: string | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type PartnerArchiveMutationVariables = Exact<{
  input: PartnerArchiveInput;
}>;


export type PartnerArchiveMutation = { partnerArchive: { partner: { id: string, status: PartnerStatus } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type PartnerRestoreMutationVariables = Exact<{
  input: PartnerRestoreInput;
}>;


export type PartnerRestoreMutation = { partnerRestore: { partner: { id: string, status: PartnerStatus } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type PartnerRewardMutationVariables = Exact<{
  input: PartnerRewardInput;
}>;


export type PartnerRewardMutation = { partnerReward: { reward: { key: string, status: RewardStatus, amount: number, note: string, createdAt: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type KeyCheckQueryVariables = Exact<{ [key: string]: never; }>;


export type KeyCheckQuery = { test: { program: { id: string, number: number, publicId: string, name: string, type: ProgramType } } };

export type ProgramFiguresQueryVariables = Exact<{
  range?: DateRangeInput | null | undefined;
  metric: ProgramMetric;
  interval: TimeInterval;
}>;


export type ProgramFiguresQuery = { program: { program: { id: string, number: number, publicId: string, name: string, type: ProgramType, currency: string }, programSettings: { cookieLifetime: number, commissionValue: number, commissionType: string }, stats: { totalPartners: number, totalPurchases: number, totalSignups: number, totalRevenue: Array<{ amount: number, currency: string }> }, timeSeries: Array<{ start: string, count: number, amount: { amount: number, currency: string } | null }> } };

export type ProgramNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type ProgramNodeQuery = { node:
    | { __typename: 'Lead', id: string }
    | { __typename: 'Partner', id: string }
    | { __typename: 'Program', number: number, name: string, id: string }
    | { __typename: 'Subscriber', id: string }
   | null };

export type ProgramUpdateMutationVariables = Exact<{
  input: ProgramUpdateInput;
}>;


export type ProgramUpdateMutation = { programUpdate: { program: { program: { id: string, name: string, website: string }, programSettings: { cookieLifetime: number, commissionValue: number, commission: { sale: { type: string, value: number } } } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type ReferralLinkFieldsFragment = { id: string, key: string, url: string, default: boolean, isAdditional: boolean, directTracking: boolean, directTrackingRedirect: boolean, directTrackingRedirectUrl: string | null };

export type ReferralLinkFindQueryVariables = Exact<{
  id?: string | null | undefined;
  key?: string | null | undefined;
  partner?: PartnerRefInput | null | undefined;
}>;


export type ReferralLinkFindQuery = { referralLink: { id: string, key: string, url: string, default: boolean, isAdditional: boolean, directTracking: boolean, directTrackingRedirect: boolean, directTrackingRedirectUrl: string | null, partner: { externalId: string, key: string } | null } };

export type ReferralLinkCreateMutationVariables = Exact<{
  partner: PartnerRefInput;
  key?: string | null | undefined;
  destinationUrl?: string | null | undefined;
  isAdditional?: boolean | null | undefined;
}>;


export type ReferralLinkCreateMutation = { createReferralLink: { id: string, key: string, url: string, default: boolean, isAdditional: boolean, directTracking: boolean, directTrackingRedirect: boolean, directTrackingRedirectUrl: string | null } };

export type ReferralLinkUpdateMutationVariables = Exact<{
  id: string;
  key: string;
}>;


export type ReferralLinkUpdateMutation = { updateReferralLink: { id: string, key: string, url: string, default: boolean, isAdditional: boolean, directTracking: boolean, directTrackingRedirect: boolean, directTrackingRedirectUrl: string | null } };

export type ReferralLinkDeleteMutationVariables = Exact<{
  id: string;
}>;


export type ReferralLinkDeleteMutation = { deleteReferralLink: boolean };

export type RewardFieldsFragment = { key: string, kind: RewardKind, action: string, status: RewardStatus, amount: number, amountUnits: string, isCurrency: boolean, partner: string | null, customer: string | null, subscriber: string | null, transaction: string | null, tier: number, reviewReason: string | null, holdUntil: string | null, approvedAt: string | null, rejectedAt: string | null, paidAt: string | null, createdAt: string, productTypeData: { productId: string | null, productType: string | null } };

export type RewardsPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  orderBy?: ListOrder | null | undefined;
  status?: RewardStatus | null | undefined;
  kind?: RewardKind | null | undefined;
  partner?: PartnerRefInput | null | undefined;
  customerKey?: string | null | undefined;
  subscriberId?: string | null | undefined;
  transactionKey?: string | null | undefined;
}>;


export type RewardsPageQuery = { rewards: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { key: string, kind: RewardKind, action: string, status: RewardStatus, amount: number, amountUnits: string, isCurrency: boolean, partner: string | null, customer: string | null, subscriber: string | null, transaction: string | null, tier: number, reviewReason: string | null, holdUntil: string | null, approvedAt: string | null, rejectedAt: string | null, paidAt: string | null, createdAt: string, productTypeData: { productId: string | null, productType: string | null } } }> } };

export type RewardOneQueryVariables = Exact<{
  key: string;
}>;


export type RewardOneQuery = { reward: { key: string, kind: RewardKind, action: string, status: RewardStatus, amount: number, amountUnits: string, isCurrency: boolean, partner: string | null, customer: string | null, subscriber: string | null, transaction: string | null, tier: number, reviewReason: string | null, holdUntil: string | null, approvedAt: string | null, rejectedAt: string | null, paidAt: string | null, createdAt: string, productTypeData: { productId: string | null, productType: string | null } } };

export type RewardApproveMutationVariables = Exact<{
  key: string;
}>;


export type RewardApproveMutation = { approveReward: { key: string, kind: RewardKind, action: string, status: RewardStatus, amount: number, amountUnits: string, isCurrency: boolean, partner: string | null, customer: string | null, subscriber: string | null, transaction: string | null, tier: number, reviewReason: string | null, holdUntil: string | null, approvedAt: string | null, rejectedAt: string | null, paidAt: string | null, createdAt: string, productTypeData: { productId: string | null, productType: string | null } } };

export type RewardRejectMutationVariables = Exact<{
  key: string;
  reason?: string | null | undefined;
}>;


export type RewardRejectMutation = { rejectReward: { key: string, kind: RewardKind, action: string, status: RewardStatus, amount: number, amountUnits: string, isCurrency: boolean, partner: string | null, customer: string | null, subscriber: string | null, transaction: string | null, tier: number, reviewReason: string | null, holdUntil: string | null, approvedAt: string | null, rejectedAt: string | null, paidAt: string | null, createdAt: string, productTypeData: { productId: string | null, productType: string | null } } };

export type PartnersWithRewardsQueryVariables = Exact<{
  first?: number | null | undefined;
  status?: RewardStatus | null | undefined;
}>;


export type PartnersWithRewardsQuery = { partners: { edges: Array<{ node: { externalId: string, rewards: Array<{ key: string, status: RewardStatus, amount: number }> } }> } };

export type CustomerRewardsQueryVariables = Exact<{
  key: string;
}>;


export type CustomerRewardsQuery = { customer: { key: string, rewards: Array<{ key: string, status: RewardStatus, amount: number }> } };

export type SubscriberRewardsQueryVariables = Exact<{
  id: string;
}>;


export type SubscriberRewardsQuery = { subscriber: { id: string, reward: Array<{ id: string, name: string, referrals: number | null, status: string }>, rewards: Array<{ key: string, kind: RewardKind, status: RewardStatus }> } | null };

export type SubscriberFieldsFragment = { id: string, externalId: string, name: string, email: string, isReferred: boolean, tos: boolean, marketingConsent: boolean, status: SubscriberStatus, approved: boolean, portalLink: string | null, shareLink: string | null, referralsCount: number, createdAt: string, updatedAt: string, reward: Array<{ id: string, name: string, referrals: number | null, amount: number, currency: string, status: string, createdAt: string }> };

export type SubscriberPayloadErrorsFragment = { field: Array<string> | null, message: string, code: UserErrorCode };

export type SubscribersPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  orderBy?: ListOrder | null | undefined;
  filter?: SubscriberFilter | null | undefined;
}>;


export type SubscribersPageQuery = { subscribers: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, externalId: string, name: string, email: string, isReferred: boolean, tos: boolean, marketingConsent: boolean, status: SubscriberStatus, approved: boolean, portalLink: string | null, shareLink: string | null, referralsCount: number, createdAt: string, updatedAt: string, reward: Array<{ id: string, name: string, referrals: number | null, amount: number, currency: string, status: string, createdAt: string }> } }> } };

export type SubscriberOneQueryVariables = Exact<{
  by: SubscriberLookup;
}>;


export type SubscriberOneQuery = { subscriber: { id: string, externalId: string, name: string, email: string, isReferred: boolean, tos: boolean, marketingConsent: boolean, status: SubscriberStatus, approved: boolean, portalLink: string | null, shareLink: string | null, referralsCount: number, createdAt: string, updatedAt: string, referringSubscriber: { id: string, externalId: string, email: string } | null, links: Array<{ key: string, default: boolean, url: string }>, reward: Array<{ id: string, name: string, referrals: number | null, amount: number, currency: string, status: string, createdAt: string }> } | null };

export type SubscriberNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type SubscriberNodeQuery = { node:
    | { __typename: 'Lead', id: string }
    | { __typename: 'Partner', id: string }
    | { __typename: 'Program', id: string }
    | { __typename: 'Subscriber', externalId: string, email: string, status: SubscriberStatus, id: string }
   | null };

export type SubscriberCreateMutationVariables = Exact<{
  input: SubscriberCreateInput;
}>;


export type SubscriberCreateMutation = { subscriberCreate: { subscriber: { id: string, externalId: string, name: string, email: string, isReferred: boolean, tos: boolean, marketingConsent: boolean, status: SubscriberStatus, approved: boolean, portalLink: string | null, shareLink: string | null, referralsCount: number, createdAt: string, updatedAt: string, reward: Array<{ id: string, name: string, referrals: number | null, amount: number, currency: string, status: string, createdAt: string }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type SubscriberUpdateMutationVariables = Exact<{
  input: SubscriberUpdateInput;
}>;


export type SubscriberUpdateMutation = { subscriberUpdate: { subscriber: { id: string, externalId: string, name: string, email: string, isReferred: boolean, tos: boolean, marketingConsent: boolean, status: SubscriberStatus, approved: boolean, portalLink: string | null, shareLink: string | null, referralsCount: number, createdAt: string, updatedAt: string, reward: Array<{ id: string, name: string, referrals: number | null, amount: number, currency: string, status: string, createdAt: string }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type SubscriberDeleteMutationVariables = Exact<{
  input: SubscriberDeleteInput;
}>;


export type SubscriberDeleteMutation = { subscriberDelete: { deletedId: string | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type TransactionFieldsFragment = { key: string, action: string, amount: number, amountUnits: string, isCurrency: boolean, partner: string | null, customer: string | null, referredCustomer: string | null, productId: Array<string>, productType: Array<string>, refundOf: string | null, refundedAmount: number, archived: boolean, createdAt: string, deletedAt: string | null, rewards: Array<{ key: string, status: RewardStatus, amount: number, amountUnits: string, partner: string | null, customer: string | null, tier: number, transaction: string | null }> };

export type TransactionCreateMutationVariables = Exact<{
  key: string;
  amount: number;
  amountUnits?: string | null | undefined;
  action?: string | null | undefined;
  customer?: TransactionCustomerInput | null | undefined;
  productId?: Array<string> | string | null | undefined;
  refundOf?: string | null | undefined;
  options?: TransactionOptionsInput | null | undefined;
  discountCode?: string | null | undefined;
}>;


export type TransactionCreateMutation = { createTransaction: { key: string, action: string, amount: number, amountUnits: string, isCurrency: boolean, partner: string | null, customer: string | null, referredCustomer: string | null, productId: Array<string>, productType: Array<string>, refundOf: string | null, refundedAmount: number, archived: boolean, createdAt: string, deletedAt: string | null, rewards: Array<{ key: string, status: RewardStatus, amount: number, amountUnits: string, partner: string | null, customer: string | null, tier: number, transaction: string | null }> } };

export type TransactionsCreateMutationVariables = Exact<{
  customer?: TransactionCustomerInput | null | undefined;
  transactions: Array<TransactionInput> | TransactionInput;
}>;


export type TransactionsCreateMutation = { createTransactions: Array<{ key: string, action: string, amount: number, amountUnits: string, isCurrency: boolean, partner: string | null, customer: string | null, referredCustomer: string | null, productId: Array<string>, productType: Array<string>, refundOf: string | null, refundedAmount: number, archived: boolean, createdAt: string, deletedAt: string | null, rewards: Array<{ key: string, status: RewardStatus, amount: number, amountUnits: string, partner: string | null, customer: string | null, tier: number, transaction: string | null }> }> };

export type TransactionsPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  orderBy?: ListOrder | null | undefined;
  key?: string | null | undefined;
  partner?: PartnerRefInput | null | undefined;
  customer?: CustomerRefInput | null | undefined;
}>;


export type TransactionsPageQuery = { transactions: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { key: string, action: string, amount: number, amountUnits: string, isCurrency: boolean, partner: string | null, customer: string | null, referredCustomer: string | null, productId: Array<string>, productType: Array<string>, refundOf: string | null, refundedAmount: number, archived: boolean, createdAt: string, deletedAt: string | null, rewards: Array<{ key: string, status: RewardStatus, amount: number, amountUnits: string, partner: string | null, customer: string | null, tier: number, transaction: string | null }> } }> } };

export type TransactionOneQueryVariables = Exact<{
  key: string;
}>;


export type TransactionOneQuery = { transaction: { key: string, action: string, amount: number, amountUnits: string, isCurrency: boolean, partner: string | null, customer: string | null, referredCustomer: string | null, productId: Array<string>, productType: Array<string>, refundOf: string | null, refundedAmount: number, archived: boolean, createdAt: string, deletedAt: string | null, rewards: Array<{ key: string, status: RewardStatus, amount: number, amountUnits: string, partner: string | null, customer: string | null, tier: number, transaction: string | null }> } };

export type TransactionDeleteMutationVariables = Exact<{
  key: string;
}>;


export type TransactionDeleteMutation = { deleteTransaction: boolean };

export type TransactionArchiveMutationVariables = Exact<{
  key: string;
}>;


export type TransactionArchiveMutation = { archiveTransaction: { key: string, archived: boolean } };

export type TransactionRestoreMutationVariables = Exact<{
  key: string;
}>;


export type TransactionRestoreMutation = { restoreTransaction: { key: string, archived: boolean } };

export const CouponFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"uuidCode"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountType"}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"couponDurationType"}},{"kind":"Field","name":{"kind":"Name","value":"couponDurationValue"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionSpecificDateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionSpecificDateValue"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionTimesStatus"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionTimesValue"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"syncProvider"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CouponFieldsFragment, unknown>;
export const PromotionCodeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromotionCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"couponUuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstTimeOrder"}},{"kind":"Field","name":{"kind":"Name","value":"limitToSpecificPartner"}},{"kind":"Field","name":{"kind":"Name","value":"couponSpecificPartners"}},{"kind":"Field","name":{"kind":"Name","value":"limitToSpecificCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"couponSpecificCustomers"}},{"kind":"Field","name":{"kind":"Name","value":"limitToSpecificSubscriber"}},{"kind":"Field","name":{"kind":"Name","value":"couponSpecificSubscribers"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderValue"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDateValue"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionTimesStatus"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionTimesValue"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PromotionCodeFieldsFragment, unknown>;
export const CustomerReferralLinkFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerReferralLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerReferralLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"isAdditional"}},{"kind":"Field","name":{"kind":"Name","value":"directTracking"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirect"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<CustomerReferralLinkFieldsFragment, unknown>;
export const CustomerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referringCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralsCount"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralLink"}},{"kind":"Field","name":{"kind":"Name","value":"referralLinks"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CustomerFieldsFragment, unknown>;
export const IntegrationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IntegrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Integration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"settings"}}]}}]} as unknown as DocumentNode<IntegrationFieldsFragment, unknown>;
export const LeadFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"leadInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"submissionForm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canBeConverted"}},{"kind":"Field","name":{"kind":"Name","value":"canBeRejected"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]} as unknown as DocumentNode<LeadFieldsFragment, unknown>;
export const LeadUserErrorsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadUserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<LeadUserErrorsFragment, unknown>;
export const LeadDetailsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"form"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<LeadDetailsFieldsFragment, unknown>;
export const PartnerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartnerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Partner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"tos"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"}},{"kind":"Field","name":{"kind":"Name","value":"payoutGateway"}},{"kind":"Field","name":{"kind":"Name","value":"referralLink"}},{"kind":"Field","name":{"kind":"Name","value":"referralsCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PartnerFieldsFragment, unknown>;
export const UserErrorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<UserErrorFieldsFragment, unknown>;
export const ReferralLinkFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReferralLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReferralLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"isAdditional"}},{"kind":"Field","name":{"kind":"Name","value":"directTracking"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirect"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirectUrl"}}]}}]} as unknown as DocumentNode<ReferralLinkFieldsFragment, unknown>;
export const RewardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RewardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reward"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountUnits"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"subscriber"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}},{"kind":"Field","name":{"kind":"Name","value":"holdUntil"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"productTypeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}}]}}]}}]} as unknown as DocumentNode<RewardFieldsFragment, unknown>;
export const SubscriberFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subscriber"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isReferred"}},{"kind":"Field","name":{"kind":"Name","value":"tos"}},{"kind":"Field","name":{"kind":"Name","value":"marketingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"portalLink"}},{"kind":"Field","name":{"kind":"Name","value":"shareLink"}},{"kind":"Field","name":{"kind":"Name","value":"referralsCount"}},{"kind":"Field","name":{"kind":"Name","value":"reward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"referrals"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SubscriberFieldsFragment, unknown>;
export const SubscriberPayloadErrorsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriberPayloadErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<SubscriberPayloadErrorsFragment, unknown>;
export const TransactionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountUnits"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"referredCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"refundOf"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountUnits"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"}}]}}]}}]} as unknown as DocumentNode<TransactionFieldsFragment, unknown>;
export const CouponCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CouponCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuidCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"duration"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"durationValue"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codes"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewPromotionCodeInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"metadata"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sync"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponSyncInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuidCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuidCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"couponDiscountType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"couponDiscountAmount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"couponDurationType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"duration"}}},{"kind":"Argument","name":{"kind":"Name","value":"couponDurationValue"},"value":{"kind":"Variable","name":{"kind":"Name","value":"durationValue"}}},{"kind":"Argument","name":{"kind":"Name","value":"promotionCodes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codes"}}},{"kind":"Argument","name":{"kind":"Name","value":"metadata"},"value":{"kind":"Variable","name":{"kind":"Name","value":"metadata"}}},{"kind":"Argument","name":{"kind":"Name","value":"sync"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sync"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"synchronizationEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"synchronizationSuccessful"}},{"kind":"Field","name":{"kind":"Name","value":"synchronizationMessage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"uuidCode"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountType"}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"couponDurationType"}},{"kind":"Field","name":{"kind":"Name","value":"couponDurationValue"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionSpecificDateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionSpecificDateValue"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionTimesStatus"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionTimesValue"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"syncProvider"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CouponCreateMutation, CouponCreateMutationVariables>;
export const CouponUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CouponUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuidCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"update"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuidCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuidCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"update"},"value":{"kind":"Variable","name":{"kind":"Name","value":"update"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"redemption"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"uuidCode"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountType"}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"couponDurationType"}},{"kind":"Field","name":{"kind":"Name","value":"couponDurationValue"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionSpecificDateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionSpecificDateValue"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionTimesStatus"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionTimesValue"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"syncProvider"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CouponUpdateMutation, CouponUpdateMutationVariables>;
export const CouponRedeemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CouponRedeem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuidCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeemCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuidCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuidCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"transactionKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redemption"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"uuidCode"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountType"}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"couponDurationType"}},{"kind":"Field","name":{"kind":"Name","value":"couponDurationValue"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionSpecificDateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionSpecificDateValue"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionTimesStatus"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionTimesValue"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"syncProvider"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CouponRedeemMutation, CouponRedeemMutationVariables>;
export const CouponDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CouponDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuidCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuidCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuidCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuidCode"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CouponDeleteMutation, CouponDeleteMutationVariables>;
export const CouponOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuidCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuidCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuidCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponFields"}},{"kind":"Field","name":{"kind":"Name","value":"promotionCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"uuidCode"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountType"}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"couponDurationType"}},{"kind":"Field","name":{"kind":"Name","value":"couponDurationValue"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionSpecificDateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionSpecificDateValue"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionTimesStatus"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionTimesValue"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"syncProvider"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CouponOneQuery, CouponOneQueryVariables>;
export const CouponsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuidCode"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CouponsPageQuery, CouponsPageQueryVariables>;
export const PromotionCodeCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PromotionCodeCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"couponUuid"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limitToSpecificPartner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"couponSpecificPartners"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCodePartnerInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPromotionCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"couponUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"couponUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"limitToSpecificPartner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limitToSpecificPartner"}}},{"kind":"Argument","name":{"kind":"Name","value":"couponSpecificPartners"},"value":{"kind":"Variable","name":{"kind":"Name","value":"couponSpecificPartners"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PromotionCodeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromotionCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"couponUuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstTimeOrder"}},{"kind":"Field","name":{"kind":"Name","value":"limitToSpecificPartner"}},{"kind":"Field","name":{"kind":"Name","value":"couponSpecificPartners"}},{"kind":"Field","name":{"kind":"Name","value":"limitToSpecificCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"couponSpecificCustomers"}},{"kind":"Field","name":{"kind":"Name","value":"limitToSpecificSubscriber"}},{"kind":"Field","name":{"kind":"Name","value":"couponSpecificSubscribers"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderValue"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDateValue"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionTimesStatus"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionTimesValue"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PromotionCodeCreateMutation, PromotionCodeCreateMutationVariables>;
export const PromotionCodeCreateByCouponIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PromotionCodeCreateByCouponId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"couponId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPromotionCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"couponId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"couponId"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"couponUuid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PromotionCodeCreateByCouponIdMutation, PromotionCodeCreateByCouponIdMutationVariables>;
export const PromotionCodeUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PromotionCodeUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"update"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCodeUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePromotionCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"update"},"value":{"kind":"Variable","name":{"kind":"Name","value":"update"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PromotionCodeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"redemption"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromotionCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"couponUuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstTimeOrder"}},{"kind":"Field","name":{"kind":"Name","value":"limitToSpecificPartner"}},{"kind":"Field","name":{"kind":"Name","value":"couponSpecificPartners"}},{"kind":"Field","name":{"kind":"Name","value":"limitToSpecificCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"couponSpecificCustomers"}},{"kind":"Field","name":{"kind":"Name","value":"limitToSpecificSubscriber"}},{"kind":"Field","name":{"kind":"Name","value":"couponSpecificSubscribers"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderValue"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDateValue"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionTimesStatus"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionTimesValue"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PromotionCodeUpdateMutation, PromotionCodeUpdateMutationVariables>;
export const PromotionCodeRedeemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PromotionCodeRedeem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeemPromotionCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"transactionKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redemption"}}]}}]}}]} as unknown as DocumentNode<PromotionCodeRedeemMutation, PromotionCodeRedeemMutationVariables>;
export const PromotionCodeDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PromotionCodeDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuidCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePromotionCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"coupon"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"uuidCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuidCode"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PromotionCodeDeleteMutation, PromotionCodeDeleteMutationVariables>;
export const PromotionCodeOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromotionCodeOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotionCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PromotionCodeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromotionCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"couponUuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstTimeOrder"}},{"kind":"Field","name":{"kind":"Name","value":"limitToSpecificPartner"}},{"kind":"Field","name":{"kind":"Name","value":"couponSpecificPartners"}},{"kind":"Field","name":{"kind":"Name","value":"limitToSpecificCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"couponSpecificCustomers"}},{"kind":"Field","name":{"kind":"Name","value":"limitToSpecificSubscriber"}},{"kind":"Field","name":{"kind":"Name","value":"couponSpecificSubscribers"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderValue"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDateValue"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionTimesStatus"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionTimesValue"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PromotionCodeOneQuery, PromotionCodeOneQueryVariables>;
export const PromotionCodesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromotionCodesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"couponUuid"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotionCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"couponUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"couponUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"couponUuid"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PromotionCodesPageQuery, PromotionCodesPageQueryVariables>;
export const RedemptionFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RedemptionFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"couponUuidCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redemptionRecorded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"couponUuidCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"couponUuidCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"couponUuidCode"}},{"kind":"Field","name":{"kind":"Name","value":"transactionKey"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"redeemedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}}]}}]}}]} as unknown as DocumentNode<RedemptionFeedSubscription, RedemptionFeedSubscriptionVariables>;
export const CustomerReferralLinkFindDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerReferralLinkFind"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customer"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerRefInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerReferralLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"customer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerReferralLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerReferralLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerReferralLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"isAdditional"}},{"kind":"Field","name":{"kind":"Name","value":"directTracking"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirect"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<CustomerReferralLinkFindQuery, CustomerReferralLinkFindQueryVariables>;
export const CustomerReferralLinkListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerReferralLinkList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerReferralLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerReferralLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerReferralLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerReferralLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"isAdditional"}},{"kind":"Field","name":{"kind":"Name","value":"directTracking"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirect"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<CustomerReferralLinkListQuery, CustomerReferralLinkListQueryVariables>;
export const CustomerReferralLinkCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerReferralLinkCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerRefInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"destinationUrl"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isAdditional"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCustomerReferralLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customer"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"destinationUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"destinationUrl"}}},{"kind":"Argument","name":{"kind":"Name","value":"isAdditional"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isAdditional"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerReferralLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerReferralLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerReferralLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"isAdditional"}},{"kind":"Field","name":{"kind":"Name","value":"directTracking"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirect"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<CustomerReferralLinkCreateMutation, CustomerReferralLinkCreateMutationVariables>;
export const CustomerReferralLinkUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerReferralLinkUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomerReferralLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerReferralLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerReferralLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerReferralLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"isAdditional"}},{"kind":"Field","name":{"kind":"Name","value":"directTracking"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirect"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<CustomerReferralLinkUpdateMutation, CustomerReferralLinkUpdateMutationVariables>;
export const CustomerReferralLinkDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerReferralLinkDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCustomerReferralLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<CustomerReferralLinkDeleteMutation, CustomerReferralLinkDeleteMutationVariables>;
export const CustomersPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomersPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerRefInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partnerKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partnerEmail"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"referStatus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReferStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"partner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partner"}}},{"kind":"Argument","name":{"kind":"Name","value":"partnerKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partnerKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"partnerEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partnerEmail"}}},{"kind":"Argument","name":{"kind":"Name","value":"referStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"referStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referringCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralsCount"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralLink"}},{"kind":"Field","name":{"kind":"Name","value":"referralLinks"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CustomersPageQuery, CustomersPageQueryVariables>;
export const CustomerOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referringCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralsCount"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralLink"}},{"kind":"Field","name":{"kind":"Name","value":"referralLinks"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CustomerOneQuery, CustomerOneQueryVariables>;
export const CustomerCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"surname"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tags"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"metadata"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerMetadataInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerRefInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"referringCustomer"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerRefInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerOptionsInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customer"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LegacyCustomerInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"surname"},"value":{"kind":"Variable","name":{"kind":"Name","value":"surname"}}},{"kind":"Argument","name":{"kind":"Name","value":"tags"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tags"}}},{"kind":"Argument","name":{"kind":"Name","value":"metadata"},"value":{"kind":"Variable","name":{"kind":"Name","value":"metadata"}}},{"kind":"Argument","name":{"kind":"Name","value":"partner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partner"}}},{"kind":"Argument","name":{"kind":"Name","value":"referringCustomer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"referringCustomer"}}},{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}},{"kind":"Argument","name":{"kind":"Name","value":"customer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referringCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralsCount"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralLink"}},{"kind":"Field","name":{"kind":"Name","value":"referralLinks"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CustomerCreateMutation, CustomerCreateMutationVariables>;
export const CustomerUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"update"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"update"},"value":{"kind":"Variable","name":{"kind":"Name","value":"update"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referringCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralsCount"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralLink"}},{"kind":"Field","name":{"kind":"Name","value":"referralLinks"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CustomerUpdateMutation, CustomerUpdateMutationVariables>;
export const CustomerDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<CustomerDeleteMutation, CustomerDeleteMutationVariables>;
export const CustomerArchiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerArchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CustomerArchiveMutation, CustomerArchiveMutationVariables>;
export const CustomerRestoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerRestore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CustomerRestoreMutation, CustomerRestoreMutationVariables>;
export const CustomerStatsOfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerStatsOf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referrals"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"rewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralLink"}},{"kind":"Field","name":{"kind":"Name","value":"shareLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"facebook"}},{"kind":"Field","name":{"kind":"Name","value":"twitter"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"whatsapp"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<CustomerStatsOfQuery, CustomerStatsOfQueryVariables>;
export const CustomerReferralsOfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerReferralsOf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerReferrals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"referringCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]} as unknown as DocumentNode<CustomerReferralsOfQuery, CustomerReferralsOfQueryVariables>;
export const CustomerTransactionsOfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerTransactionsOf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountUnits"}},{"kind":"Field","name":{"kind":"Name","value":"customerKey"}}]}}]}}]} as unknown as DocumentNode<CustomerTransactionsOfQuery, CustomerTransactionsOfQueryVariables>;
export const CustomerBalanceOfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerBalanceOf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerBalance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountUnits"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrency"}}]}}]}}]} as unknown as DocumentNode<CustomerBalanceOfQuery, CustomerBalanceOfQueryVariables>;
export const CustomerCreditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerCredit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amountUnits"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isCurrency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"amountUnits"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amountUnits"}}},{"kind":"Argument","name":{"kind":"Name","value":"isCurrency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isCurrency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountUnits"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountUnits"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrency"}}]}}]}}]}}]} as unknown as DocumentNode<CustomerCreditMutation, CustomerCreditMutationVariables>;
export const CustomerInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personalization"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"personalization"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personalization"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]} as unknown as DocumentNode<CustomerInviteMutation, CustomerInviteMutationVariables>;
export const ProgramEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ProgramEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventType"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}},{"kind":"Argument","name":{"kind":"Name","value":"partnerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"type"},"name":{"kind":"Name","value":"name"}},{"kind":"Field","alias":{"kind":"Name","value":"eventType"},"name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"resourceType"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Partner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subscriber"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProgramEventsSubscription, ProgramEventsSubscriptionVariables>;
export const IntegrationListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IntegrationList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IntegrationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IntegrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Integration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"settings"}}]}}]} as unknown as DocumentNode<IntegrationListQuery, IntegrationListQueryVariables>;
export const IntegrationConnectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IntegrationConnect"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provider"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"secretKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shopDomain"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeUrl"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"consumerKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"consumerSecret"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"apiKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"environment"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectIntegration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"provider"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provider"}}},{"kind":"Argument","name":{"kind":"Name","value":"secretKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"secretKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"shopDomain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shopDomain"}}},{"kind":"Argument","name":{"kind":"Name","value":"accessToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"storeUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeUrl"}}},{"kind":"Argument","name":{"kind":"Name","value":"consumerKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"consumerKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"consumerSecret"},"value":{"kind":"Variable","name":{"kind":"Name","value":"consumerSecret"}}},{"kind":"Argument","name":{"kind":"Name","value":"apiKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"apiKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"environment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"environment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IntegrationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IntegrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Integration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"settings"}}]}}]} as unknown as DocumentNode<IntegrationConnectMutation, IntegrationConnectMutationVariables>;
export const IntegrationDisconnectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IntegrationDisconnect"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provider"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disconnectIntegration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"provider"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provider"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IntegrationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IntegrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Integration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"settings"}}]}}]} as unknown as DocumentNode<IntegrationDisconnectMutation, IntegrationDisconnectMutationVariables>;
export const LeadSettingsUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeadSettingsUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"form"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadFormFieldInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commission"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadCommissionInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLeadSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"form"},"value":{"kind":"Variable","name":{"kind":"Name","value":"form"}}},{"kind":"Argument","name":{"kind":"Name","value":"commission"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commission"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"form"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<LeadSettingsUpdateMutation, LeadSettingsUpdateMutationVariables>;
export const LeadDetailsOfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadDetailsOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"form"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<LeadDetailsOfQuery, LeadDetailsOfQueryVariables>;
export const LeadsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"leadInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"submissionForm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canBeConverted"}},{"kind":"Field","name":{"kind":"Name","value":"canBeRejected"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]} as unknown as DocumentNode<LeadsPageQuery, LeadsPageQueryVariables>;
export const LeadOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"leadInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"submissionForm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canBeConverted"}},{"kind":"Field","name":{"kind":"Name","value":"canBeRejected"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]} as unknown as DocumentNode<LeadOneQuery, LeadOneQueryVariables>;
export const LeadNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<LeadNodeQuery, LeadNodeQueryVariables>;
export const LeadCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeadCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadUserErrors"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"leadInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"submissionForm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canBeConverted"}},{"kind":"Field","name":{"kind":"Name","value":"canBeRejected"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadUserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<LeadCreateMutation, LeadCreateMutationVariables>;
export const LeadConvertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeadConvert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadConvertInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadConvert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadUserErrors"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"leadInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"submissionForm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canBeConverted"}},{"kind":"Field","name":{"kind":"Name","value":"canBeRejected"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadUserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<LeadConvertMutation, LeadConvertMutationVariables>;
export const LeadRejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeadReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadRejectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadReject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadUserErrors"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"leadInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"submissionForm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canBeConverted"}},{"kind":"Field","name":{"kind":"Name","value":"canBeRejected"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadUserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<LeadRejectMutation, LeadRejectMutationVariables>;
export const LeadDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeadDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadDeleteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadUserErrors"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadUserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<LeadDeleteMutation, LeadDeleteMutationVariables>;
export const LeadFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LeadFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"changes"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadChangeKind"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"changes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"changes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canBeConverted"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<LeadFeedSubscription, LeadFeedSubscriptionVariables>;
export const PartnerChainDepth11Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerChainDepth11"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"by"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"externalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referringPartner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referringPartner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referringPartner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referringPartner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referringPartner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referringPartner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referringPartner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referringPartner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referringPartner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PartnerChainDepth11Query, PartnerChainDepth11QueryVariables>;
export const PartnerChainDepth10Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerChainDepth10"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"by"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"externalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"referringPartner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referringPartner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referringPartner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referringPartner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referringPartner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referringPartner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referringPartner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referringPartner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PartnerChainDepth10Query, PartnerChainDepth10QueryVariables>;
export const PartnerCreateBriefDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PartnerCreateBrief"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customFields"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"customFields"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customFields"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<PartnerCreateBriefMutation, PartnerCreateBriefMutationVariables>;
export const PartnerCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PartnerCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartnerFields"}},{"kind":"Field","name":{"kind":"Name","value":"referralLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"isAdditional"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referringPartner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartnerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Partner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"tos"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"}},{"kind":"Field","name":{"kind":"Name","value":"payoutGateway"}},{"kind":"Field","name":{"kind":"Name","value":"referralLink"}},{"kind":"Field","name":{"kind":"Name","value":"referralsCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<PartnerCreateMutation, PartnerCreateMutationVariables>;
export const PartnerInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PartnerInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerInviteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"signupUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<PartnerInviteMutation, PartnerInviteMutationVariables>;
export const PartnerListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PartnerListQuery, PartnerListQueryVariables>;
export const PartnerListNestedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerListNested"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"referralLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"default"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referringPartner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PartnerListNestedQuery, PartnerListNestedQueryVariables>;
export const PartnerFindDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerFind"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"by"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerLookup"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"by"},"value":{"kind":"Variable","name":{"kind":"Name","value":"by"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartnerFields"}},{"kind":"Field","name":{"kind":"Name","value":"referrals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"signups"}},{"kind":"Field","name":{"kind":"Name","value":"salesCount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"commissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notPaid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"isAdditional"}},{"kind":"Field","name":{"kind":"Name","value":"directTracking"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referringPartner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartnerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Partner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"tos"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"}},{"kind":"Field","name":{"kind":"Name","value":"payoutGateway"}},{"kind":"Field","name":{"kind":"Name","value":"referralLink"}},{"kind":"Field","name":{"kind":"Name","value":"referralsCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PartnerFindQuery, PartnerFindQueryVariables>;
export const PartnerNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Partner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<PartnerNodeQuery, PartnerNodeQueryVariables>;
export const PartnerUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PartnerUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartnerFields"}},{"kind":"Field","name":{"kind":"Name","value":"referralLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"default"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartnerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Partner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"tos"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"}},{"kind":"Field","name":{"kind":"Name","value":"payoutGateway"}},{"kind":"Field","name":{"kind":"Name","value":"referralLink"}},{"kind":"Field","name":{"kind":"Name","value":"referralsCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<PartnerUpdateMutation, PartnerUpdateMutationVariables>;
export const PartnerDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PartnerDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerDeleteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<PartnerDeleteMutation, PartnerDeleteMutationVariables>;
export const PartnerArchiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PartnerArchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerArchiveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerArchive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<PartnerArchiveMutation, PartnerArchiveMutationVariables>;
export const PartnerRestoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PartnerRestore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerRestoreInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerRestore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<PartnerRestoreMutation, PartnerRestoreMutationVariables>;
export const PartnerRewardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PartnerReward"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerRewardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerReward"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<PartnerRewardMutation, PartnerRewardMutationVariables>;
export const KeyCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KeyCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"test"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"publicId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode<KeyCheckQuery, KeyCheckQueryVariables>;
export const ProgramFiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramFigures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateRangeInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"metric"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramMetric"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"interval"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeInterval"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"publicId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cookieLifetime"}},{"kind":"Field","name":{"kind":"Name","value":"commissionValue"}},{"kind":"Field","name":{"kind":"Name","value":"commissionType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalPartners"}},{"kind":"Field","name":{"kind":"Name","value":"totalPurchases"}},{"kind":"Field","name":{"kind":"Name","value":"totalSignups"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeSeries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"metric"},"value":{"kind":"Variable","name":{"kind":"Name","value":"metric"}}},{"kind":"Argument","name":{"kind":"Name","value":"interval"},"value":{"kind":"Variable","name":{"kind":"Name","value":"interval"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProgramFiguresQuery, ProgramFiguresQueryVariables>;
export const ProgramNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ProgramNodeQuery, ProgramNodeQueryVariables>;
export const ProgramUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProgramUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"website"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cookieLifetime"}},{"kind":"Field","name":{"kind":"Name","value":"commissionValue"}},{"kind":"Field","name":{"kind":"Name","value":"commission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sale"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<ProgramUpdateMutation, ProgramUpdateMutationVariables>;
export const ReferralLinkFindDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReferralLinkFind"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerRefInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referralLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"partner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partner"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReferralLinkFields"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReferralLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReferralLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"isAdditional"}},{"kind":"Field","name":{"kind":"Name","value":"directTracking"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirect"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirectUrl"}}]}}]} as unknown as DocumentNode<ReferralLinkFindQuery, ReferralLinkFindQueryVariables>;
export const ReferralLinkCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReferralLinkCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerRefInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"destinationUrl"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isAdditional"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createReferralLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"partner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partner"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"destinationUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"destinationUrl"}}},{"kind":"Argument","name":{"kind":"Name","value":"isAdditional"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isAdditional"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReferralLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReferralLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReferralLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"isAdditional"}},{"kind":"Field","name":{"kind":"Name","value":"directTracking"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirect"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirectUrl"}}]}}]} as unknown as DocumentNode<ReferralLinkCreateMutation, ReferralLinkCreateMutationVariables>;
export const ReferralLinkUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReferralLinkUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateReferralLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReferralLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReferralLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReferralLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"isAdditional"}},{"kind":"Field","name":{"kind":"Name","value":"directTracking"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirect"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirectUrl"}}]}}]} as unknown as DocumentNode<ReferralLinkUpdateMutation, ReferralLinkUpdateMutationVariables>;
export const ReferralLinkDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReferralLinkDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteReferralLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ReferralLinkDeleteMutation, ReferralLinkDeleteMutationVariables>;
export const RewardsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RewardsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RewardStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RewardKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerRefInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriberId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"partner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partner"}}},{"kind":"Argument","name":{"kind":"Name","value":"customerKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"subscriberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriberId"}}},{"kind":"Argument","name":{"kind":"Name","value":"transactionKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RewardFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RewardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reward"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountUnits"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"subscriber"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}},{"kind":"Field","name":{"kind":"Name","value":"holdUntil"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"productTypeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}}]}}]}}]} as unknown as DocumentNode<RewardsPageQuery, RewardsPageQueryVariables>;
export const RewardOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RewardOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reward"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RewardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RewardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reward"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountUnits"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"subscriber"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}},{"kind":"Field","name":{"kind":"Name","value":"holdUntil"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"productTypeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}}]}}]}}]} as unknown as DocumentNode<RewardOneQuery, RewardOneQueryVariables>;
export const RewardApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewardApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveReward"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RewardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RewardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reward"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountUnits"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"subscriber"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}},{"kind":"Field","name":{"kind":"Name","value":"holdUntil"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"productTypeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}}]}}]}}]} as unknown as DocumentNode<RewardApproveMutation, RewardApproveMutationVariables>;
export const RewardRejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewardReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectReward"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RewardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RewardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reward"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountUnits"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"subscriber"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}},{"kind":"Field","name":{"kind":"Name","value":"holdUntil"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"productTypeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}}]}}]}}]} as unknown as DocumentNode<RewardRejectMutation, RewardRejectMutationVariables>;
export const PartnersWithRewardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnersWithRewards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RewardStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"rewards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PartnersWithRewardsQuery, PartnersWithRewardsQueryVariables>;
export const CustomerRewardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerRewards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"rewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<CustomerRewardsQuery, CustomerRewardsQueryVariables>;
export const SubscriberRewardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriberRewards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"by"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"externalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"reward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"referrals"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<SubscriberRewardsQuery, SubscriberRewardsQueryVariables>;
export const SubscribersPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscribersPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriberFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriberFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subscriber"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isReferred"}},{"kind":"Field","name":{"kind":"Name","value":"tos"}},{"kind":"Field","name":{"kind":"Name","value":"marketingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"portalLink"}},{"kind":"Field","name":{"kind":"Name","value":"shareLink"}},{"kind":"Field","name":{"kind":"Name","value":"referralsCount"}},{"kind":"Field","name":{"kind":"Name","value":"reward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"referrals"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SubscribersPageQuery, SubscribersPageQueryVariables>;
export const SubscriberOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriberOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"by"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriberLookup"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"by"},"value":{"kind":"Variable","name":{"kind":"Name","value":"by"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriberFields"}},{"kind":"Field","name":{"kind":"Name","value":"referringSubscriber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subscriber"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isReferred"}},{"kind":"Field","name":{"kind":"Name","value":"tos"}},{"kind":"Field","name":{"kind":"Name","value":"marketingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"portalLink"}},{"kind":"Field","name":{"kind":"Name","value":"shareLink"}},{"kind":"Field","name":{"kind":"Name","value":"referralsCount"}},{"kind":"Field","name":{"kind":"Name","value":"reward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"referrals"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SubscriberOneQuery, SubscriberOneQueryVariables>;
export const SubscriberNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriberNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subscriber"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<SubscriberNodeQuery, SubscriberNodeQueryVariables>;
export const SubscriberCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriberCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriberCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriberCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriberFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriberPayloadErrors"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subscriber"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isReferred"}},{"kind":"Field","name":{"kind":"Name","value":"tos"}},{"kind":"Field","name":{"kind":"Name","value":"marketingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"portalLink"}},{"kind":"Field","name":{"kind":"Name","value":"shareLink"}},{"kind":"Field","name":{"kind":"Name","value":"referralsCount"}},{"kind":"Field","name":{"kind":"Name","value":"reward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"referrals"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriberPayloadErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<SubscriberCreateMutation, SubscriberCreateMutationVariables>;
export const SubscriberUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriberUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriberUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriberUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriberFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriberPayloadErrors"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subscriber"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isReferred"}},{"kind":"Field","name":{"kind":"Name","value":"tos"}},{"kind":"Field","name":{"kind":"Name","value":"marketingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"portalLink"}},{"kind":"Field","name":{"kind":"Name","value":"shareLink"}},{"kind":"Field","name":{"kind":"Name","value":"referralsCount"}},{"kind":"Field","name":{"kind":"Name","value":"reward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"referrals"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriberPayloadErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<SubscriberUpdateMutation, SubscriberUpdateMutationVariables>;
export const SubscriberDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriberDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriberDeleteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriberDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriberPayloadErrors"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriberPayloadErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<SubscriberDeleteMutation, SubscriberDeleteMutationVariables>;
export const TransactionCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransactionCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amountUnits"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customer"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionCustomerInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refundOf"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionOptionsInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"discountCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"amountUnits"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amountUnits"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"customer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customer"}}},{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"refundOf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refundOf"}}},{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}},{"kind":"Argument","name":{"kind":"Name","value":"discountCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"discountCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountUnits"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"referredCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"refundOf"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountUnits"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"}}]}}]}}]} as unknown as DocumentNode<TransactionCreateMutation, TransactionCreateMutationVariables>;
export const TransactionsCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransactionsCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customer"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionCustomerInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactions"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customer"}}},{"kind":"Argument","name":{"kind":"Name","value":"transactions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountUnits"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"referredCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"refundOf"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountUnits"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"}}]}}]}}]} as unknown as DocumentNode<TransactionsCreateMutation, TransactionsCreateMutationVariables>;
export const TransactionsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransactionsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerRefInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customer"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerRefInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"partner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partner"}}},{"kind":"Argument","name":{"kind":"Name","value":"customer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountUnits"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"referredCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"refundOf"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountUnits"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"}}]}}]}}]} as unknown as DocumentNode<TransactionsPageQuery, TransactionsPageQueryVariables>;
export const TransactionOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransactionOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountUnits"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"referredCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"refundOf"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountUnits"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"}}]}}]}}]} as unknown as DocumentNode<TransactionOneQuery, TransactionOneQueryVariables>;
export const TransactionDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransactionDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}]}]}}]} as unknown as DocumentNode<TransactionDeleteMutation, TransactionDeleteMutationVariables>;
export const TransactionArchiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransactionArchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]}}]} as unknown as DocumentNode<TransactionArchiveMutation, TransactionArchiveMutationVariables>;
export const TransactionRestoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransactionRestore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]}}]} as unknown as DocumentNode<TransactionRestoreMutation, TransactionRestoreMutationVariables>;