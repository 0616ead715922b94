// The portal: one query for the signed-in partner; without a session (or with another
// program's), the sign-in and sign-up pages; with one, the overview, commissions, payouts and
// the account, kept current by the partner's live activity.
import type { CombinedError } from "@urql/core";
import { useQuery } from "@urql/preact";
import { useEffect, useLayoutEffect } from "preact/hooks";
import { PortalViewerDocument } from "../gql/graphql.js";
import { signOut } from "../shared/auth.js";
import { t } from "../shared/i18n.js";
import { PageHeading, RetryNotice } from "../shared/ui.js";
import type { PortalBoot } from "./boot.js";
import { Account } from "./account.js";
import { Commissions } from "./history.js";
import { useLiveActivity } from "./live.js";
import { Payouts } from "./payouts.js";
import { Overview } from "./overview.js";
import { linkProps, useRoute, type Page } from "./route.js";
import { SignIn } from "./sign-in.js";
import { SignUp } from "./sign-up.js";

/** the API refused the viewer: nobody (of this realm) is signed in */
const signedOutError = (e: CombinedError | undefined) => !!e?.graphQLErrors.some((g) => ["FORBIDDEN", "UNAUTHENTICATED"].includes(String(g.extensions?.code)));

type SignedInPage = Exclude<Page, "sign-in" | "sign-up">;
const TITLES: Record<SignedInPage, "nav.overview" | "nav.commissions" | "nav.payouts" | "nav.account"> = {
  "": "nav.overview",
  commissions: "nav.commissions",
  payouts: "nav.payouts",
  account: "nav.account",
};

export function App({ boot }: { boot: PortalBoot }) {
  const [page, navigate] = useRoute(boot);
  const [result, refetch] = useQuery({ query: PortalViewerDocument });
  const reload = () => refetch({ requestPolicy: "network-only" });
  const loaded = result.data?.viewer;
  // a session of another program's portal counts as none here: signing in replaces it
  const viewer = loaded && loaded.program.publicId === boot.program ? loaded : null;
  const signedOut = !result.fetching && !viewer && (signedOutError(result.error) || (!result.error && !!result.data));

  // the address follows the page in the same task as the render, never a frame behind it
  useLayoutEffect(() => {
    // a signed-in partner has nothing to do on the sign-in pages, and a signed-out one only there
    if (viewer && (page === "sign-in" || page === "sign-up")) navigate("", true);
    if (signedOut && page !== "sign-in" && page !== "sign-up") navigate("sign-in", true);
  }, [!!viewer, signedOut, page]);

  useEffect(() => {
    // back to the tab: read the figures again (a stream may have been cut while away)
    const onVisible = () => document.visibilityState === "visible" && reload();
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, []);

  // one stream while signed in: each activity reads the figures again; its end (a session
  // ended elsewhere) too, which shows the sign-in page when the session is gone
  const [version, heard] = useLiveActivity(!!viewer, reload);

  useEffect(() => {
    const title = page === "sign-in" || page === "sign-up" || page === null ? t("app.title", { program: boot.name }) : `${t(TITLES[page])} · ${boot.name}`;
    document.title = title;
  }, [page]);

  if (signedOut) {
    return page === "sign-up" ? <SignUp boot={boot} navigate={navigate} /> : <SignIn boot={boot} navigate={navigate} onSignedIn={() => (reload(), navigate("", true))} />;
  }
  if (!viewer) {
    return (
      <main id="main" class="auth">
        {result.error && !result.fetching ? (
          <RetryNotice message={t("app.error", { message: result.error.message })} retry={t("app.retry")} onRetry={reload} />
        ) : (
          <p role="status">{t("app.loading")}</p>
        )}
      </main>
    );
  }

  const current: SignedInPage | null = page === "commissions" || page === "payouts" || page === "account" ? page : page === null ? null : "";
  const nav = (to: SignedInPage) => (
    <li>
      <a {...linkProps(boot, to, navigate)} aria-current={current === to ? "page" : undefined}>
        {t(TITLES[to])}
      </a>
    </li>
  );
  return (
    <>
      <header class="top">
        <p class="brand">{boot.name}</p>
        <nav aria-label={t("nav.label")}>
          <ul>
            {nav("")}
            {nav("commissions")}
            {nav("payouts")}
            {nav("account")}
          </ul>
        </nav>
        <p class="who">
          <span>{t("nav.signedInAs", { email: viewer.email })}</span>{" "}
          <button type="button" class="link" onClick={async () => (await signOut(), reload())}>
            {t("nav.signOut")}
          </button>
        </p>
      </header>
      <main id="main">
        {current === null ? (
          <>
            <PageHeading>{t("notFound.title")}</PageHeading>
            <a {...linkProps(boot, "", navigate)}>{t("notFound.back")}</a>
          </>
        ) : (
          <>
            <PageHeading key={current}>{current === "" ? t("app.title", { program: boot.name }) : t(TITLES[current])}</PageHeading>
            <p class="live" role="status" aria-live="polite" data-live>
              {heard}
            </p>
            {current === "" && <Overview viewer={viewer} version={version} />}
            {current === "commissions" && <Commissions viewer={viewer} />}
            {current === "payouts" && <Payouts viewer={viewer} />}
            {current === "account" && <Account viewer={viewer} />}
          </>
        )}
      </main>
    </>
  );
}
