// The portal: one query for the signed-in partner; without a session (or with another
// program's), the sign-in and sign-up pages; with one, the overview, commissions and payouts.
import type { CombinedError } from "@urql/core";
import { useQuery } from "@urql/preact";
import { useEffect } from "preact/hooks";
import { PortalViewerDocument } from "../gql/graphql.js";
import { signOut } from "../shared/auth.js";
import { t } from "../shared/i18n.js";
import { Notice, PageHeading } from "../shared/ui.js";
import type { PortalBoot } from "./boot.js";
import { Commissions, Payouts } from "./history.js";
import { Overview } from "./overview.js";
import { linkProps, useRoute, type Page } from "./route.js";
import { SignIn } from "./sign-in.js";
import { SignUp } from "./sign-up.js";

/** the API refused the viewer: nobody (of this realm) is signed in */
const signedOutError = (e: CombinedError | undefined) => !!e?.graphQLErrors.some((g) => ["FORBIDDEN", "UNAUTHENTICATED"].includes(String(g.extensions?.code)));

const TITLES: Record<Exclude<Page, "sign-in" | "sign-up">, "nav.overview" | "nav.commissions" | "nav.payouts"> = {
  "": "nav.overview",
  commissions: "nav.commissions",
  payouts: "nav.payouts",
};

export function App({ boot }: { boot: PortalBoot }) {
  const [page, navigate] = useRoute(boot);
  const [result, refetch] = useQuery({ query: PortalViewerDocument });
  const reload = () => refetch({ requestPolicy: "network-only" });
  const loaded = result.data?.viewer;
  // a session of another program's portal counts as none here: signing in replaces it
  const viewer = loaded && loaded.program.publicId === boot.program ? loaded : null;
  const signedOut = !result.fetching && !viewer && (signedOutError(result.error) || (!result.error && !!result.data));

  useEffect(() => {
    // a signed-in partner has nothing to do on the sign-in pages, and a signed-out one only there
    if (viewer && (page === "sign-in" || page === "sign-up")) navigate("", true);
    if (signedOut && page !== "sign-in" && page !== "sign-up") navigate("sign-in", true);
  }, [!!viewer, signedOut, page]);

  useEffect(() => {
    // back to the tab: read the figures again (live updates are to come)
    const onVisible = () => document.visibilityState === "visible" && reload();
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, []);

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
          <>
            <Notice kind="error">{t("app.error", { message: result.error.message })}</Notice>
            <button type="button" onClick={reload}>
              {t("app.retry")}
            </button>
          </>
        ) : (
          <p role="status">{t("app.loading")}</p>
        )}
      </main>
    );
  }

  const current = page === "commissions" || page === "payouts" ? page : page === null ? null : "";
  const nav = (to: Exclude<Page, "sign-in" | "sign-up">) => (
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
            {current === "" && <Overview viewer={viewer} />}
            {current === "commissions" && <Commissions viewer={viewer} />}
            {current === "payouts" && <Payouts viewer={viewer} />}
          </>
        )}
      </main>
    </>
  );
}
