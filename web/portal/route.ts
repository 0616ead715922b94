// The portal's pages are paths under /portal/<program>; the server answers each with the same
// HTML shell (src/http/web-apps.ts lists them too), and the page switches without a reload.
import { useEffect, useState } from "preact/hooks";
import { basePath, type PortalBoot } from "./boot.js";

export const PAGES = ["", "sign-in", "sign-up", "commissions", "payouts", "account"] as const;
export type Page = (typeof PAGES)[number];

function pageOf(boot: PortalBoot): Page | null {
  const rest = location.pathname.slice(basePath(boot).length).replace(/^\/+|\/+$/g, "");
  return (PAGES as readonly string[]).includes(rest) ? (rest as Page) : null;
}

/** the current page (null: a path the portal does not have) and a way to go to another */
export function useRoute(boot: PortalBoot): [Page | null, (page: Page, replace?: boolean) => void] {
  const [page, setPage] = useState(() => pageOf(boot));
  useEffect(() => {
    const onPop = () => setPage(pageOf(boot));
    addEventListener("popstate", onPop);
    return () => removeEventListener("popstate", onPop);
  }, [boot]);
  const navigate = (to: Page, replace = false) => {
    const url = to ? `${basePath(boot)}/${to}` : basePath(boot);
    if (replace) history.replaceState(null, "", url);
    else history.pushState(null, "", url);
    setPage(to);
  };
  return [page, navigate];
}

/** a link to a page: a real href (open in a new tab works), followed without a reload */
export function linkProps(boot: PortalBoot, to: Page, navigate: (page: Page) => void) {
  return {
    href: to ? `${basePath(boot)}/${to}` : basePath(boot),
    onClick: (e: MouseEvent) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      navigate(to);
    },
  };
}
