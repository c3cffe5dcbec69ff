/**
 * The value a map holds for a key, made and stored on first use. For the per-process caches kept
 * beside a shared object (a story, a snapshot) or a small key set (bundles, basenames).
 */
export function getOrCreate<K extends object, V>(map: WeakMap<K, V>, key: K, make: () => V): V;
export function getOrCreate<K, V>(map: Map<K, V>, key: K, make: () => V): V;
export function getOrCreate<K extends object, V>(map: Map<K, V> | WeakMap<K, V>, key: K, make: () => V): V {
  if (map.has(key)) return map.get(key) as V;
  const value = make();
  map.set(key, value);
  return value;
}
