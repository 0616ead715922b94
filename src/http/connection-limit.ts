// Open graphql-ws connections per API key (WS_MAX_CONNECTIONS_PER_KEY). A socket and its
// subscriptions are not requests: they do not count against RATE_LIMIT_PER_MINUTE, and this
// limit bounds them instead. Counts are per process: with several instances each has its own.

export interface ConnectionLimit {
  /** takes a slot for this key; false when the key already has `max` open connections */
  acquire(apiKeyId: string): boolean;
  /** gives back a slot taken by acquire */
  release(apiKeyId: string): void;
  /** open connections of this key */
  count(apiKeyId: string): number;
}

/** `max` 0 turns the limit off (connections are still counted) */
export function createConnectionLimit(max: number): ConnectionLimit {
  const open = new Map<string, number>();
  return {
    acquire(apiKeyId) {
      const n = open.get(apiKeyId) ?? 0;
      if (max > 0 && n >= max) return false;
      open.set(apiKeyId, n + 1);
      return true;
    },
    release(apiKeyId) {
      const n = (open.get(apiKeyId) ?? 0) - 1;
      if (n > 0) open.set(apiKeyId, n);
      else open.delete(apiKeyId);
    },
    count: (apiKeyId) => open.get(apiKeyId) ?? 0,
  };
}
