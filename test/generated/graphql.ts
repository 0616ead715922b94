/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Which referral link a visitor who clicked several is credited to */
export type AttributionModel =
  /** The first one clicked */
  | 'FIRST_CLICK'
  /** The last one clicked */
  | 'LAST_CLICK';

/** What connecting beehiiv takes */
export type BeehiivConnectionInput = {
  /** An API key; stored encrypted, never shown */
  apiKey: string;
  /** The publication id (pub_…) */
  publicationId: string;
};

/** A partner's own rates */
export type CommissionOverrideInput = {
  /** The sale rate; null clears it */
  sale?: CommissionRateInput | null | undefined;
  /** The sign-up rate; null clears it */
  signup?: CommissionRateInput | null | undefined;
};

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

/** One way to name a coupon: exactly one field */
export type CouponLookup =
  {   /** Its global id */
  id: string | number; uuidCode?: never; }
  |  { id?: never;   /** Its uuid code */
  uuidCode: string; };

/** A sale that used a coupon */
export type CouponRedeemInput = {
  /** The coupon's global id */
  id: string | number;
  /** The key of the sale (a transaction of the program) */
  transactionKey: string;
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

/** The customer to archive */
export type CustomerArchiveInput = {
  /** The customer's global id */
  id: string | number;
};

/** A new customer */
export type CustomerCreateInput = {
  /** Whether the program approved the customer */
  approved?: boolean | null | undefined;
  /** The program's own fields (an object) */
  customFields?: unknown;
  /** Email address */
  email?: string | null | undefined;
  /** Refer-a-friend programs: the customer's id, unique in the program; generated when omitted */
  externalId?: string | null | undefined;
  /** The customer's key, unique in the program: required in affiliate programs, generated otherwise */
  key?: string | null | undefined;
  /** What the program knows about the customer */
  metadata?: CustomerMetadataInput | null | undefined;
  /** First name */
  name?: string | null | undefined;
  /** How the customer is attributed */
  options?: CustomerOptionsInput | null | undefined;
  /** Affiliate programs (required there): the global id of the partner who referred the customer */
  partnerId?: string | number | null | undefined;
  /** Refer-a-friend programs: the global id of the customer who referred this one */
  referringCustomerId?: string | number | null | undefined;
  /** Last name */
  surname?: string | null | undefined;
  /** The program's labels for the customer */
  tags?: Array<string> | null | undefined;
};

/** A credit to add to a customer's reward balance */
export type CustomerCreditInput = {
  /** The amount in major units (negative to take credit away) */
  amount: string | number;
  /** The customer's global id */
  id: string | number;
  /** Whether the unit is a currency */
  isCurrency: boolean;
  /** A currency code (any letter case), or a unit that is no currency, such as points */
  unit: string;
};

/** The customer to delete */
export type CustomerDeleteInput = {
  /** The customer's global id */
  id: string | number;
};

/** Which customers a list shows; every field given narrows it */
export type CustomerFilter = {
  /** Only customers created in this range */
  createdAt?: DateRangeInput | null | undefined;
  /** Affiliate programs: only customers of this partner (its global id) */
  partnerId?: string | number | null | undefined;
  /** Refer-a-friend programs: only customers referred by another customer (true) or only those not (false) */
  referred?: boolean | null | undefined;
  /** Refer-a-friend programs: only customers referred by this customer (its global id) */
  referringCustomerId?: string | number | null | undefined;
  /** Only customers in one of these statuses */
  statuses?: Array<CustomerStatus> | null | undefined;
};

/** Whom to invite to the refer-a-friend program */
export type CustomerInviteInput = {
  /** Where the invitation goes */
  email: string;
  /** First name, for the greeting */
  name?: string | null | undefined;
  /** Lines added to the message: an object of label and text */
  personalization?: unknown;
};

/** One way to name a customer: exactly one field */
export type CustomerLookup =
  {   /** Its email address */
  email: string; externalId?: never; id?: never; key?: never; }
  |  { email?: never;   /** Its id in the program */
  externalId: string; id?: never; key?: never; }
  |  { email?: never; externalId?: never;   /** Its global id */
  id: string | number; key?: never; }
  |  { email?: never; externalId?: never; id?: never;   /** Its key */
  key: string; };

/** What the program knows about the customer */
export type CustomerMetadataInput = {
  /** Date of birth; null clears it */
  dateOfBirth?: string | null | undefined;
};

/** How a new customer is attributed */
export type CustomerOptionsInput = {
  /** The referral URL the customer arrived by, for attribution by a custom link */
  referralUrl?: string | null | undefined;
};

/** The customer to restore */
export type CustomerRestoreInput = {
  /** The customer's global id */
  id: string | number;
};

/** Whether a customer is archived */
export type CustomerStatus =
  /** Not archived */
  | 'ACTIVE'
  /** Archived (a soft delete that can be revoked) */
  | 'DELETED';

/** Changes to a customer: the fields given change, the others stay */
export type CustomerUpdateInput = {
  /** Whether the program approved the customer */
  approved?: boolean | null | undefined;
  /** The program's own fields (an object) */
  customFields?: unknown;
  /** Email address */
  email?: string | null | undefined;
  /** The customer's global id */
  id: string | number;
  /** A new key (its default referral link follows) */
  key?: string | null | undefined;
  /** What the program knows about the customer */
  metadata?: CustomerMetadataInput | null | undefined;
  /** First name */
  name?: string | null | undefined;
  /** Last name */
  surname?: string | null | undefined;
  /** Replaces the tags; [] clears them */
  tags?: Array<string> | null | undefined;
};

/** A span of time: from (included) to (excluded); either end may be open */
export type DateRangeInput = {
  /** The start, included */
  from?: string | null | undefined;
  /** The end, excluded */
  to?: string | null | undefined;
};

/** The email service a newsletter program's subscribers live in */
export type EspType =
  /** beehiiv */
  | 'BEEHIIV'
  /** None connected: subscribers come and go through the API only */
  | 'CUSTOM'
  /** Kit */
  | 'KIT'
  /** Mailchimp */
  | 'MAILCHIMP'
  /** MailerLite */
  | 'MAILERLITE';

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

/** The provider to connect, with what it takes: exactly one field */
export type IntegrationConnectInput =
  {   /** Connect Paddle */
  paddle: PaddleConnectionInput; shopify?: never; stripe?: never; woocommerce?: never; }
  |  { paddle?: never;   /** Connect Shopify */
  shopify: ShopifyConnectionInput; stripe?: never; woocommerce?: never; }
  |  { paddle?: never; shopify?: never;   /** Connect Stripe */
  stripe: StripeConnectionInput; woocommerce?: never; }
  |  { paddle?: never; shopify?: never; stripe?: never;   /** Connect WooCommerce */
  woocommerce: WooCommerceConnectionInput; };

/** The provider to disconnect */
export type IntegrationDisconnectInput = {
  /** The provider */
  provider: IntegrationProvider;
};

/** A shop or payment provider a program can connect */
export type IntegrationProvider =
  /** Paddle: coupons synced as discounts */
  | 'PADDLE'
  /** Shopify: coupons synced as discount codes */
  | 'SHOPIFY'
  /** Stripe: coupons synced as Stripe coupons and promotion codes */
  | 'STRIPE'
  /** WooCommerce: coupons synced, and orders recorded as sales through the shop's order webhook */
  | 'WOOCOMMERCE';

/** Whether a provider is connected */
export type IntegrationStatus =
  /** Connected: its credentials are stored and used */
  | 'CONNECTED'
  /** Disconnected: its credentials were erased */
  | 'DISCONNECTED';

/** What connecting Kit takes */
export type KitConnectionInput = {
  /** A v4 API key; stored encrypted, never shown */
  apiKey: string;
};

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
  /** How the commission is reckoned; PERCENT when omitted */
  type?: RateType | null | undefined;
  /** The percent, or the amount in the program's currency */
  value?: string | number | null | undefined;
};

/** The lead to convert, and the sale it became */
export type LeadConvertInput = {
  /** The amount of the sale the lead became, in the program's currency: a percent commission is taken of it */
  commissionTransactionAmount: string | number;
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
  /** What the field asks for; TEXT when omitted */
  type?: LeadFormFieldType | null | undefined;
};

/** What a lead form field asks for */
export type LeadFormFieldType =
  /** Ticked options, of the field's */
  | 'CHECKBOX'
  /** An email address */
  | 'EMAIL'
  /** Any of the field's options */
  | 'MULTISELECT'
  /** A number */
  | 'NUMBER'
  /** One of the field's options */
  | 'SELECT'
  /** A line of text */
  | 'TEXT'
  /** Lines of text */
  | 'TEXTAREA';

/** The lead to reject */
export type LeadRejectInput = {
  /** The lead's global id */
  id: string | number;
};

/** The lead settings to replace: each one given replaces the one the program has, the others stay */
export type LeadSettingsUpdateInput = {
  /** What a converted lead earns: replaces the setting */
  commission?: LeadCommissionInput | null | undefined;
  /** The lead form's fields, in order: replaces the form */
  form?: Array<LeadFormFieldInput> | null | undefined;
};

/** Where a lead stands */
export type LeadStatus =
  /** Converted into a customer, with the partner's commission */
  | 'CONVERTED'
  /** Rejected by the program */
  | 'REJECTED'
  /** Submitted by a partner: can still be converted or rejected */
  | 'SUBMITTED';

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

/** What connecting Mailchimp takes */
export type MailchimpConnectionInput = {
  /** An API key (it ends with the account's data center, e.g. -us21); stored encrypted, never shown */
  apiKey: string;
  /** The audience (list) id */
  listId: string;
};

/** What connecting MailerLite takes */
export type MailerLiteConnectionInput = {
  /** An API token; stored encrypted, never shown */
  apiKey: string;
  /** Only this group's subscribers take part; all when omitted */
  groupId?: string | null | undefined;
  /** The webhook's signing secret: each delivery's Signature header is checked against it; stored encrypted */
  signingSecret?: string | null | undefined;
};

/** Paid by the program outside Rally */
export type ManualPayoutInput = {
  /** How, in the program's words */
  note?: string | null | undefined;
};

/** A newsletter milestone */
export type MilestoneInput = {
  /** Its name */
  name?: string | null | undefined;
  /** Referrals that reach it */
  referrals?: number | null | undefined;
};

/** The email service to connect, with what it takes: exactly one field */
export type NewsletterConnectInput =
  {   /** Connect beehiiv */
  beehiiv: BeehiivConnectionInput; kit?: never; mailchimp?: never; mailerlite?: never; }
  |  { beehiiv?: never;   /** Connect Kit */
  kit: KitConnectionInput; mailchimp?: never; mailerlite?: never; }
  |  { beehiiv?: never; kit?: never;   /** Connect Mailchimp */
  mailchimp: MailchimpConnectionInput; mailerlite?: never; }
  |  { beehiiv?: never; kit?: never; mailchimp?: never;   /** Connect MailerLite */
  mailerlite: MailerLiteConnectionInput; };

/** How the last write to the email service went */
export type NewsletterPushState =
  /** Refused or not answered (the message says why); it is retried with backoff */
  | 'FAILED'
  /** Nothing written yet */
  | 'IDLE'
  /** Written */
  | 'OK';

/** How to run the sync */
export type NewsletterSyncInput = {
  /** Start from the first page even if the last run stopped midway; false when omitted */
  restart?: boolean | null | undefined;
};

/** Where the sync from the email service stands */
export type NewsletterSyncState =
  /** Finished */
  | 'DONE'
  /** Stopped by the service's error (its message says which); running it again resumes where it stopped */
  | 'FAILED'
  /** Never run */
  | 'IDLE'
  /** Under way (or stopped without finishing: running it again resumes) */
  | 'RUNNING';

/** The direction of a list's order */
export type OrderDirection =
  /** Oldest (smallest) first */
  | 'ASC'
  /** Newest (largest) first */
  | 'DESC';

/** Which of an earner's rewards to show; every field given narrows them */
export type OwnRewardFilter = {
  /** Only rewards of these kinds */
  kinds?: Array<RewardKind> | null | undefined;
  /** Only rewards whose status now is one of these */
  statuses?: Array<RewardStatus> | null | undefined;
};

/** What connecting Paddle takes */
export type PaddleConnectionInput = {
  /** A Paddle API key; stored encrypted, never shown */
  apiKey: string;
  /** The key's environment; told by the key when omitted (sandbox keys start pdl_sdbx_) */
  environment?: PaddleEnvironment | null | undefined;
};

/** Which Paddle environment a key belongs to */
export type PaddleEnvironment =
  /** Paddle's live environment */
  | 'PRODUCTION'
  /** Paddle's sandbox */
  | 'SANDBOX';

