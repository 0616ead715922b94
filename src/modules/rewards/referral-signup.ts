// Refer-a-friend signups: when a referred customer is created and the program's referral_rewards
// pay on `signup` (referrer, referred or both), the engine's drafts are stored in the creating
// transaction, each with reward.created and, unless rejected, customer.rewarded (the earner's view).
import type { Customer } from "../../generated/prisma/client.js";
import type { ServiceContext } from "../../core/context.js";
import { sameEmail } from "../../core/lookup.js";
import { Decimal } from "../../core/money.js";
import { recordEvent } from "../../events/outbox.js";
import { customerEvent } from "../customers/customer.view.js";
import { commissionSettings } from "../programs/program-settings.js";
import { referralRewards } from "./engine.js";
import { rewardEvent } from "./reward.view.js";
import { storeRewards } from "./reward-store.js";

export async function rewardReferralSignup(ctx: ServiceContext, referrer: Customer, referred: Customer): Promise<void> {
  const settings = commissionSettings(ctx.program);
  const now = ctx.now();
  const drafts = referralRewards(
    settings,
    { trigger: "signup", firstPurchase: false, amount: new Decimal(0), currency: settings.currency, signals: { selfReferral: sameEmail(referrer.email, referred.email) } },
    { referrerUid: referrer.uid, referredUid: referred.uid },
    now,
  );
  for (const reward of await storeRewards(ctx, { kind: "referral" }, drafts)) {
    await recordEvent(ctx, "reward.created", rewardEvent(reward, now));
    if (reward.status !== "rejected") await recordEvent(ctx, "customer.rewarded", await customerEvent(ctx, reward.customerUid === referrer.uid ? referrer : referred));
  }
}
