/**
 * The listeners of a small module-level store read through `useSyncExternalStore` (the
 * session, the route progress, the cookie decision): `subscribe` is the hook's first
 * argument, `notify` tells every subscriber that the snapshot may have changed.
 */
export function createListeners() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify(): void {
      listeners.forEach((listener) => listener());
    },
  };
}
