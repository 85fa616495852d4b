/**
 * A tiny LRU on top of Map's insertion order. Used for compiled templates, Tailwind CSS,
 * font data URIs and DNS answers: every cache in the render path must be bounded because
 * its keys come from user input.
 */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    // Re-insert so the entry becomes the most recently used, once the cache is full (only then
    // does a set evict). Until then hits keep insertion order: most caches here never fill, and
    // a hit costs one lookup instead of three.
    if (this.map.size >= this.max) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) {
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.map.delete(key);
  }

  get size(): number {
    return this.map.size;
  }

  clear(): void {
    this.map.clear();
  }
}