/** What happens to a referral that came through a paid ad (gclid, fbclid or msclkid in the URL) */
export type PaidAdsPolicy =
  /** It earns like any other */
  | 'ALLOW'
  /** It earns nothing */
  | 'REJECT';

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
  /** How the partner is paid, with what that method needs: replaces the saved method */
  payoutMethod?: PayoutMethodInput | null | undefined;
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
  /** true: only partners waiting for the program's approval (neither approved nor rejected); false: only the others */
  awaitingApproval?: boolean | null | undefined;
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

/** The partner to restore */
export type PartnerRestoreInput = {
  /** The partner's global id */
  id: string | number;
};

/** A one-off bonus, approved at once, in the program's currency */
export type PartnerRewardInput = {
  /** The bonus in major units of the program's currency */
  amount: string | number;
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
  /** How the partner is paid, with what that method needs: replaces the saved method */
  payoutMethod?: PayoutMethodInput | null | undefined;
  /** Last name */
  surname?: string | null | undefined;
  /** Replaces the tags; [] clears them */
  tags?: Array<string> | null | undefined;
  /** Whether the partner accepted the program's terms */
  tos?: boolean | null | undefined;
};

/** PayPal: the account's email or username */
export type PayPalPayoutInput = {
  /** The PayPal account's email */
  email?: string | null | undefined;
  /** The PayPal username (or the account's email) */
  username?: string | null | undefined;
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

/** Which past events a list shows */
export type ProgramEventFilter = {
  /** Only events of these types */
  types?: Array<EventType> | null | undefined;
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

/** Which promotion codes a list shows; every field given narrows it */
export type PromotionCodeFilter = {
  /** Only this coupon's codes (its global id) */
  couponId?: string | number | null | undefined;
  /** Only codes created in this range */
  createdAt?: DateRangeInput | null | undefined;
  /** Only codes restricted to this partner (its global id) */
  partnerId?: string | number | null | undefined;
};

/** One way to name a promotion code: exactly one field */
export type PromotionCodeLookup =
  {   /** Its code */
  code: string; id?: never; }
  |  { code?: never;   /** Its global id */
  id: string | number; };

/** A sale that used a promotion code */
export type PromotionCodeRedeemInput = {
  /** The code's global id */
  id: string | number;
  /** The key of the sale (a transaction of the program) */
  transactionKey: string;
};

/** Changes to a promotion code: the fields given change, the others stay */
export type PromotionCodeUpdateInput = {
  /** The code's global id */
  id: string | number;
  /** Merged into the code's; a key given as null is removed */
  metadata?: unknown;
  /** The global id of the only partner whose sales may redeem it; null lifts the restriction */
  partnerId?: string | number | null | undefined;
};

/** How a rate is reckoned */
export type RateType =
  /** A percent (0-100) of the amount */
  | 'PERCENT'
  /** A fixed amount in the program's currency */
  | 'STATIC';

/** What was redeemed */
export type RedemptionKind =
  /** A coupon, by its uuid code */
  | 'COUPON'
  /** A promotion code of a coupon */
  | 'PROMOTION_CODE';

/** Why a redemption was not recorded */
export type RedemptionRefusal =
  /** This sale's redemption was recorded before */
  | 'ALREADY_RECORDED'
  /** The coupon or code had expired when the sale was made */
  | 'EXPIRED'
  /** The coupon is not active */
  | 'INACTIVE'
  /** The coupon or code was redeemed as often as its limit allows */
  | 'LIMIT_REACHED'
  /** The sale does not meet the code's restrictions (partner, customer, subscriber, minimum order, first order) */
  | 'RESTRICTED'
  /** No sale of the program has this transaction key */
  | 'UNKNOWN_TRANSACTION';

/** An additional referral link for a partner or a customer: exactly one of partnerId and customerId */
export type ReferralLinkCreateInput = {
  /** Refer-a-friend programs: the global id of the customer who will share the link */
  customerId?: string | number | null | undefined;
  /** The landing page of this link (an http(s) URL); the program's website when omitted */
  destinationUrl?: string | null | undefined;
  /** Whether visits are tracked without the referral parameter (default false) */
  directTracking?: boolean | null | undefined;
  /** Whether direct tracking redirects the visitor (default false) */
  directTrackingRedirect?: boolean | null | undefined;
  /** Where direct tracking redirects to (an http(s) URL) */
  directTrackingRedirectUrl?: string | null | undefined;
  /** Whether the link is an additional link (default false) */
  isAdditional?: boolean | null | undefined;
  /** The link's key, unique in the program; generated when omitted */
  key?: string | null | undefined;
  /** Affiliate programs: the global id of the partner who will share the link */
  partnerId?: string | number | null | undefined;
};

/** The referral link to delete */
export type ReferralLinkDeleteInput = {
  /** The link's global id */
  id: string | number;
};

/** One way to name a referral link: exactly one field */
export type ReferralLinkLookup =
  {   /** Its global id */
  id: string | number; key?: never; }
  |  { id?: never;   /** Its key */
  key: string; };

/** A new key for a referral link */
export type ReferralLinkUpdateInput = {
  /** The link's global id */
  id: string | number;
  /** The new key, unique in the program */
  key: string;
};

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

/** The kind of record an event concerns */
export type ResourceType =
  /** A coupon (node: Coupon) */
  | 'COUPON'
  /** A customer (node: Customer) */
  | 'CUSTOMER'
  /** A lead (node: Lead) */
  | 'LEAD'
  /** A partner (node: Partner) */
  | 'PARTNER'
  /** A payout request (node: PayoutRequest) */
  | 'PAYOUT_REQUEST'
  /** A promotion code (node: PromotionCode) */
  | 'PROMOTION_CODE'
  /** A reward or commission (node: Reward) */
  | 'REWARD'
  /** A newsletter subscriber (node: Subscriber) */
  | 'SUBSCRIBER'
  /** A sale or refund (node: Transaction) */
  | 'TRANSACTION'
  /** A webhook (no node: read it through webhooks) */
  | 'WEBHOOK';

/** The reward to approve */
export type RewardApproveInput = {
  /** The reward's global id */
  id: string | number;
};

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

/** One way to name a reward: exactly one field */
export type RewardLookup =
  {   /** Its global id */
  id: string | number; key?: never; }
  |  { id?: never;   /** Its key */
  key: string; };

/** The reward to reject, and why */
export type RewardRejectInput = {
  /** The reward's global id */
  id: string | number;
  /** Why it is rejected (at most 1000 characters), shown as its reviewReason */
  reason?: string | null | undefined;
};

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

/** The rewards to approve together */
export type RewardsApproveInput = {
  /** The rewards' global ids (1 to 100) */
  ids: Array<string | number>;
};

/** The rewards to reject together, and why */
export type RewardsRejectInput = {
  /** The rewards' global ids (1 to 100) */
  ids: Array<string | number>;
  /** Why they are rejected (at most 1000 characters), shown as each one's reviewReason */
  reason?: string | null | undefined;
};

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

/** What connecting Shopify takes */
export type ShopifyConnectionInput = {
  /** An Admin API access token; stored encrypted, never shown */
  accessToken: string;
  /** The shop's domain: your-shop.myshopify.com */
  shopDomain: string;
};

/** What connecting Stripe takes */
export type StripeConnectionInput = {
  /** A secret (sk_) or restricted (rk_) key, live or test; stored encrypted, never shown */
  secretKey: string;
};

/** Which Stripe data a key reaches */
export type StripeMode =
  /** Live data */
  | 'LIVE'
  /** Test data */
  | 'TEST';

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

/** The transaction to archive */
export type TransactionArchiveInput = {
  /** The transaction's global id */
  id: string | number;
};

/** A transaction to record */
export type TransactionCreateInput = {
  /** sale (the default), signup, refund, or another lowercase action */
  action?: string | null | undefined;
  /** The amount in major units; a negative amount is a refund */
  amount: string | number;
  /** Store credit the buyer spent on it */
  credit?: string | number | null | undefined;
  /** ISO 4217 code in any letter case (a unit such as points when isCurrency is false); the program's currency when omitted */
  currency?: string | null | undefined;
  /** The buyer */
  customer?: TransactionCustomerCreateInput | null | undefined;
  /** The discount given, in major units */
  discountAmount?: string | number | null | undefined;
  /** The coupon or promotion code used: a partner's code attributes the sale when the buyer has no partner */
  discountCode?: string | null | undefined;
  /** The amount before discounts, in major units */
  grossAmount?: string | number | null | undefined;
  /** false: the amount is a unit such as points, not money */
  isCurrency?: boolean | null | undefined;
  /** The client's key, unique within the program: the same key again records nothing and answers the existing transaction */
  key: string;
  /** When it happened; now when omitted */
  occurredAt?: string | null | undefined;
  /** How to record it */
  options?: TransactionOptionsInput | null | undefined;
  /** The ids of the products it is for */
  productIds?: Array<string> | null | undefined;
  /** The types of the products it is for */
  productTypes?: Array<string> | null | undefined;
  /** A refund: the refunded sale's global id (the buyer's latest sale with an unrefunded amount when omitted) */
  refundOfId?: string | number | null | undefined;
  /** Sets the tier-1 commission directly instead of the program's rates */
  reward?: string | number | null | undefined;
  /** false: record it, pay nothing */
  rewardable?: boolean | null | undefined;
};

/** The buyer: an existing customer by exactly one of id, key, externalId or email; with options.createCustomer, the fields to create it from when it is unknown */
export type TransactionCustomerCreateInput = {
  /** The customer's email address */
  email?: string | null | undefined;
  /** The customer's id in the program */
  externalId?: string | null | undefined;
  /** An existing customer's global id */
  id?: string | number | null | undefined;
  /** The customer's key */
  key?: string | null | undefined;
  /** A new customer's first name */
  name?: string | null | undefined;
  /** Affiliate: a new customer's partner (its global id); when omitted, the partner of the discount code */
  partnerId?: string | number | null | undefined;
  /** Refer-a-friend: the customer who referred a new customer (its global id) */
  referringCustomerId?: string | number | null | undefined;
  /** A new customer's last name */
  surname?: string | null | undefined;
};

/** The transaction to delete */
export type TransactionDeleteInput = {
  /** The transaction's global id */
  id: string | number;
};

/** Which transactions a list shows; every field given narrows it */
export type TransactionFilter = {
  /** Only archived ones (true) or only those not archived (false) */
  archived?: boolean | null | undefined;
  /** Only those that happened in this range */
  createdAt?: DateRangeInput | null | undefined;
  /** Only those of this buyer (its global id) */
  customerId?: string | number | null | undefined;
  /** Only the transaction with this key */
  key?: string | null | undefined;
  /** Only those attributed to this partner (its global id) */
  partnerId?: string | number | null | undefined;
};

/** One way to name a transaction: exactly one field */
export type TransactionLookup =
  {   /** Its global id */
  id: string | number; key?: never; }
  |  { id?: never;   /** Its key */
  key: string; };

/** How to record a transaction */
export type TransactionOptionsInput = {
  /** Create the customer from `customer` when it is not found */
  createCustomer?: boolean | null | undefined;
  /** The buyer's IP address: a sale from the partner's own address is a self-referral; never stored */
  ip?: string | null | undefined;
  /** The URL the buyer came through (paid-ad click ids are a fraud signal) */
  referralUrl?: string | null | undefined;
};

/** The transaction to restore */
export type TransactionRestoreInput = {
  /** The transaction's global id */
  id: string | number;
};

/** Several transactions to record together, all or none */
export type TransactionsCreateInput = {
  /** The buyer of every transaction that names none of its own */
  customer?: TransactionCustomerCreateInput | null | undefined;
  /** How to record every transaction that has no options of its own */
  options?: TransactionOptionsInput | null | undefined;
  /** The transactions, recorded in this order */
  transactions: Array<TransactionCreateInput>;
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

/** Venmo: a username, a phone or an email */
export type VenmoPayoutInput = {
  /** The email */
  email?: string | null | undefined;
  /** The phone number */
  phone?: string | null | undefined;
  /** The Venmo username */
  username?: string | null | undefined;
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

/** Wise: the recipient's email */
export type WisePayoutInput = {
  /** The recipient's email */
  email: string;
  /** The recipient's name */
  name?: string | null | undefined;
};

/** Which part of a WooCommerce order's total earns commission */
export type WooCommerceAmountMode =
  /** The total minus tax and shipping */
  | 'NET'
  /** The whole total */
  | 'TOTAL'
  /** The total minus tax */
  | 'WITHOUT_TAX';

/** What connecting WooCommerce takes: the REST API credentials (coupon sync, all three together) and/or the order webhook's secret (orders); a later call keeps what it leaves out */
export type WooCommerceConnectionInput = {
  /** Which part of an order's total earns commission; NET when omitted */
  amountMode?: WooCommerceAmountMode | null | undefined;
  /** The REST API consumer key; stored encrypted, never shown */
  consumerKey?: string | null | undefined;
  /** The REST API consumer secret; stored encrypted, never shown */
  consumerSecret?: string | null | undefined;
  /** The order statuses that record a sale; processing and completed when omitted */
  paidStatuses?: Array<string> | null | undefined;
  /** The store's URL (private and loopback addresses are refused) */
  storeUrl?: string | null | undefined;
  /** Record every order, whatever its status; false when omitted */
  trackAllOrders?: boolean | null | undefined;
  /** The secret of the shop's order webhook; stored encrypted, never shown */
  webhookSecret?: string | null | undefined;
};

export type CouponFieldsFragment = { id: string, number: number, name: string, uuidCode: string, active: boolean, discountType: CouponDiscountType, discountPercent: string | null, durationType: CouponDurationType, durationValue: number | null, expiresOn: string | null, redemptionLimit: number | null, timesRedeemed: number, metadata: unknown, syncProvider: CouponSyncProvider | null, syncSuccessful: boolean | null, createdAt: string, updatedAt: string, discountAmount: { amount: string, currency: string } | null, redemptions: { totalCount: number, edges: Array<{ node: { id: string, transactionKey: string, redeemedAt: string, transaction: { key: string } | null } }> }, partner: { id: string, externalId: string } | null };

export type PromotionCodeFieldsFragment = { id: string, code: string, firstTimeOrder: boolean, expiresOn: string | null, redemptionLimit: number | null, timesRedeemed: number, metadata: unknown, createdAt: string, coupon: { id: string, uuidCode: string }, partner: { id: string, externalId: string } | null, customer: { key: string } | null, minimumOrder: { amount: string, currency: string } | null, redemptions: { totalCount: number, edges: Array<{ node: { transactionKey: string } }> } };

export type UserErrorFieldsFragment = { field: Array<string> | null, message: string, code: UserErrorCode };

export type CouponCreateMutationVariables = Exact<{
  input: CouponCreateInput;
}>;


export type CouponCreateMutation = { couponCreate: { coupon: { id: string, number: number, name: string, uuidCode: string, active: boolean, discountType: CouponDiscountType, discountPercent: string | null, durationType: CouponDurationType, durationValue: number | null, expiresOn: string | null, redemptionLimit: number | null, timesRedeemed: number, metadata: unknown, syncProvider: CouponSyncProvider | null, syncSuccessful: boolean | null, createdAt: string, updatedAt: string, promotionCodes: { totalCount: number, edges: Array<{ node: { code: string } }> }, discountAmount: { amount: string, currency: string } | null, redemptions: { totalCount: number, edges: Array<{ node: { id: string, transactionKey: string, redeemedAt: string, transaction: { key: string } | null } }> }, partner: { id: string, externalId: string } | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type CouponUpdateMutationVariables = Exact<{
  input: CouponUpdateInput;
}>;


export type CouponUpdateMutation = { couponUpdate: { coupon: { id: string, number: number, name: string, uuidCode: string, active: boolean, discountType: CouponDiscountType, discountPercent: string | null, durationType: CouponDurationType, durationValue: number | null, expiresOn: string | null, redemptionLimit: number | null, timesRedeemed: number, metadata: unknown, syncProvider: CouponSyncProvider | null, syncSuccessful: boolean | null, createdAt: string, updatedAt: string, discountAmount: { amount: string, currency: string } | null, redemptions: { totalCount: number, edges: Array<{ node: { id: string, transactionKey: string, redeemedAt: string, transaction: { key: string } | null } }> }, partner: { id: string, externalId: string } | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type CouponRedeemMutationVariables = Exact<{
  input: CouponRedeemInput;
}>;


export type CouponRedeemMutation = { couponRedeem: { recorded: boolean, refusal: RedemptionRefusal | null, coupon: { id: string, timesRedeemed: number, redemptions: { edges: Array<{ node: { transactionKey: string } }> } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type CouponDeleteMutationVariables = Exact<{
  input: CouponDeleteInput;
}>;


export type CouponDeleteMutation = { couponDelete: { deletedId: string | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type CouponOneQueryVariables = Exact<{
  by: CouponLookup;
}>;


export type CouponOneQuery = { coupon: { id: string, number: number, name: string, uuidCode: string, active: boolean, discountType: CouponDiscountType, discountPercent: string | null, durationType: CouponDurationType, durationValue: number | null, expiresOn: string | null, redemptionLimit: number | null, timesRedeemed: number, metadata: unknown, syncProvider: CouponSyncProvider | null, syncSuccessful: boolean | null, createdAt: string, updatedAt: string, promotionCodes: { totalCount: number, edges: Array<{ node: { code: string } }> }, discountAmount: { amount: string, currency: string } | null, redemptions: { totalCount: number, edges: Array<{ node: { id: string, transactionKey: string, redeemedAt: string, transaction: { key: string } | null } }> }, partner: { id: string, externalId: string } | null } | null };

export type CouponNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type CouponNodeQuery = { node:
    | { __typename: 'Coupon', uuidCode: string, id: string }
    | { __typename: 'Customer', id: string }
    | { __typename: 'Integration', id: string }
    | { __typename: 'Lead', id: string }
    | { __typename: 'NewsletterConnection', id: string }
    | { __typename: 'Partner', id: string }
    | { __typename: 'PayoutRequest', id: string }
    | { __typename: 'Program', id: string }
    | { __typename: 'PromotionCode', code: string, id: string }
    | { __typename: 'Redemption', id: string }
    | { __typename: 'ReferralLink', id: string }
    | { __typename: 'Reward', id: string }
    | { __typename: 'Subscriber', id: string }
    | { __typename: 'Transaction', id: string }
    | { __typename: 'Webhook', id: string }
    | { __typename: 'WebhookDelivery', id: string }
   | null };

export type CouponsPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: CouponFilter | null | undefined;
}>;


export type CouponsPageQuery = { coupons: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, uuidCode: string, active: boolean, partner: { externalId: string } | null } }> } };

export type PromotionCodeCreateMutationVariables = Exact<{
  input: PromotionCodeCreateInput;
}>;


export type PromotionCodeCreateMutation = { promotionCodeCreate: { promotionCode: { id: string, code: string, firstTimeOrder: boolean, expiresOn: string | null, redemptionLimit: number | null, timesRedeemed: number, metadata: unknown, createdAt: string, coupon: { id: string, uuidCode: string }, partner: { id: string, externalId: string } | null, customer: { key: string } | null, minimumOrder: { amount: string, currency: string } | null, redemptions: { totalCount: number, edges: Array<{ node: { transactionKey: string } }> } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type PromotionCodeUpdateMutationVariables = Exact<{
  input: PromotionCodeUpdateInput;
}>;


export type PromotionCodeUpdateMutation = { promotionCodeUpdate: { promotionCode: { id: string, code: string, firstTimeOrder: boolean, expiresOn: string | null, redemptionLimit: number | null, timesRedeemed: number, metadata: unknown, createdAt: string, coupon: { id: string, uuidCode: string }, partner: { id: string, externalId: string } | null, customer: { key: string } | null, minimumOrder: { amount: string, currency: string } | null, redemptions: { totalCount: number, edges: Array<{ node: { transactionKey: string } }> } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type PromotionCodeRedeemMutationVariables = Exact<{
  input: PromotionCodeRedeemInput;
}>;


export type PromotionCodeRedeemMutation = { promotionCodeRedeem: { recorded: boolean, refusal: RedemptionRefusal | null, promotionCode: { id: string, timesRedeemed: number, redemptions: { edges: Array<{ node: { transactionKey: string } }> } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type PromotionCodeDeleteMutationVariables = Exact<{
  input: PromotionCodeDeleteInput;
}>;


export type PromotionCodeDeleteMutation = { promotionCodeDelete: { deletedId: string | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type PromotionCodeOneQueryVariables = Exact<{
  by: PromotionCodeLookup;
}>;


export type PromotionCodeOneQuery = { promotionCode: { id: string, code: string, firstTimeOrder: boolean, expiresOn: string | null, redemptionLimit: number | null, timesRedeemed: number, metadata: unknown, createdAt: string, coupon: { id: string, uuidCode: string }, partner: { id: string, externalId: string } | null, customer: { key: string } | null, minimumOrder: { amount: string, currency: string } | null, redemptions: { totalCount: number, edges: Array<{ node: { transactionKey: string } }> } } | null };

export type PromotionCodesPageQueryVariables = Exact<{
  filter?: PromotionCodeFilter | null | undefined;
}>;


export type PromotionCodesPageQuery = { promotionCodes: { totalCount: number, edges: Array<{ node: { code: string, coupon: { uuidCode: string } } }> } };

export type RedemptionFeedSubscriptionVariables = Exact<{
  couponId?: string | number | null | undefined;
}>;


export type RedemptionFeedSubscription = { redemptionRecorded: { kind: RedemptionKind, code: string, couponUuidCode: string, transactionKey: string, timesRedeemed: number, redeemedAt: string, partner: { externalId: string } | null, coupon: { id: string, uuidCode: string, timesRedeemed: number } | null, promotionCode: { id: string, code: string, timesRedeemed: number } | null } };

export type CouponPartnerQueryVariables = Exact<{
  externalId: string;
}>;


export type CouponPartnerQuery = { partner: { id: string } | null };

export type CouponRedemptionsPageQueryVariables = Exact<{
  by: CouponLookup;
  first?: number | null | undefined;
  after?: string | null | undefined;
  orderBy?: ListOrder | null | undefined;
}>;


export type CouponRedemptionsPageQuery = { coupon: { timesRedeemed: number, redemptions: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { transactionKey: string, redeemedAt: string } }> } } | null };

export type PromotionCodeRedemptionsPageQueryVariables = Exact<{
  by: PromotionCodeLookup;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PromotionCodeRedemptionsPageQuery = { promotionCode: { redemptions: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { transactionKey: string } }> } } | null };

export type CustomerLinksQueryVariables = Exact<{
  by: CustomerLookup;
}>;


export type CustomerLinksQuery = { customer: { id: string, key: string, referralLink: string | null, referralLinks: Array<{ id: string, key: string, url: string, default: boolean, isAdditional: boolean, customer: { id: string, key: string } | null }> } | null };

export type CustomerFieldsFragment = { id: string, externalId: string, key: string, name: string, surname: string, email: string | null, status: CustomerStatus, approved: boolean, tags: Array<string>, referralsCount: number, referralLink: string | null, customFields: unknown, createdAt: string, updatedAt: string, deletedAt: string | null, partner: { id: string, externalId: string, key: string } | null, referringCustomer: { id: string, externalId: string, key: string } | null, metadata: { dateOfBirth: string | null }, referralLinks: Array<{ id: string, key: string, url: string, default: boolean }> };

export type CustomerUserErrorsFragment = { field: Array<string> | null, message: string, code: UserErrorCode };

export type CustomersPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  orderBy?: ListOrder | null | undefined;
  filter?: CustomerFilter | null | undefined;
}>;


export type CustomersPageQuery = { customers: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, externalId: string, key: string, name: string, surname: string, email: string | null, status: CustomerStatus, approved: boolean, tags: Array<string>, referralsCount: number, referralLink: string | null, customFields: unknown, createdAt: string, updatedAt: string, deletedAt: string | null, partner: { id: string, externalId: string, key: string } | null, referringCustomer: { id: string, externalId: string, key: string } | null, metadata: { dateOfBirth: string | null }, referralLinks: Array<{ id: string, key: string, url: string, default: boolean }> } }> } };

export type CustomerOneQueryVariables = Exact<{
  by: CustomerLookup;
}>;


export type CustomerOneQuery = { customer: { id: string, externalId: string, key: string, name: string, surname: string, email: string | null, status: CustomerStatus, approved: boolean, tags: Array<string>, referralsCount: number, referralLink: string | null, customFields: unknown, createdAt: string, updatedAt: string, deletedAt: string | null, partner: { id: string, externalId: string, key: string } | null, referringCustomer: { id: string, externalId: string, key: string } | null, metadata: { dateOfBirth: string | null }, referralLinks: Array<{ id: string, key: string, url: string, default: boolean }> } | null };

export type CustomerNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type CustomerNodeQuery = { node:
    | { __typename: 'Coupon', id: string }
    | { __typename: 'Customer', key: string, externalId: string, id: string }
    | { __typename: 'Integration', id: string }
    | { __typename: 'Lead', id: string }
    | { __typename: 'NewsletterConnection', id: string }
    | { __typename: 'Partner', id: string }
    | { __typename: 'PayoutRequest', id: string }
    | { __typename: 'Program', id: string }
    | { __typename: 'PromotionCode', id: string }
    | { __typename: 'Redemption', id: string }
    | { __typename: 'ReferralLink', id: string }
    | { __typename: 'Reward', id: string }
    | { __typename: 'Subscriber', id: string }
    | { __typename: 'Transaction', id: string }
    | { __typename: 'Webhook', id: string }
    | { __typename: 'WebhookDelivery', id: string }
   | null };

export type CustomerReferFriendQueryVariables = Exact<{
  by: CustomerLookup;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CustomerReferFriendQuery = { customer: { key: string, referrals: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { key: string, referringCustomer: { key: string } | null } }> }, stats: { referrals: number, clicks: number, referralLink: string, rewards: Array<{ currency: string, amount: string }>, shareLinks: { facebook: string, twitter: string, linkedin: string, whatsapp: string, email: string } }, balance: Array<{ isCurrency: boolean, amount: { amount: string, currency: string } | null, points: { amount: string, unit: string } | null }> } | null };

export type CustomerStatsOnlyQueryVariables = Exact<{
  by: CustomerLookup;
}>;


export type CustomerStatsOnlyQuery = { customer: { key: string, stats: { referrals: number } } | null };

export type CustomerCreateMutationVariables = Exact<{
  input: CustomerCreateInput;
}>;


export type CustomerCreateMutation = { customerCreate: { customer: { id: string, externalId: string, key: string, name: string, surname: string, email: string | null, status: CustomerStatus, approved: boolean, tags: Array<string>, referralsCount: number, referralLink: string | null, customFields: unknown, createdAt: string, updatedAt: string, deletedAt: string | null, partner: { id: string, externalId: string, key: string } | null, referringCustomer: { id: string, externalId: string, key: string } | null, metadata: { dateOfBirth: string | null }, referralLinks: Array<{ id: string, key: string, url: string, default: boolean }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type CustomerUpdateMutationVariables = Exact<{
  input: CustomerUpdateInput;
}>;


export type CustomerUpdateMutation = { customerUpdate: { customer: { id: string, externalId: string, key: string, name: string, surname: string, email: string | null, status: CustomerStatus, approved: boolean, tags: Array<string>, referralsCount: number, referralLink: string | null, customFields: unknown, createdAt: string, updatedAt: string, deletedAt: string | null, partner: { id: string, externalId: string, key: string } | null, referringCustomer: { id: string, externalId: string, key: string } | null, metadata: { dateOfBirth: string | null }, referralLinks: Array<{ id: string, key: string, url: string, default: boolean }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type CustomerDeleteMutationVariables = Exact<{
  input: CustomerDeleteInput;
}>;


export type CustomerDeleteMutation = { customerDelete: { deletedId: string | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type CustomerArchiveMutationVariables = Exact<{
  input: CustomerArchiveInput;
}>;


export type CustomerArchiveMutation = { customerArchive: { customer: { key: string, status: CustomerStatus, deletedAt: string | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type CustomerRestoreMutationVariables = Exact<{
  input: CustomerRestoreInput;
}>;


export type CustomerRestoreMutation = { customerRestore: { customer: { key: string, status: CustomerStatus, deletedAt: string | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type CustomerCreditMutationVariables = Exact<{
  input: CustomerCreditInput;
}>;


export type CustomerCreditMutation = { customerCredit: { credit: { id: string, isCurrency: boolean, customer: { id: string, key: string }, amount: { amount: string, currency: string } | null, points: { amount: string, unit: string } | null, balance: Array<{ isCurrency: boolean, amount: { amount: string, currency: string } | null, points: { amount: string, unit: string } | null }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type CustomerInviteMutationVariables = Exact<{
  input: CustomerInviteInput;
}>;


export type CustomerInviteMutation = { customerInvite: { invitation: { email: string, name: string, sent: boolean, sentAt: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type ProgramEventsSubscriptionVariables = Exact<{
  types?: Array<EventType> | EventType | null | undefined;
  partnerId?: string | number | null | undefined;
  after?: string | number | null | undefined;
}>;


export type ProgramEventsSubscription = { events: { id: string, resourceType: ResourceType, resourceId: string, payload: unknown, createdAt: string, type: string, eventType: EventType, node:
      | { __typename: 'Coupon', id: string }
      | { __typename: 'Customer', key: string, id: string }
      | { __typename: 'Integration', id: string }
      | { __typename: 'Lead', number: number, id: string }
      | { __typename: 'NewsletterConnection', id: string }
      | { __typename: 'Partner', externalId: string, status: PartnerStatus, id: string }
      | { __typename: 'PayoutRequest', id: string }
      | { __typename: 'Program', id: string }
      | { __typename: 'PromotionCode', id: string }
      | { __typename: 'Redemption', id: string }
      | { __typename: 'ReferralLink', id: string }
      | { __typename: 'Reward', id: string }
      | { __typename: 'Subscriber', externalId: string, id: string }
      | { __typename: 'Transaction', key: string, id: string }
      | { __typename: 'Webhook', id: string }
      | { __typename: 'WebhookDelivery', id: string }
     | null } };

export type PastEventsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: ProgramEventFilter | null | undefined;
}>;


export type PastEventsQuery = { events: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, resourceId: string, type: string } }> } };

export type IntegrationFieldsFragment = { id: string, provider: IntegrationProvider, status: IntegrationStatus, connectedAt: string, updatedAt: string, settings: { stripeMode: StripeMode | null, shopDomain: string | null, storeUrl: string | null, paidStatuses: Array<string> | null, trackAllOrders: boolean | null, amountMode: WooCommerceAmountMode | null, paddleEnvironment: PaddleEnvironment | null } };

export type IntegrationListQueryVariables = Exact<{ [key: string]: never; }>;


export type IntegrationListQuery = { integrations: Array<{ id: string, provider: IntegrationProvider, status: IntegrationStatus, connectedAt: string, updatedAt: string, settings: { stripeMode: StripeMode | null, shopDomain: string | null, storeUrl: string | null, paidStatuses: Array<string> | null, trackAllOrders: boolean | null, amountMode: WooCommerceAmountMode | null, paddleEnvironment: PaddleEnvironment | null } }> };

export type IntegrationConnectMutationVariables = Exact<{
  input: IntegrationConnectInput;
}>;


export type IntegrationConnectMutation = { integrationConnect: { integration: { id: string, provider: IntegrationProvider, status: IntegrationStatus, connectedAt: string, updatedAt: string, settings: { stripeMode: StripeMode | null, shopDomain: string | null, storeUrl: string | null, paidStatuses: Array<string> | null, trackAllOrders: boolean | null, amountMode: WooCommerceAmountMode | null, paddleEnvironment: PaddleEnvironment | null } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type IntegrationDisconnectMutationVariables = Exact<{
  input: IntegrationDisconnectInput;
}>;


export type IntegrationDisconnectMutation = { integrationDisconnect: { integration: { id: string, provider: IntegrationProvider, status: IntegrationStatus, connectedAt: string, updatedAt: string, settings: { stripeMode: StripeMode | null, shopDomain: string | null, storeUrl: string | null, paidStatuses: Array<string> | null, trackAllOrders: boolean | null, amountMode: WooCommerceAmountMode | null, paddleEnvironment: PaddleEnvironment | null } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type LeadFieldsFragment = { id: string, number: number, status: LeadStatus, createdAt: string, canBeConverted: boolean, canBeRejected: boolean, leadInfo: { name: string, email: string | null }, partner: { id: string, externalId: string, email: string }, customer: { key: string, name: string, email: string | null } | null, submissionForm: Array<{ question: string, answer: string }>, answers: Array<{ fieldId: string, question: string | null, values: Array<string> }> };

export type LeadUserErrorsFragment = { field: Array<string> | null, message: string, code: UserErrorCode };

export type LeadDetailsFieldsFragment = { currency: string, form: Array<{ id: string, question: string, type: LeadFormFieldType, required: boolean, options: Array<string> }>, commission: { type: RateType, value: string } };

export type LeadSettingsUpdateMutationVariables = Exact<{
  input: LeadSettingsUpdateInput;
}>;


export type LeadSettingsUpdateMutation = { leadSettingsUpdate: { leadDetails: { currency: string, form: Array<{ id: string, question: string, type: LeadFormFieldType, required: boolean, options: Array<string> }>, commission: { type: RateType, value: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type LeadDetailsOfQueryVariables = Exact<{ [key: string]: never; }>;


export type LeadDetailsOfQuery = { leadDetails: { currency: string, form: Array<{ id: string, question: string, type: LeadFormFieldType, required: boolean, options: Array<string> }>, commission: { type: RateType, value: string } } };

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
    | { __typename: 'Coupon', id: string }
    | { __typename: 'Customer', id: string }
    | { __typename: 'Integration', id: string }
    | { __typename: 'Lead', number: number, status: LeadStatus, id: string }
    | { __typename: 'NewsletterConnection', id: string }
    | { __typename: 'Partner', id: string }
    | { __typename: 'PayoutRequest', id: string }
    | { __typename: 'Program', id: string }
    | { __typename: 'PromotionCode', id: string }
    | { __typename: 'Redemption', id: string }
    | { __typename: 'ReferralLink', id: string }
    | { __typename: 'Reward', id: string }
    | { __typename: 'Subscriber', id: string }
    | { __typename: 'Transaction', id: string }
    | { __typename: 'Webhook', id: string }
    | { __typename: 'WebhookDelivery', id: string }
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

export type NewsletterConnectionFieldsFragment = { id: string, provider: EspType, status: IntegrationStatus, listId: string | null, groupId: string | null, publicationId: string | null, webhookUrl: string | null, syncState: NewsletterSyncState, syncSeen: number, syncImported: number, syncMessage: string | null, pushState: NewsletterPushState, pushMessage: string | null, pendingWrites: number };

export type NewsletterUserErrorFieldsFragment = { field: Array<string> | null, message: string, code: UserErrorCode };

export type NewsletterConnectionOneQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsletterConnectionOneQuery = { newsletterConnection: { id: string, provider: EspType, status: IntegrationStatus, listId: string | null, groupId: string | null, publicationId: string | null, webhookUrl: string | null, syncState: NewsletterSyncState, syncSeen: number, syncImported: number, syncMessage: string | null, pushState: NewsletterPushState, pushMessage: string | null, pendingWrites: number } | null };

export type ProgramEspTypeQueryVariables = Exact<{ [key: string]: never; }>;


export type ProgramEspTypeQuery = { program: { program: { espType: EspType | null } } };

export type NewsletterConnectMutationVariables = Exact<{
  input: NewsletterConnectInput;
}>;


export type NewsletterConnectMutation = { newsletterConnect: { connection: { id: string, provider: EspType, status: IntegrationStatus, listId: string | null, groupId: string | null, publicationId: string | null, webhookUrl: string | null, syncState: NewsletterSyncState, syncSeen: number, syncImported: number, syncMessage: string | null, pushState: NewsletterPushState, pushMessage: string | null, pendingWrites: number } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type NewsletterDisconnectMutationVariables = Exact<{ [key: string]: never; }>;


export type NewsletterDisconnectMutation = { newsletterDisconnect: { connection: { id: string, provider: EspType, status: IntegrationStatus, listId: string | null, groupId: string | null, publicationId: string | null, webhookUrl: string | null, syncState: NewsletterSyncState, syncSeen: number, syncImported: number, syncMessage: string | null, pushState: NewsletterPushState, pushMessage: string | null, pendingWrites: number } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type NewsletterTestMutationVariables = Exact<{ [key: string]: never; }>;


export type NewsletterTestMutation = { newsletterTest: { ok: boolean | null, message: string | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type NewsletterSyncMutationVariables = Exact<{
  input?: NewsletterSyncInput | null | undefined;
}>;


export type NewsletterSyncMutation = { newsletterSync: { connection: { id: string, provider: EspType, status: IntegrationStatus, listId: string | null, groupId: string | null, publicationId: string | null, webhookUrl: string | null, syncState: NewsletterSyncState, syncSeen: number, syncImported: number, syncMessage: string | null, pushState: NewsletterPushState, pushMessage: string | null, pendingWrites: number } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type PartnerFieldsFragment = { id: string, externalId: string, key: string, email: string, name: string, surname: string, tos: boolean, approved: boolean, status: PartnerStatus, tags: Array<string>, customFields: unknown, payoutGateway: PayoutGateway | null, referralLink: string | null, referralsCount: number, createdAt: string, updatedAt: string };

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


export type PartnerFindQuery = { partner: { id: string, externalId: string, key: string, email: string, name: string, surname: string, tos: boolean, approved: boolean, status: PartnerStatus, tags: Array<string>, customFields: unknown, payoutGateway: PayoutGateway | null, referralLink: string | null, referralsCount: number, createdAt: string, updatedAt: string, referrals: { clicks: number, signups: number, salesCount: number, paidAccounts: number, revenue: Array<{ currency: string, amount: string }> }, commissions: { paid: Array<{ currency: string, amount: string }>, pending: Array<{ currency: string, amount: string }>, notPaid: Array<{ currency: string, amount: string }> }, referralLinks: Array<{ id: string, key: string, url: string, default: boolean, isAdditional: boolean, directTracking: boolean }>, referringPartner: { id: string, externalId: string, key: string, email: string } | null } | null };

export type PartnerNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type PartnerNodeQuery = { node:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { externalId: string, email: string, status: PartnerStatus, id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
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


export type PartnerRewardMutation = { partnerReward: { reward: { key: string, status: RewardStatus, note: string, createdAt: string, amount: { amount: string, currency: string } | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type KeyCheckQueryVariables = Exact<{ [key: string]: never; }>;


export type KeyCheckQuery = { test: { program: { id: string, number: number, publicId: string, name: string, type: ProgramType } } };

export type ProgramFiguresQueryVariables = Exact<{
  range?: DateRangeInput | null | undefined;
  metric: ProgramMetric;
  interval: TimeInterval;
}>;


export type ProgramFiguresQuery = { program: { program: { id: string, number: number, publicId: string, name: string, type: ProgramType, currency: string }, programSettings: { cookieLifetime: number, commissionValue: string, commissionType: RateType }, stats: { totalPartners: number, totalPurchases: number, totalSignups: number, totalRevenue: Array<{ amount: string, currency: string }> }, timeSeries: Array<{ start: string, count: number, amount: { amount: string, currency: string } | null }> } };

export type ProgramNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type ProgramNodeQuery = { node:
    | { __typename: 'Coupon', id: string }
    | { __typename: 'Customer', id: string }
    | { __typename: 'Integration', id: string }
    | { __typename: 'Lead', id: string }
    | { __typename: 'NewsletterConnection', id: string }
    | { __typename: 'Partner', id: string }
    | { __typename: 'PayoutRequest', id: string }
    | { __typename: 'Program', number: number, name: string, id: string }
    | { __typename: 'PromotionCode', id: string }
    | { __typename: 'Redemption', id: string }
    | { __typename: 'ReferralLink', id: string }
    | { __typename: 'Reward', id: string }
    | { __typename: 'Subscriber', id: string }
    | { __typename: 'Transaction', id: string }
    | { __typename: 'Webhook', id: string }
    | { __typename: 'WebhookDelivery', id: string }
   | null };

export type ProgramUpdateMutationVariables = Exact<{
  input: ProgramUpdateInput;
}>;


export type ProgramUpdateMutation = { programUpdate: { program: { program: { id: string, name: string, website: string }, programSettings: { cookieLifetime: number, commissionValue: string, commission: { sale: { type: RateType, value: string } }, fraud: { paidAds: PaidAdsPolicy } } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type ProgramCapabilitiesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProgramCapabilitiesQuery = { program: { program: { type: ProgramType, capabilities: { partners: boolean, coupons: boolean, payouts: boolean, customers: boolean, customerReferrals: boolean, subscribers: boolean, transactions: boolean, rewards: boolean } } } };

export type ReferralLinkFieldsFragment = { id: string, key: string, url: string, default: boolean, isAdditional: boolean, destinationUrl: string | null, directTracking: boolean, directTrackingRedirect: boolean, directTrackingRedirectUrl: string | null, partner: { id: string, key: string } | null, customer: { id: string, key: string } | null };

export type ReferralLinkFindQueryVariables = Exact<{
  by: ReferralLinkLookup;
}>;


export type ReferralLinkFindQuery = { referralLink: { id: string, key: string, url: string, default: boolean, isAdditional: boolean, destinationUrl: string | null, directTracking: boolean, directTrackingRedirect: boolean, directTrackingRedirectUrl: string | null, partner: { id: string, key: string } | null, customer: { id: string, key: string } | null } | null };

export type ReferralLinkNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type ReferralLinkNodeQuery = { node:
    | { __typename: 'Coupon', id: string }
    | { __typename: 'Customer', id: string }
    | { __typename: 'Integration', id: string }
    | { __typename: 'Lead', id: string }
    | { __typename: 'NewsletterConnection', id: string }
    | { __typename: 'Partner', id: string }
    | { __typename: 'PayoutRequest', id: string }
    | { __typename: 'Program', id: string }
    | { __typename: 'PromotionCode', id: string }
    | { __typename: 'Redemption', id: string }
    | { __typename: 'ReferralLink', key: string, id: string }
    | { __typename: 'Reward', id: string }
    | { __typename: 'Subscriber', id: string }
    | { __typename: 'Transaction', id: string }
    | { __typename: 'Webhook', id: string }
    | { __typename: 'WebhookDelivery', id: string }
   | null };

export type PartnerLinksQueryVariables = Exact<{
  by: PartnerLookup;
}>;


export type PartnerLinksQuery = { partner: { id: string, referralLinks: Array<{ id: string, key: string, url: string, default: boolean, isAdditional: boolean, destinationUrl: string | null, directTracking: boolean, directTrackingRedirect: boolean, directTrackingRedirectUrl: string | null, partner: { id: string, key: string } | null, customer: { id: string, key: string } | null }> } | null };

export type ReferralLinkCreateMutationVariables = Exact<{
  input: ReferralLinkCreateInput;
}>;


export type ReferralLinkCreateMutation = { referralLinkCreate: { referralLink: { id: string, key: string, url: string, default: boolean, isAdditional: boolean, destinationUrl: string | null, directTracking: boolean, directTrackingRedirect: boolean, directTrackingRedirectUrl: string | null, partner: { id: string, key: string } | null, customer: { id: string, key: string } | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type ReferralLinkUpdateMutationVariables = Exact<{
  input: ReferralLinkUpdateInput;
}>;


export type ReferralLinkUpdateMutation = { referralLinkUpdate: { referralLink: { id: string, key: string, url: string, default: boolean, isAdditional: boolean, destinationUrl: string | null, directTracking: boolean, directTrackingRedirect: boolean, directTrackingRedirectUrl: string | null, partner: { id: string, key: string } | null, customer: { id: string, key: string } | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type ReferralLinkDeleteMutationVariables = Exact<{
  input: ReferralLinkDeleteInput;
}>;


export type ReferralLinkDeleteMutation = { referralLinkDelete: { deletedId: string | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type RewardFieldsFragment = { id: string, key: string, kind: RewardKind, action: string, status: RewardStatus, isCurrency: boolean, tier: number, reviewReason: string | null, holdUntil: string | null, approvedAt: string | null, rejectedAt: string | null, paidAt: string | null, createdAt: string, amount: { amount: string, currency: string } | null, points: { amount: string, unit: string } | null, partner: { id: string, externalId: string } | null, customer: { key: string } | null, subscriber: { id: string } | null, transaction: { id: string, key: string } | null, productTypeData: { productId: string | null, productType: string | null } };

export type RewardsPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  orderBy?: ListOrder | null | undefined;
  filter?: RewardFilter | null | undefined;
}>;


export type RewardsPageQuery = { rewards: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, key: string, kind: RewardKind, action: string, status: RewardStatus, isCurrency: boolean, tier: number, reviewReason: string | null, holdUntil: string | null, approvedAt: string | null, rejectedAt: string | null, paidAt: string | null, createdAt: string, amount: { amount: string, currency: string } | null, points: { amount: string, unit: string } | null, partner: { id: string, externalId: string } | null, customer: { key: string } | null, subscriber: { id: string } | null, transaction: { id: string, key: string } | null, productTypeData: { productId: string | null, productType: string | null } } }> } };

export type RewardOneQueryVariables = Exact<{
  by: RewardLookup;
}>;


export type RewardOneQuery = { reward: { id: string, key: string, kind: RewardKind, action: string, status: RewardStatus, isCurrency: boolean, tier: number, reviewReason: string | null, holdUntil: string | null, approvedAt: string | null, rejectedAt: string | null, paidAt: string | null, createdAt: string, amount: { amount: string, currency: string } | null, points: { amount: string, unit: string } | null, partner: { id: string, externalId: string } | null, customer: { key: string } | null, subscriber: { id: string } | null, transaction: { id: string, key: string } | null, productTypeData: { productId: string | null, productType: string | null } } | null };

export type RewardNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type RewardNodeQuery = { node:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { key: string, status: RewardStatus, id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null };

export type RewardApproveMutationVariables = Exact<{
  input: RewardApproveInput;
}>;


export type RewardApproveMutation = { rewardApprove: { reward: { id: string, key: string, kind: RewardKind, action: string, status: RewardStatus, isCurrency: boolean, tier: number, reviewReason: string | null, holdUntil: string | null, approvedAt: string | null, rejectedAt: string | null, paidAt: string | null, createdAt: string, amount: { amount: string, currency: string } | null, points: { amount: string, unit: string } | null, partner: { id: string, externalId: string } | null, customer: { key: string } | null, subscriber: { id: string } | null, transaction: { id: string, key: string } | null, productTypeData: { productId: string | null, productType: string | null } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type RewardRejectMutationVariables = Exact<{
  input: RewardRejectInput;
}>;


export type RewardRejectMutation = { rewardReject: { reward: { id: string, key: string, kind: RewardKind, action: string, status: RewardStatus, isCurrency: boolean, tier: number, reviewReason: string | null, holdUntil: string | null, approvedAt: string | null, rejectedAt: string | null, paidAt: string | null, createdAt: string, amount: { amount: string, currency: string } | null, points: { amount: string, unit: string } | null, partner: { id: string, externalId: string } | null, customer: { key: string } | null, subscriber: { id: string } | null, transaction: { id: string, key: string } | null, productTypeData: { productId: string | null, productType: string | null } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type PartnersWithRewardsQueryVariables = Exact<{
  first?: number | null | undefined;
  filter?: OwnRewardFilter | null | undefined;
}>;


export type PartnersWithRewardsQuery = { partners: { edges: Array<{ node: { id: string, externalId: string, rewards: { totalCount: number, edges: Array<{ node: { key: string, status: RewardStatus, amount: { amount: string, currency: string } | null } }> } } }> } };

export type CustomerRewardsQueryVariables = Exact<{
  key: string;
}>;


export type CustomerRewardsQuery = { customer: { key: string, rewards: { totalCount: number, edges: Array<{ node: { key: string, status: RewardStatus, amount: { amount: string, currency: string } | null } }> } } | null };

export type SubscriberRewardsQueryVariables = Exact<{
  id: string;
}>;


export type SubscriberRewardsQuery = { subscriber: { id: string, reward: Array<{ id: string, name: string, referrals: number | null, status: RewardStatus, value: { amount: string, currency: string } | null }>, rewards: { edges: Array<{ node: { key: string, kind: RewardKind, status: RewardStatus } }> } } | null };

export type RewardsApproveMutationVariables = Exact<{
  input: RewardsApproveInput;
}>;


export type RewardsApproveMutation = { rewardsApprove: { rewards: Array<{ key: string, status: RewardStatus }>, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type RewardsRejectMutationVariables = Exact<{
  input: RewardsRejectInput;
}>;


export type RewardsRejectMutation = { rewardsReject: { rewards: Array<{ key: string, status: RewardStatus, reviewReason: string | null }>, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type SubscriberFieldsFragment = { id: string, externalId: string, name: string, email: string, isReferred: boolean, tos: boolean, marketingConsent: boolean, status: SubscriberStatus, approved: boolean, portalLink: string | null, shareLink: string | null, referralsCount: number, createdAt: string, updatedAt: string, reward: Array<{ id: string, name: string, referrals: number | null, status: RewardStatus, createdAt: string, value: { amount: string, currency: string } | null }> };

export type SubscriberPayloadErrorsFragment = { field: Array<string> | null, message: string, code: UserErrorCode };

export type SubscribersPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  orderBy?: ListOrder | null | undefined;
  filter?: SubscriberFilter | null | undefined;
}>;


export type SubscribersPageQuery = { subscribers: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, externalId: string, name: string, email: string, isReferred: boolean, tos: boolean, marketingConsent: boolean, status: SubscriberStatus, approved: boolean, portalLink: string | null, shareLink: string | null, referralsCount: number, createdAt: string, updatedAt: string, reward: Array<{ id: string, name: string, referrals: number | null, status: RewardStatus, createdAt: string, value: { amount: string, currency: string } | null }> } }> } };

export type SubscriberOneQueryVariables = Exact<{
  by: SubscriberLookup;
}>;


export type SubscriberOneQuery = { subscriber: { id: string, externalId: string, name: string, email: string, isReferred: boolean, tos: boolean, marketingConsent: boolean, status: SubscriberStatus, approved: boolean, portalLink: string | null, shareLink: string | null, referralsCount: number, createdAt: string, updatedAt: string, referringSubscriber: { id: string, externalId: string, email: string } | null, links: Array<{ key: string, default: boolean, url: string }>, reward: Array<{ id: string, name: string, referrals: number | null, status: RewardStatus, createdAt: string, value: { amount: string, currency: string } | null }> } | null };

export type SubscriberNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type SubscriberNodeQuery = { node:
    | { __typename: 'Coupon', id: string }
    | { __typename: 'Customer', id: string }
    | { __typename: 'Integration', id: string }
    | { __typename: 'Lead', id: string }
    | { __typename: 'NewsletterConnection', id: string }
    | { __typename: 'Partner', id: string }
    | { __typename: 'PayoutRequest', id: string }
    | { __typename: 'Program', id: string }
    | { __typename: 'PromotionCode', id: string }
    | { __typename: 'Redemption', id: string }
    | { __typename: 'ReferralLink', id: string }
    | { __typename: 'Reward', id: string }
    | { __typename: 'Subscriber', externalId: string, email: string, status: SubscriberStatus, id: string }
    | { __typename: 'Transaction', id: string }
    | { __typename: 'Webhook', id: string }
    | { __typename: 'WebhookDelivery', id: string }
   | null };

export type SubscriberCreateMutationVariables = Exact<{
  input: SubscriberCreateInput;
}>;


export type SubscriberCreateMutation = { subscriberCreate: { subscriber: { id: string, externalId: string, name: string, email: string, isReferred: boolean, tos: boolean, marketingConsent: boolean, status: SubscriberStatus, approved: boolean, portalLink: string | null, shareLink: string | null, referralsCount: number, createdAt: string, updatedAt: string, reward: Array<{ id: string, name: string, referrals: number | null, status: RewardStatus, createdAt: string, value: { amount: string, currency: string } | null }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type SubscriberUpdateMutationVariables = Exact<{
  input: SubscriberUpdateInput;
}>;


export type SubscriberUpdateMutation = { subscriberUpdate: { subscriber: { id: string, externalId: string, name: string, email: string, isReferred: boolean, tos: boolean, marketingConsent: boolean, status: SubscriberStatus, approved: boolean, portalLink: string | null, shareLink: string | null, referralsCount: number, createdAt: string, updatedAt: string, reward: Array<{ id: string, name: string, referrals: number | null, status: RewardStatus, createdAt: string, value: { amount: string, currency: string } | null }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type SubscriberDeleteMutationVariables = Exact<{
  input: SubscriberDeleteInput;
}>;


export type SubscriberDeleteMutation = { subscriberDelete: { deletedId: string | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type TransactionFieldsFragment = { id: string, key: string, action: string, isCurrency: boolean, productIds: Array<string>, productTypes: Array<string>, discountCode: string | null, archived: boolean, createdAt: string, amount: { amount: string, currency: string } | null, points: { amount: string, unit: string } | null, partner: { id: string, externalId: string } | null, customer: { key: string } | null, referringCustomer: { key: string } | null, refundOf: { id: string, key: string } | null, refundedAmount: { amount: string, currency: string } | null, refundedPoints: { amount: string, unit: string } | null, rewards: Array<{ id: string, key: string, status: RewardStatus, tier: number, amount: { amount: string, currency: string } | null, partner: { externalId: string } | null, transaction: { key: string } | null }> };

export type TransactionUserErrorFieldsFragment = { field: Array<string> | null, message: string, code: UserErrorCode };

export type TransactionCreateMutationVariables = Exact<{
  input: TransactionCreateInput;
}>;


export type TransactionCreateMutation = { transactionCreate: { transaction: { id: string, key: string, action: string, isCurrency: boolean, productIds: Array<string>, productTypes: Array<string>, discountCode: string | null, archived: boolean, createdAt: string, amount: { amount: string, currency: string } | null, points: { amount: string, unit: string } | null, partner: { id: string, externalId: string } | null, customer: { key: string } | null, referringCustomer: { key: string } | null, refundOf: { id: string, key: string } | null, refundedAmount: { amount: string, currency: string } | null, refundedPoints: { amount: string, unit: string } | null, rewards: Array<{ id: string, key: string, status: RewardStatus, tier: number, amount: { amount: string, currency: string } | null, partner: { externalId: string } | null, transaction: { key: string } | null }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type TransactionsCreateMutationVariables = Exact<{
  input: TransactionsCreateInput;
}>;


export type TransactionsCreateMutation = { transactionsCreate: { transactions: Array<{ id: string, key: string, action: string, isCurrency: boolean, productIds: Array<string>, productTypes: Array<string>, discountCode: string | null, archived: boolean, createdAt: string, amount: { amount: string, currency: string } | null, points: { amount: string, unit: string } | null, partner: { id: string, externalId: string } | null, customer: { key: string } | null, referringCustomer: { key: string } | null, refundOf: { id: string, key: string } | null, refundedAmount: { amount: string, currency: string } | null, refundedPoints: { amount: string, unit: string } | null, rewards: Array<{ id: string, key: string, status: RewardStatus, tier: number, amount: { amount: string, currency: string } | null, partner: { externalId: string } | null, transaction: { key: string } | null }> }> | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type TransactionsPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  orderBy?: ListOrder | null | undefined;
  filter?: TransactionFilter | null | undefined;
}>;


export type TransactionsPageQuery = { transactions: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, key: string, action: string, isCurrency: boolean, productIds: Array<string>, productTypes: Array<string>, discountCode: string | null, archived: boolean, createdAt: string, amount: { amount: string, currency: string } | null, points: { amount: string, unit: string } | null, partner: { id: string, externalId: string } | null, customer: { key: string } | null, referringCustomer: { key: string } | null, refundOf: { id: string, key: string } | null, refundedAmount: { amount: string, currency: string } | null, refundedPoints: { amount: string, unit: string } | null, rewards: Array<{ id: string, key: string, status: RewardStatus, tier: number, amount: { amount: string, currency: string } | null, partner: { externalId: string } | null, transaction: { key: string } | null }> } }> } };

export type TransactionOneQueryVariables = Exact<{
  by: TransactionLookup;
}>;


export type TransactionOneQuery = { transaction: { id: string, key: string, action: string, isCurrency: boolean, productIds: Array<string>, productTypes: Array<string>, discountCode: string | null, archived: boolean, createdAt: string, amount: { amount: string, currency: string } | null, points: { amount: string, unit: string } | null, partner: { id: string, externalId: string } | null, customer: { key: string } | null, referringCustomer: { key: string } | null, refundOf: { id: string, key: string } | null, refundedAmount: { amount: string, currency: string } | null, refundedPoints: { amount: string, unit: string } | null, rewards: Array<{ id: string, key: string, status: RewardStatus, tier: number, amount: { amount: string, currency: string } | null, partner: { externalId: string } | null, transaction: { key: string } | null }> } | null };

export type TransactionNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type TransactionNodeQuery = { node:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { key: string, id: string, amount: { amount: string, currency: string } | null }
    | { id: string }
    | { id: string }
   | null };

export type TransactionDeleteMutationVariables = Exact<{
  input: TransactionDeleteInput;
}>;


export type TransactionDeleteMutation = { transactionDelete: { deletedId: string | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type TransactionArchiveMutationVariables = Exact<{
  input: TransactionArchiveInput;
}>;


export type TransactionArchiveMutation = { transactionArchive: { transaction: { id: string, key: string, archived: boolean, rewards: Array<{ key: string }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type TransactionRestoreMutationVariables = Exact<{
  input: TransactionRestoreInput;
}>;


export type TransactionRestoreMutation = { transactionRestore: { transaction: { id: string, key: string, archived: boolean } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type TransactionRefundCreateMutationVariables = Exact<{
  input: TransactionCreateInput;
}>;


export type TransactionRefundCreateMutation = { transactionCreate: { transaction: { key: string, rewards: Array<{ key: string, amount: { amount: string, currency: string } | null }>, refundedSaleRewards: Array<{ key: string, status: RewardStatus, amount: { amount: string, currency: string } | null }> | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: UserErrorCode }> } };

export type WebhookEventTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEventTypesQuery = { webhookEventTypes: Array<EventType> };

export type WebhookCreateWithMutationVariables = Exact<{
  input: WebhookCreateInput;
}>;


export type WebhookCreateWithMutation = { webhookCreate: { webhook: { id: string, events: Array<EventType> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export const CouponFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"uuidCode"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"durationType"}},{"kind":"Field","name":{"kind":"Name","value":"durationValue"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionLimit"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"redemptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transactionKey"}},{"kind":"Field","name":{"kind":"Name","value":"redeemedAt"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"syncProvider"}},{"kind":"Field","name":{"kind":"Name","value":"syncSuccessful"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CouponFieldsFragment, unknown>;
export const PromotionCodeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromotionCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuidCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"firstTimeOrder"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionLimit"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"redemptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionKey"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PromotionCodeFieldsFragment, unknown>;
export const UserErrorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<UserErrorFieldsFragment, unknown>;
export const CustomerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referringCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralsCount"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralLink"}},{"kind":"Field","name":{"kind":"Name","value":"referralLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"default"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFields"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CustomerFieldsFragment, unknown>;
export const CustomerUserErrorsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerUserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<CustomerUserErrorsFragment, unknown>;
export const IntegrationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IntegrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Integration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stripeMode"}},{"kind":"Field","name":{"kind":"Name","value":"shopDomain"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"paidStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"trackAllOrders"}},{"kind":"Field","name":{"kind":"Name","value":"amountMode"}},{"kind":"Field","name":{"kind":"Name","value":"paddleEnvironment"}}]}}]}}]} as unknown as DocumentNode<IntegrationFieldsFragment, unknown>;
export const LeadFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"leadInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"submissionForm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canBeConverted"}},{"kind":"Field","name":{"kind":"Name","value":"canBeRejected"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]} as unknown as DocumentNode<LeadFieldsFragment, unknown>;
export const LeadUserErrorsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadUserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<LeadUserErrorsFragment, unknown>;
export const LeadDetailsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"form"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<LeadDetailsFieldsFragment, unknown>;
export const NewsletterConnectionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterConnectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"listId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"publicationId"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"syncState"}},{"kind":"Field","name":{"kind":"Name","value":"syncSeen"}},{"kind":"Field","name":{"kind":"Name","value":"syncImported"}},{"kind":"Field","name":{"kind":"Name","value":"syncMessage"}},{"kind":"Field","name":{"kind":"Name","value":"pushState"}},{"kind":"Field","name":{"kind":"Name","value":"pushMessage"}},{"kind":"Field","name":{"kind":"Name","value":"pendingWrites"}}]}}]} as unknown as DocumentNode<NewsletterConnectionFieldsFragment, unknown>;
export const NewsletterUserErrorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterUserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<NewsletterUserErrorFieldsFragment, unknown>;
export const PartnerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartnerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Partner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"tos"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"}},{"kind":"Field","name":{"kind":"Name","value":"payoutGateway"}},{"kind":"Field","name":{"kind":"Name","value":"referralLink"}},{"kind":"Field","name":{"kind":"Name","value":"referralsCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PartnerFieldsFragment, unknown>;
export const ReferralLinkFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReferralLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReferralLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"isAdditional"}},{"kind":"Field","name":{"kind":"Name","value":"destinationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"directTracking"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirect"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<ReferralLinkFieldsFragment, unknown>;
export const RewardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RewardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reward"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}},{"kind":"Field","name":{"kind":"Name","value":"holdUntil"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"productTypeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}}]}}]}}]} as unknown as DocumentNode<RewardFieldsFragment, unknown>;
export const SubscriberFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subscriber"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isReferred"}},{"kind":"Field","name":{"kind":"Name","value":"tos"}},{"kind":"Field","name":{"kind":"Name","value":"marketingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"portalLink"}},{"kind":"Field","name":{"kind":"Name","value":"shareLink"}},{"kind":"Field","name":{"kind":"Name","value":"referralsCount"}},{"kind":"Field","name":{"kind":"Name","value":"reward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"referrals"}},{"kind":"Field","name":{"kind":"Name","value":"value"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SubscriberFieldsFragment, unknown>;
export const SubscriberPayloadErrorsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriberPayloadErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<SubscriberPayloadErrorsFragment, unknown>;
export const TransactionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referringCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productIds"}},{"kind":"Field","name":{"kind":"Name","value":"productTypes"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"refundOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundedPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]} as unknown as DocumentNode<TransactionFieldsFragment, unknown>;
export const TransactionUserErrorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionUserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<TransactionUserErrorFieldsFragment, unknown>;
export const CouponCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CouponCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"couponCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponFields"}},{"kind":"Field","name":{"kind":"Name","value":"promotionCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"uuidCode"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"durationType"}},{"kind":"Field","name":{"kind":"Name","value":"durationValue"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionLimit"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"redemptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transactionKey"}},{"kind":"Field","name":{"kind":"Name","value":"redeemedAt"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"syncProvider"}},{"kind":"Field","name":{"kind":"Name","value":"syncSuccessful"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<CouponCreateMutation, CouponCreateMutationVariables>;
export const CouponUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CouponUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"couponUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"uuidCode"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"durationType"}},{"kind":"Field","name":{"kind":"Name","value":"durationValue"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionLimit"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"redemptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transactionKey"}},{"kind":"Field","name":{"kind":"Name","value":"redeemedAt"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"syncProvider"}},{"kind":"Field","name":{"kind":"Name","value":"syncSuccessful"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<CouponUpdateMutation, CouponUpdateMutationVariables>;
export const CouponRedeemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CouponRedeem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponRedeemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"couponRedeem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"redemptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionKey"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"recorded"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<CouponRedeemMutation, CouponRedeemMutationVariables>;
export const CouponDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CouponDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponDeleteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"couponDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<CouponDeleteMutation, CouponDeleteMutationVariables>;
export const CouponOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"by"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponLookup"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"by"},"value":{"kind":"Variable","name":{"kind":"Name","value":"by"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponFields"}},{"kind":"Field","name":{"kind":"Name","value":"promotionCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"uuidCode"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"durationType"}},{"kind":"Field","name":{"kind":"Name","value":"durationValue"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionLimit"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"redemptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transactionKey"}},{"kind":"Field","name":{"kind":"Name","value":"redeemedAt"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"syncProvider"}},{"kind":"Field","name":{"kind":"Name","value":"syncSuccessful"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CouponOneQuery, CouponOneQueryVariables>;
export const CouponNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuidCode"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<CouponNodeQuery, CouponNodeQueryVariables>;
export const CouponsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuidCode"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CouponsPageQuery, CouponsPageQueryVariables>;
export const PromotionCodeCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PromotionCodeCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCodeCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotionCodeCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotionCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PromotionCodeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromotionCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuidCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"firstTimeOrder"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionLimit"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"redemptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionKey"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<PromotionCodeCreateMutation, PromotionCodeCreateMutationVariables>;
export const PromotionCodeUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PromotionCodeUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCodeUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotionCodeUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotionCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PromotionCodeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromotionCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuidCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"firstTimeOrder"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionLimit"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"redemptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionKey"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<PromotionCodeUpdateMutation, PromotionCodeUpdateMutationVariables>;
export const PromotionCodeRedeemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PromotionCodeRedeem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCodeRedeemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotionCodeRedeem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotionCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"redemptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionKey"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"recorded"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<PromotionCodeRedeemMutation, PromotionCodeRedeemMutationVariables>;
export const PromotionCodeDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PromotionCodeDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCodeDeleteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotionCodeDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<PromotionCodeDeleteMutation, PromotionCodeDeleteMutationVariables>;
export const PromotionCodeOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromotionCodeOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"by"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCodeLookup"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotionCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"by"},"value":{"kind":"Variable","name":{"kind":"Name","value":"by"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PromotionCodeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromotionCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuidCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"firstTimeOrder"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionLimit"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"redemptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionKey"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PromotionCodeOneQuery, PromotionCodeOneQueryVariables>;
export const PromotionCodesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromotionCodesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCodeFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotionCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuidCode"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PromotionCodesPageQuery, PromotionCodesPageQueryVariables>;
export const RedemptionFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RedemptionFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"couponId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redemptionRecorded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"couponId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"couponId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"couponUuidCode"}},{"kind":"Field","name":{"kind":"Name","value":"transactionKey"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"redeemedAt"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuidCode"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotionCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}}]}}]}}]}}]} as unknown as DocumentNode<RedemptionFeedSubscription, RedemptionFeedSubscriptionVariables>;
export const CouponPartnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponPartner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"externalId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"by"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"externalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"externalId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CouponPartnerQuery, CouponPartnerQueryVariables>;
export const CouponRedemptionsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponRedemptionsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"by"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponLookup"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"by"},"value":{"kind":"Variable","name":{"kind":"Name","value":"by"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timesRedeemed"}},{"kind":"Field","name":{"kind":"Name","value":"redemptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionKey"}},{"kind":"Field","name":{"kind":"Name","value":"redeemedAt"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CouponRedemptionsPageQuery, CouponRedemptionsPageQueryVariables>;
export const PromotionCodeRedemptionsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromotionCodeRedemptionsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"by"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCodeLookup"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotionCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"by"},"value":{"kind":"Variable","name":{"kind":"Name","value":"by"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redemptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionKey"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PromotionCodeRedemptionsPageQuery, PromotionCodeRedemptionsPageQueryVariables>;
export const CustomerLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"by"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerLookup"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"by"},"value":{"kind":"Variable","name":{"kind":"Name","value":"by"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"referralLink"}},{"kind":"Field","name":{"kind":"Name","value":"referralLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"isAdditional"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CustomerLinksQuery, CustomerLinksQueryVariables>;
export const CustomersPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomersPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referringCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralsCount"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralLink"}},{"kind":"Field","name":{"kind":"Name","value":"referralLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"default"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFields"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CustomersPageQuery, CustomersPageQueryVariables>;
export const CustomerOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"by"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerLookup"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"by"},"value":{"kind":"Variable","name":{"kind":"Name","value":"by"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referringCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralsCount"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralLink"}},{"kind":"Field","name":{"kind":"Name","value":"referralLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"default"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFields"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CustomerOneQuery, CustomerOneQueryVariables>;
export const CustomerNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}}]}}]}}]} as unknown as DocumentNode<CustomerNodeQuery, CustomerNodeQueryVariables>;
export const CustomerReferFriendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerReferFriend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"by"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerLookup"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"by"},"value":{"kind":"Variable","name":{"kind":"Name","value":"by"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"referrals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"referringCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referrals"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"rewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralLink"}},{"kind":"Field","name":{"kind":"Name","value":"shareLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"facebook"}},{"kind":"Field","name":{"kind":"Name","value":"twitter"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"whatsapp"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCurrency"}}]}}]}}]}}]} as unknown as DocumentNode<CustomerReferFriendQuery, CustomerReferFriendQueryVariables>;
export const CustomerStatsOnlyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerStatsOnly"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"by"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerLookup"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"by"},"value":{"kind":"Variable","name":{"kind":"Name","value":"by"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referrals"}}]}}]}}]}}]} as unknown as DocumentNode<CustomerStatsOnlyQuery, CustomerStatsOnlyQueryVariables>;
export const CustomerCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerUserErrors"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referringCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralsCount"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralLink"}},{"kind":"Field","name":{"kind":"Name","value":"referralLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"default"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFields"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerUserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<CustomerCreateMutation, CustomerCreateMutationVariables>;
export const CustomerUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerUserErrors"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referringCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralsCount"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralLink"}},{"kind":"Field","name":{"kind":"Name","value":"referralLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"default"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFields"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerUserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<CustomerUpdateMutation, CustomerUpdateMutationVariables>;
export const CustomerDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerDeleteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerUserErrors"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerUserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<CustomerDeleteMutation, CustomerDeleteMutationVariables>;
export const CustomerArchiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerArchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerArchiveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerArchive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerUserErrors"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerUserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<CustomerArchiveMutation, CustomerArchiveMutationVariables>;
export const CustomerRestoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerRestore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerRestoreInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerRestore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerUserErrors"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerUserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<CustomerRestoreMutation, CustomerRestoreMutationVariables>;
export const CustomerCreditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerCredit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerCreditInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerCredit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"credit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCurrency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerUserErrors"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerUserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<CustomerCreditMutation, CustomerCreditMutationVariables>;
export const CustomerInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInviteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerUserErrors"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerUserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<CustomerInviteMutation, CustomerInviteMutationVariables>;
export const ProgramEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ProgramEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventType"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}},{"kind":"Argument","name":{"kind":"Name","value":"partnerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"type"},"name":{"kind":"Name","value":"name"}},{"kind":"Field","alias":{"kind":"Name","value":"eventType"},"name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"resourceType"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Partner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subscriber"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProgramEventsSubscription, ProgramEventsSubscriptionVariables>;
export const PastEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PastEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramEventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"type"},"name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PastEventsQuery, PastEventsQueryVariables>;
export const IntegrationListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IntegrationList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IntegrationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IntegrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Integration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stripeMode"}},{"kind":"Field","name":{"kind":"Name","value":"shopDomain"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"paidStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"trackAllOrders"}},{"kind":"Field","name":{"kind":"Name","value":"amountMode"}},{"kind":"Field","name":{"kind":"Name","value":"paddleEnvironment"}}]}}]}}]} as unknown as DocumentNode<IntegrationListQuery, IntegrationListQueryVariables>;
export const IntegrationConnectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IntegrationConnect"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IntegrationConnectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integrationConnect"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IntegrationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IntegrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Integration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stripeMode"}},{"kind":"Field","name":{"kind":"Name","value":"shopDomain"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"paidStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"trackAllOrders"}},{"kind":"Field","name":{"kind":"Name","value":"amountMode"}},{"kind":"Field","name":{"kind":"Name","value":"paddleEnvironment"}}]}}]}}]} as unknown as DocumentNode<IntegrationConnectMutation, IntegrationConnectMutationVariables>;
export const IntegrationDisconnectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IntegrationDisconnect"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IntegrationDisconnectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integrationDisconnect"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IntegrationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IntegrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Integration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stripeMode"}},{"kind":"Field","name":{"kind":"Name","value":"shopDomain"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"paidStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"trackAllOrders"}},{"kind":"Field","name":{"kind":"Name","value":"amountMode"}},{"kind":"Field","name":{"kind":"Name","value":"paddleEnvironment"}}]}}]}}]} as unknown as DocumentNode<IntegrationDisconnectMutation, IntegrationDisconnectMutationVariables>;
export const LeadSettingsUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeadSettingsUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadSettingsUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadSettingsUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadDetailsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadUserErrors"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"form"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadUserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<LeadSettingsUpdateMutation, LeadSettingsUpdateMutationVariables>;
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
export const NewsletterConnectionOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterConnectionOne"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterConnection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsletterConnectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterConnectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"listId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"publicationId"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"syncState"}},{"kind":"Field","name":{"kind":"Name","value":"syncSeen"}},{"kind":"Field","name":{"kind":"Name","value":"syncImported"}},{"kind":"Field","name":{"kind":"Name","value":"syncMessage"}},{"kind":"Field","name":{"kind":"Name","value":"pushState"}},{"kind":"Field","name":{"kind":"Name","value":"pushMessage"}},{"kind":"Field","name":{"kind":"Name","value":"pendingWrites"}}]}}]} as unknown as DocumentNode<NewsletterConnectionOneQuery, NewsletterConnectionOneQueryVariables>;
export const ProgramEspTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramEspType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"espType"}}]}}]}}]}}]} as unknown as DocumentNode<ProgramEspTypeQuery, ProgramEspTypeQueryVariables>;
export const NewsletterConnectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NewsletterConnect"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterConnectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterConnect"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsletterConnectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsletterUserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterConnectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"listId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"publicationId"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"syncState"}},{"kind":"Field","name":{"kind":"Name","value":"syncSeen"}},{"kind":"Field","name":{"kind":"Name","value":"syncImported"}},{"kind":"Field","name":{"kind":"Name","value":"syncMessage"}},{"kind":"Field","name":{"kind":"Name","value":"pushState"}},{"kind":"Field","name":{"kind":"Name","value":"pushMessage"}},{"kind":"Field","name":{"kind":"Name","value":"pendingWrites"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterUserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<NewsletterConnectMutation, NewsletterConnectMutationVariables>;
export const NewsletterDisconnectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NewsletterDisconnect"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterDisconnect"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsletterConnectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsletterUserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterConnectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"listId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"publicationId"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"syncState"}},{"kind":"Field","name":{"kind":"Name","value":"syncSeen"}},{"kind":"Field","name":{"kind":"Name","value":"syncImported"}},{"kind":"Field","name":{"kind":"Name","value":"syncMessage"}},{"kind":"Field","name":{"kind":"Name","value":"pushState"}},{"kind":"Field","name":{"kind":"Name","value":"pushMessage"}},{"kind":"Field","name":{"kind":"Name","value":"pendingWrites"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterUserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<NewsletterDisconnectMutation, NewsletterDisconnectMutationVariables>;
export const NewsletterTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NewsletterTest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterTest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsletterUserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterUserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<NewsletterTestMutation, NewsletterTestMutationVariables>;
export const NewsletterSyncDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NewsletterSync"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterSyncInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterSync"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsletterConnectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsletterUserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterConnectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"listId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"publicationId"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"syncState"}},{"kind":"Field","name":{"kind":"Name","value":"syncSeen"}},{"kind":"Field","name":{"kind":"Name","value":"syncImported"}},{"kind":"Field","name":{"kind":"Name","value":"syncMessage"}},{"kind":"Field","name":{"kind":"Name","value":"pushState"}},{"kind":"Field","name":{"kind":"Name","value":"pushMessage"}},{"kind":"Field","name":{"kind":"Name","value":"pendingWrites"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterUserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<NewsletterSyncMutation, NewsletterSyncMutationVariables>;
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
export const PartnerRewardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PartnerReward"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerRewardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerReward"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<PartnerRewardMutation, PartnerRewardMutationVariables>;
export const KeyCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KeyCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"test"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"publicId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode<KeyCheckQuery, KeyCheckQueryVariables>;
export const ProgramFiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramFigures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateRangeInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"metric"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramMetric"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"interval"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeInterval"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"publicId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cookieLifetime"}},{"kind":"Field","name":{"kind":"Name","value":"commissionValue"}},{"kind":"Field","name":{"kind":"Name","value":"commissionType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalPartners"}},{"kind":"Field","name":{"kind":"Name","value":"totalPurchases"}},{"kind":"Field","name":{"kind":"Name","value":"totalSignups"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeSeries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"metric"},"value":{"kind":"Variable","name":{"kind":"Name","value":"metric"}}},{"kind":"Argument","name":{"kind":"Name","value":"interval"},"value":{"kind":"Variable","name":{"kind":"Name","value":"interval"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProgramFiguresQuery, ProgramFiguresQueryVariables>;
export const ProgramNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ProgramNodeQuery, ProgramNodeQueryVariables>;
export const ProgramUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProgramUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"website"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cookieLifetime"}},{"kind":"Field","name":{"kind":"Name","value":"commissionValue"}},{"kind":"Field","name":{"kind":"Name","value":"commission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sale"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fraud"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paidAds"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<ProgramUpdateMutation, ProgramUpdateMutationVariables>;
export const ProgramCapabilitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramCapabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partners"}},{"kind":"Field","name":{"kind":"Name","value":"coupons"}},{"kind":"Field","name":{"kind":"Name","value":"payouts"}},{"kind":"Field","name":{"kind":"Name","value":"customers"}},{"kind":"Field","name":{"kind":"Name","value":"customerReferrals"}},{"kind":"Field","name":{"kind":"Name","value":"subscribers"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"}},{"kind":"Field","name":{"kind":"Name","value":"rewards"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProgramCapabilitiesQuery, ProgramCapabilitiesQueryVariables>;
export const ReferralLinkFindDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReferralLinkFind"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"by"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReferralLinkLookup"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referralLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"by"},"value":{"kind":"Variable","name":{"kind":"Name","value":"by"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReferralLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReferralLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReferralLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"isAdditional"}},{"kind":"Field","name":{"kind":"Name","value":"destinationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"directTracking"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirect"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<ReferralLinkFindQuery, ReferralLinkFindQueryVariables>;
export const ReferralLinkNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReferralLinkNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReferralLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]} as unknown as DocumentNode<ReferralLinkNodeQuery, ReferralLinkNodeQueryVariables>;
export const PartnerLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"by"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerLookup"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"by"},"value":{"kind":"Variable","name":{"kind":"Name","value":"by"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"referralLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReferralLinkFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReferralLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReferralLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"isAdditional"}},{"kind":"Field","name":{"kind":"Name","value":"destinationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"directTracking"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirect"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<PartnerLinksQuery, PartnerLinksQueryVariables>;
export const ReferralLinkCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReferralLinkCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReferralLinkCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referralLinkCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referralLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReferralLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReferralLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReferralLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"isAdditional"}},{"kind":"Field","name":{"kind":"Name","value":"destinationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"directTracking"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirect"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<ReferralLinkCreateMutation, ReferralLinkCreateMutationVariables>;
export const ReferralLinkUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReferralLinkUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReferralLinkUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referralLinkUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referralLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReferralLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReferralLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReferralLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"isAdditional"}},{"kind":"Field","name":{"kind":"Name","value":"destinationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"directTracking"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirect"}},{"kind":"Field","name":{"kind":"Name","value":"directTrackingRedirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<ReferralLinkUpdateMutation, ReferralLinkUpdateMutationVariables>;
export const ReferralLinkDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReferralLinkDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReferralLinkDeleteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referralLinkDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<ReferralLinkDeleteMutation, ReferralLinkDeleteMutationVariables>;
export const RewardsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RewardsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RewardFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RewardFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RewardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reward"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}},{"kind":"Field","name":{"kind":"Name","value":"holdUntil"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"productTypeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}}]}}]}}]} as unknown as DocumentNode<RewardsPageQuery, RewardsPageQueryVariables>;
export const RewardOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RewardOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"by"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RewardLookup"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reward"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"by"},"value":{"kind":"Variable","name":{"kind":"Name","value":"by"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RewardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RewardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reward"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}},{"kind":"Field","name":{"kind":"Name","value":"holdUntil"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"productTypeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}}]}}]}}]} as unknown as DocumentNode<RewardOneQuery, RewardOneQueryVariables>;
export const RewardNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RewardNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reward"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<RewardNodeQuery, RewardNodeQueryVariables>;
export const RewardApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewardApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RewardApproveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewardApprove"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RewardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RewardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reward"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}},{"kind":"Field","name":{"kind":"Name","value":"holdUntil"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"productTypeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}}]}}]}}]} as unknown as DocumentNode<RewardApproveMutation, RewardApproveMutationVariables>;
export const RewardRejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewardReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RewardRejectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewardReject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RewardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RewardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reward"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}},{"kind":"Field","name":{"kind":"Name","value":"holdUntil"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"productTypeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}}]}}]}}]} as unknown as DocumentNode<RewardRejectMutation, RewardRejectMutationVariables>;
export const PartnersWithRewardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnersWithRewards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OwnRewardFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"rewards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PartnersWithRewardsQuery, PartnersWithRewardsQueryVariables>;
export const CustomerRewardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerRewards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"by"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"rewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CustomerRewardsQuery, CustomerRewardsQueryVariables>;
export const SubscriberRewardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriberRewards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"by"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"externalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"reward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"referrals"}},{"kind":"Field","name":{"kind":"Name","value":"value"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SubscriberRewardsQuery, SubscriberRewardsQueryVariables>;
export const RewardsApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewardsApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RewardsApproveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewardsApprove"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<RewardsApproveMutation, RewardsApproveMutationVariables>;
export const RewardsRejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewardsReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RewardsRejectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewardsReject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<RewardsRejectMutation, RewardsRejectMutationVariables>;
export const SubscribersPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscribersPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriberFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriberFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subscriber"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isReferred"}},{"kind":"Field","name":{"kind":"Name","value":"tos"}},{"kind":"Field","name":{"kind":"Name","value":"marketingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"portalLink"}},{"kind":"Field","name":{"kind":"Name","value":"shareLink"}},{"kind":"Field","name":{"kind":"Name","value":"referralsCount"}},{"kind":"Field","name":{"kind":"Name","value":"reward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"referrals"}},{"kind":"Field","name":{"kind":"Name","value":"value"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SubscribersPageQuery, SubscribersPageQueryVariables>;
export const SubscriberOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriberOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"by"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriberLookup"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"by"},"value":{"kind":"Variable","name":{"kind":"Name","value":"by"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriberFields"}},{"kind":"Field","name":{"kind":"Name","value":"referringSubscriber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subscriber"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isReferred"}},{"kind":"Field","name":{"kind":"Name","value":"tos"}},{"kind":"Field","name":{"kind":"Name","value":"marketingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"portalLink"}},{"kind":"Field","name":{"kind":"Name","value":"shareLink"}},{"kind":"Field","name":{"kind":"Name","value":"referralsCount"}},{"kind":"Field","name":{"kind":"Name","value":"reward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"referrals"}},{"kind":"Field","name":{"kind":"Name","value":"value"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SubscriberOneQuery, SubscriberOneQueryVariables>;
export const SubscriberNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriberNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subscriber"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<SubscriberNodeQuery, SubscriberNodeQueryVariables>;
export const SubscriberCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriberCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriberCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriberCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriberFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriberPayloadErrors"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subscriber"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isReferred"}},{"kind":"Field","name":{"kind":"Name","value":"tos"}},{"kind":"Field","name":{"kind":"Name","value":"marketingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"portalLink"}},{"kind":"Field","name":{"kind":"Name","value":"shareLink"}},{"kind":"Field","name":{"kind":"Name","value":"referralsCount"}},{"kind":"Field","name":{"kind":"Name","value":"reward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"referrals"}},{"kind":"Field","name":{"kind":"Name","value":"value"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriberPayloadErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<SubscriberCreateMutation, SubscriberCreateMutationVariables>;
export const SubscriberUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriberUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriberUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriberUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriberFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriberPayloadErrors"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subscriber"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isReferred"}},{"kind":"Field","name":{"kind":"Name","value":"tos"}},{"kind":"Field","name":{"kind":"Name","value":"marketingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"portalLink"}},{"kind":"Field","name":{"kind":"Name","value":"shareLink"}},{"kind":"Field","name":{"kind":"Name","value":"referralsCount"}},{"kind":"Field","name":{"kind":"Name","value":"reward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"referrals"}},{"kind":"Field","name":{"kind":"Name","value":"value"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriberPayloadErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<SubscriberUpdateMutation, SubscriberUpdateMutationVariables>;
export const SubscriberDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriberDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriberDeleteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriberDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriberPayloadErrors"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriberPayloadErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<SubscriberDeleteMutation, SubscriberDeleteMutationVariables>;
export const TransactionCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransactionCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionUserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referringCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productIds"}},{"kind":"Field","name":{"kind":"Name","value":"productTypes"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"refundOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundedPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionUserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<TransactionCreateMutation, TransactionCreateMutationVariables>;
export const TransactionsCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransactionsCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionsCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionsCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionUserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referringCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productIds"}},{"kind":"Field","name":{"kind":"Name","value":"productTypes"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"refundOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundedPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionUserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<TransactionsCreateMutation, TransactionsCreateMutationVariables>;
export const TransactionsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransactionsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referringCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productIds"}},{"kind":"Field","name":{"kind":"Name","value":"productTypes"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"refundOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundedPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]} as unknown as DocumentNode<TransactionsPageQuery, TransactionsPageQueryVariables>;
export const TransactionOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransactionOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"by"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionLookup"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"by"},"value":{"kind":"Variable","name":{"kind":"Name","value":"by"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referringCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productIds"}},{"kind":"Field","name":{"kind":"Name","value":"productTypes"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"refundOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundedPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]} as unknown as DocumentNode<TransactionOneQuery, TransactionOneQueryVariables>;
export const TransactionNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransactionNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TransactionNodeQuery, TransactionNodeQueryVariables>;
export const TransactionDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransactionDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionDeleteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionUserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionUserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<TransactionDeleteMutation, TransactionDeleteMutationVariables>;
export const TransactionArchiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransactionArchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionArchiveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionArchive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"rewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionUserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionUserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<TransactionArchiveMutation, TransactionArchiveMutationVariables>;
export const TransactionRestoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransactionRestore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionRestoreInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionRestore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionUserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionUserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<TransactionRestoreMutation, TransactionRestoreMutationVariables>;
export const TransactionRefundCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransactionRefundCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"rewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundedSaleRewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionUserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionUserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<TransactionRefundCreateMutation, TransactionRefundCreateMutationVariables>;
export const WebhookEventTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookEventTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEventTypes"}}]}}]} as unknown as DocumentNode<WebhookEventTypesQuery, WebhookEventTypesQueryVariables>;
export const WebhookCreateWithDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookCreateWith"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"events"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<WebhookCreateWithMutation, WebhookCreateWithMutationVariables>;