/**
 * A small least-recently-used cache of promises. Catalogue data changes only through a seed or
 * migration (both restart the server), so entries are never invalidated; the size bound keeps
 * arbitrary search strings from growing memory without limit. Failed loads are not kept.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, Promise<V>>();

  constructor(
    private readonly maxEntries: number,
    private readonly enabled = true,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.enabled) return load();
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = load();
    this.entries.set(key, pending);
    pending.catch(() => this.entries.delete(key));
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return pending;
  }

  get size(): number {
    return this.entries.size;
  }
}
