// The partner's live activity (viewerActivity over SSE, one stream while signed in): each event
// bumps a version the pages read their figures again by, and is said in a line screen readers
// announce. When the stream ends (the session ended elsewhere, the server restarted, the network
// dropped) the viewer is read again, which shows the sign-in page if the session is gone, and
// the stream opens again after a pause.
import { useClient } from "@urql/preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { onEnd, pipe, subscribe } from "wonka";
import { PortalActivityDocument } from "../gql/graphql.js";
import { t } from "../shared/i18n.js";
import type { MessageKey } from "../shared/messages.en.js";

const REOPEN_MS = 5000;
/** a burst of activity (many clicks at once) reads the figures once */
const SETTLE_MS = 300;

export function useLiveActivity(active: boolean, reload: () => void): [number, string] {
  const client = useClient();
  const [version, setVersion] = useState(0);
  const [heard, setHeard] = useState("");
  const [attempt, setAttempt] = useState(0);
  const reloadRef = useRef(reload);
  reloadRef.current = reload;

  useEffect(() => {
    if (!active) return;
    let left = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const { unsubscribe } = pipe(
      client.subscription(PortalActivityDocument, {}),
      onEnd(() => {
        if (left) return;
        reloadRef.current();
        timer = setTimeout(() => setAttempt((n) => n + 1), REOPEN_MS);
      }),
      subscribe((result) => {
        const kind = result.data?.viewerActivity?.kind;
        if (!kind) return;
        setHeard(t(`live.${kind.toLowerCase()}` as MessageKey));
        settle ??= setTimeout(() => {
          settle = undefined;
          setVersion((v) => v + 1);
          reloadRef.current();
        }, SETTLE_MS);
      }),
    );
    return () => {
      left = true;
      clearTimeout(timer);
      clearTimeout(settle);
      unsubscribe();
    };
  }, [active, attempt]);

  return [version, heard];
}
