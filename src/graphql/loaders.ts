// Per-request DataLoaders, created on first use, so a list of N rows costs the same number
// of queries as a list of one.
import DataLoader from "dataloader";

export class Loaders {
  private readonly loaders = new Map<string, DataLoader<unknown, unknown>>();

  get<K, V>(name: string, batch: (keys: readonly K[]) => Promise<V[]>): DataLoader<K, V> {
    let loader = this.loaders.get(name);
    if (!loader) {
      loader = new DataLoader(batch as (keys: readonly unknown[]) => Promise<unknown[]>);
      this.loaders.set(name, loader);
    }
    return loader as DataLoader<K, V>;
  }
}
