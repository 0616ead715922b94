// The console's shell: who is signed in (the `operator` query), the program switcher, the
// navigation (the pages this operator's role may use) and the page the path names. Without an
// operator session, the sign-in page. Each program gets its own GraphQL client (its header and
// its cache), and everything below remounts when the operator switches.
import type { CombinedError } from "@urql/core";
import { Provider, useQuery } from "@urql/preact";
import { useEffect, useLayoutEffect, useMemo, useState } from "preact/hooks";
import { ConsoleCapabilitiesDocument, ConsoleOperatorDocument } from "../gql/graphql.js";
import { createGraphQLClient } from "../shared/client.js";
import { Notice, PageHeading, RetryNotice } from "../shared/ui.js";
import { operatorSignOut } from "./auth.js";
import { t } from "./i18n.js";
import type { ConsoleMessageKey } from "./messages.en.js";
import type { ConsoleCapability, ConsolePage, ConsoleRole } from "./page.js";
import { consolePages } from "./pages.js";
import { programHeaders, storedProgram, storeProgram } from "./program.js";
import { linkProps, useRoute } from "./route.js";
import { SignIn } from "./sign-in.js";

const codesOf = (e: CombinedError | undefined) => e?.graphQLErrors.map((g) => String(g.extensions?.code)) ?? [];

/** the pages a role may use in a program with these capabilities, in the navigation's order */
export const pagesFor = (role: ConsoleRole, has: Partial<Record<ConsoleCapability, boolean>>, pages: readonly ConsolePage[] = consolePages) =>
  pages.filter((p) => (!p.roles || p.roles.includes(role)) && (!p.needs || has[p.needs]));

export function Console() {
  const [program, setProgram] = useState(storedProgram);
  const client = useMemo(() => createGraphQLClient({ headers: programHeaders(program) }), [program]);
  const choose = (publicId: string) => {
    storeProgram(publicId);
    setProgram(publicId);
  };
  return (
    <Provider value={client}>
      <Shell key={program} program={program} choose={choose} />
    </Provider>
  );
}

function Shell({ program, choose }: { program: string; choose: (publicId: string) => void }) {
  const [route, navigate] = useRoute();
  const [result, refetch] = useQuery({ query: ConsoleOperatorDocument });
  const reload = () => refetch({ requestPolicy: "network-only" });
  const operator = result.data?.operator;
  const codes = codesOf(result.error);
  const signedOut = !result.fetching && codes.includes("UNAUTHENTICATED");
  // the remembered program is no longer the operator's (removed from it): back to its first one
  const lostProgram = !result.fetching && !!program && codes.includes("FORBIDDEN");
  const membership = operator && (operator.memberships.find((m) => m.programPublicId === program) ?? operator.memberships[0]);
  const [capabilities, refetchCapabilities] = useQuery({ query: ConsoleCapabilitiesDocument, pause: !membership });
  const has = capabilities.data?.program.program.capabilities;
  const pages = membership && has ? pagesFor(membership.role, has) : [];
  const page = pages.find((p) => p.path === route.page);

  useEffect(() => {
    if (lostProgram) choose("");
  }, [lostProgram]);
  // the address follows the page in the same task as the render, never a frame behind it
  useLayoutEffect(() => {
    if (signedOut && route.page !== "sign-in") navigate("sign-in", null, true);
    if (operator && route.page === "sign-in") navigate("", null, true);
  }, [signedOut, !!operator, route.page]);
  useEffect(() => {
    if (!membership || !has) document.title = route.page === "sign-in" ? `${t("auth.signIn")} · ${t("app.title")}` : t("app.title");
    else document.title = t("app.pageTitle", { page: page ? t(page.label as ConsoleMessageKey) : t("notFound.title"), program: membership.programName });
  }, [route.page, membership?.programPublicId, page]);

  if (signedOut) return <SignIn onSignedIn={() => (reload(), navigate("", null, true))} />;
  if (!operator || !membership || !has) {
    return (
      <main id="main" class="auth">
        {operator && !membership ? (
          <Notice>{t("auth.noProgram", { email: operator.email })}</Notice>
        ) : capabilities.error && !capabilities.fetching ? (
          <RetryNotice message={t("app.error", { message: capabilities.error.message })} retry={t("app.retry")} onRetry={() => refetchCapabilities({ requestPolicy: "network-only" })} />
        ) : result.error && !result.fetching && !lostProgram ? (
          <RetryNotice message={t("app.error", { message: result.error.message })} retry={t("app.retry")} onRetry={reload} />
        ) : (
          <p role="status">{t("app.loading")}</p>
        )}
      </main>
    );
  }

  const Page = page?.component;
  return (
    <>
      <a class="skip" href="#main">
        {t("nav.skip")}
      </a>
      <header class="top">
        <p class="brand">{t("app.title")}</p>
        <label class="switcher">
          <span>{t("nav.program")}</span>{" "}
          <select value={membership.programPublicId} onChange={(e) => choose(e.currentTarget.value)}>
            {operator.memberships.map((m) => (
              <option key={m.id} value={m.programPublicId}>
                {m.programName} ({t(`role.${m.role}`)})
              </option>
            ))}
          </select>
        </label>
        <p class="who">
          <span>{t("nav.signedInAs", { email: operator.email })}</span>{" "}
          <button type="button" class="link" onClick={async () => (await operatorSignOut(), reload())}>
            {t("nav.signOut")}
          </button>
        </p>
        <nav aria-label={t("nav.label")}>
          <ul>
            {pages.map((p) => (
              <li key={p.path}>
                <a {...linkProps(navigate, p.path)} aria-current={p === page ? "page" : undefined}>
                  {t(p.label as ConsoleMessageKey)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main">
        {Page ? (
          <Page key={page.path} program={membership.programPublicId} role={membership.role} item={route.item} navigate={navigate} />
        ) : (
          <>
            <PageHeading>{t("notFound.title")}</PageHeading>
            <a {...linkProps(navigate, "")}>{t("notFound.back")}</a>
          </>
        )}
      </main>
    </>
  );
}
