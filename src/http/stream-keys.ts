// Open streams (SSE subscriptions, graphql-ws sockets) outlive the key check of their request,
// and a key may be revoked elsewhere (the CLI, another instance). One shared sweep re-checks
// the key of every open stream each STREAM_KEY_CHECK_MS, once per distinct key and through the
// API key cache, and ends the streams of a key that no longer passes.
import type { App } from "../app.js";
import { UnauthenticatedError } from "../core/errors.js";
import { authenticate } from "../modules/auth/api-keys.service.js";
import { sessionStillOpen } from "../modules/accounts/sessions.service.js";

/**
 * What a stream opened with a session is watched by: the session and the program it works on,
 * so signing out, revoking the session, or losing the membership ends it as a revoked key does.
 */
export const sessionCredential = (sessionId: string, programId: number) => `session:${sessionId}:${programId}`;

/** passes when the credential (an Authorization value, or a sessionCredential) still does */
async function check(app: Pick<App, "database" | "apiKeys" | "logger" | "now">, credential: string): Promise<void> {
  const session = /^session:([^:]+):(\d+)$/.exec(credential);
  if (!session) return void (await authenticate(app, credential));
  if (!(await sessionStillOpen(app, session[1]!, Number(session[2])))) throw new UnauthenticatedError();
}

export interface StreamKeyWatch {
  /** watches a stream opened with this Authorization value (or sessionCredential); returns the function that stops watching */
  watch(authorization: string | undefined, onRevoked: () => void): () => void;
  close(): void;
}

export function createStreamKeyWatch(app: Pick<App, "database" | "apiKeys" | "logger" | "now">, intervalMs: number): StreamKeyWatch {
  const streams = new Map<string, Set<() => void>>();
  let timer: NodeJS.Timeout | undefined;
  let sweeping = false;

  async function sweep() {
    if (sweeping) return; // a slow database: never two sweeps at once
    sweeping = true;
    try {
      await Promise.all(
        [...streams.keys()].map(async (authorization) => {
          try {
            await check(app, authorization);
          } catch (err) {
            // a database that does not answer is not a revocation: try again next sweep
            if (!(err instanceof UnauthenticatedError)) return app.logger.warn({ err }, "stream key check failed");
            const ended = streams.get(authorization);
            streams.delete(authorization);
            for (const end of ended ?? []) end();
          }
        }),
      );
    } finally {
      sweeping = false;
      if (!streams.size) stop();
    }
  }

  function stop() {
    clearInterval(timer);
    timer = undefined;
  }

  return {
    watch(authorization, onRevoked) {
      if (!authorization) return () => undefined;
      let set = streams.get(authorization);
      if (!set) streams.set(authorization, (set = new Set()));
      const end = () => onRevoked();
      set.add(end);
      if (!timer) {
        timer = setInterval(() => void sweep(), intervalMs);
        timer.unref();
      }
      return () => {
        const current = streams.get(authorization);
        current?.delete(end);
        if (current && !current.size) streams.delete(authorization);
        if (!streams.size) stop();
      };
    },
    close() {
      streams.clear();
      stop();
    },
  };
}

/** ends an async iterable (a subscription's results) early, once `stop` resolves; `onEnd` runs once, however it ends */
export function endWhen<T>(source: AsyncIterable<T>, stop: Promise<void>, onEnd: () => void): AsyncIterableIterator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let done = false;
  const stopped = stop.then(() => ({ done: true, value: undefined }) as IteratorReturnResult<undefined>);
  const finish = async (): Promise<IteratorReturnResult<undefined>> => {
    if (!done) {
      done = true;
      onEnd();
      // not awaited: a source that never settles its pending read must not hold the stream open
      void Promise.resolve()
        .then(() => iterator.return?.())
        .catch(() => undefined);
    }
    return { done: true, value: undefined };
  };
  return {
    async next() {
      if (done) return { done: true, value: undefined };
      try {
        const result = await Promise.race([iterator.next(), stopped]);
        return result.done ? finish() : result;
      } catch (err) {
        await finish();
        throw err;
      }
    },
    return: finish,
    async throw(err?: unknown) {
      await finish();
      throw err;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
