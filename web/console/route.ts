// The console's pages are paths under /console: /console/<page>, or /console/<page>/<item> for
// one record (a partner's detail). The server answers each with the same HTML shell
// (src/http/web-apps.ts), and the page switches without a reload.
import { useEffect, useState } from "preact/hooks";

export const BASE = "/console";

export interface Route {
  /** the page, "" for the overview */
  page: string;
  /** the record the page shows, when the path names one */
  item: string | null;
}

function routeOf(pathname: string): Route {
  const rest = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : "";
  const [page = "", item] = rest.replace(/^\/+|\/+$/g, "").split("/");
  return { page, item: item ? decodeURIComponent(item) : null };
}

/** the path of a page (and record) below /console */
export const hrefOf = (page: string, item?: string | null) => (page ? `${BASE}/${page}${item ? `/${encodeURIComponent(item)}` : ""}` : BASE);

export type Navigate = (page: string, item?: string | null, replace?: boolean) => void;

/** the current route and a way to go to another */
export function useRoute(): [Route, Navigate] {
  const [route, setRoute] = useState(() => routeOf(location.pathname));
  useEffect(() => {
    const onPop = () => setRoute(routeOf(location.pathname));
    addEventListener("popstate", onPop);
    return () => removeEventListener("popstate", onPop);
  }, []);
  const navigate: Navigate = (page, item = null, replace = false) => {
    const url = hrefOf(page, item);
    if (url !== location.pathname) {
      if (replace) history.replaceState(null, "", url);
      else history.pushState(null, "", url);
    }
    setRoute({ page, item });
  };
  return [route, navigate];
}

/** a link to a page: a real href (open in a new tab works), followed without a reload */
export function linkProps(navigate: Navigate, page: string, item?: string | null) {
  return {
    href: hrefOf(page, item),
    onClick: (e: MouseEvent) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      navigate(page, item);
    },
  };
}
