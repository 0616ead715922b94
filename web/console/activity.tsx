// The live activity feed: sales, sign-ups, leads, partners, redemptions and payouts as they
// happen (one SSE stream, web/console/feed-stream.ts), newest first, with today's figures read
// again as they arrive (clicks have no events of their own: they show in the figures).
import { useClient, useQuery } from "@urql/preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { ConsoleTodayDocument, type EventType } from "../gql/graphql.js";
import { Notice, PageHeading } from "../shared/ui.js";
import { startFeed, type FeedEvent, type FeedState } from "./feed-stream.js";
import { Figure, moneyText } from "./figures.js";
import { formatMoney, formatNumber, t } from "./i18n.js";
import type { ConsoleMessageKey } from "./messages.en.js";
import type { ConsolePageProps } from "./page.js";

export const FEED_TYPES: EventType[] = [
  "TRANSACTION_CREATED",
  "CUSTOMER_CREATED",
  "LEAD_SUBMITTED",
  "LEAD_CONVERTED",
  "PARTNER_CREATED",
  "PARTNER_APPROVED",
  "REWARD_CREATED",
  "COUPON_REDEEMED",
  "PROMOTION_CODE_REDEEMED",
  "SUBSCRIBER_CREATED",
  "PAYOUT_REQUEST_CREATED",
  "PAYOUT_REQUEST_APPROVED",
  "PAYOUT_REQUEST_PAID",
  "PAYOUT_REQUEST_REJECTED",
];
const KEEP = 200;
const DAY = 86_400_000;

type View = Record<string, unknown>;
const text = (v: unknown) => (typeof v === "string" && v ? v : null);
const nested = (v: unknown, key: string) => (v && typeof v === "object" ? text((v as View)[key]) : null);

/** who or what the event is about, and its amount, from the record as webhooks get it */
export function describe(event: FeedEvent): { who: string; amount: string | null } {
  const p = (event.payload ?? {}) as View;
  // a commission names its partner by id; a sale its customer
  const who = text(p.email) ?? nested(p.lead_info, "email") ?? nested(p.partner, "email") ?? text(p.customer_key) ?? text(p.code) ?? text(p.partner) ?? event.resourceId;
  const amount = typeof p.amount === "string" || typeof p.amount === "number" ? String(p.amount) : null;
  const units = text(p.amount_units);
  const isMoney = p.is_currency !== false && units && /^[A-Za-z]{3}$/.test(units);
  return { who, amount: amount && units ? (isMoney ? formatMoney(amount, units.toUpperCase()) : `${amount} ${units}`) : null };
}

function Today() {
  const start = Date.parse(new Date().toISOString().slice(0, 10));
  const range = { from: new Date(start).toISOString(), to: new Date(start + DAY).toISOString() };
  const [result, refetch] = useQuery({ query: ConsoleTodayDocument, variables: { range } });
  const today = useRef(refetch);
  today.current = refetch;
  useEffect(() => {
    // read again whenever the feed hears something (an event bus of one: the page)
    const again = () => today.current({ requestPolicy: "network-only" });
    addEventListener("rally:activity", again);
    return () => removeEventListener("rally:activity", again);
  }, []);
  const s = result.data?.program.stats;
  if (!s) return null;
  const currency = result.data!.program.program.currency;
  return (
    <section aria-labelledby="today-title">
      <h2 id="today-title">{t("activity.today")}</h2>
      <dl class="figures">
        <Figure name="clicks" label={t("metric.CLICKS")}>{formatNumber(s.clicks)}</Figure>
        <Figure name="signups" label={t("metric.SIGNUPS")}>{formatNumber(s.totalSignups)}</Figure>
        <Figure name="sales" label={t("metric.PURCHASES")}>{formatNumber(s.totalPurchases)}</Figure>
        <Figure name="revenue" label={t("metric.REVENUE")}>{moneyText(s.totalRevenue, currency)}</Figure>
      </dl>
    </section>
  );
}

export function Activity(_props: ConsolePageProps) {
  const client = useClient();
  const [events, setEvents] = useState<FeedEvent[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [state, setState] = useState<FeedState>("connecting");
  useEffect(() => {
    let debounce: ReturnType<typeof setTimeout> | undefined;
    const stop = startFeed(client, FEED_TYPES, {
      onRecent: (recent) => (setEvents(recent), setLoaded(true)),
      onEvent: (event) => {
        setEvents((list) => (list.some((e) => e.id === event.id) ? list : [event, ...list].slice(0, KEEP)));
        clearTimeout(debounce);
        debounce = setTimeout(() => dispatchEvent(new Event("rally:activity")), 300);
      },
      onState: setState,
    });
    return () => (stop(), clearTimeout(debounce));
  }, [client]);

  return (
    <>
      <PageHeading>{t("nav.activity")}</PageHeading>
      <p class={`live-state ${state}`} role="status">
        {t(`activity.state.${state}` as ConsoleMessageKey)}
      </p>
      <Today />
      <h2 id="feed-title">{t("activity.latest")}</h2>
      {loaded && !events.length && <Notice>{t("activity.empty")}</Notice>}
      <ol class="feed" aria-labelledby="feed-title" aria-live="polite">
        {events.map((e) => {
          const { who, amount } = describe(e);
          return (
            <li key={e.id} data-event={e.type}>
              <span class={`kind ${e.type.split("_")[0]!.toLowerCase()}`}>{t(`event.${e.type}` as ConsoleMessageKey)}</span>
              <span class="who">{who}</span>
              {amount && <span class="amount">{amount}</span>}
              <time dateTime={e.createdAt}>{new Date(e.createdAt).toLocaleTimeString()}</time>
            </li>
          );
        })}
      </ol>
    </>
  );
}
