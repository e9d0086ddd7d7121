import { createContext, useCallback, useEffect, useRef, useState } from 'react';

// Only tiles near the visible part of the phone are dnd-kit sortables. dnd-kit re-renders every
// sortable and measures every drop target (walking each one's ancestors) when a drag starts; with
// 200 controls that alone was a 100+ ms task. The rest are plain tiles of the same look and size.

/** How far beyond the phone's visible part a tile still counts as near: a keyboard step or the
 *  pointer's auto-scroll always reaches a tile that is already sortable. */
const MARGIN = '400px 0px';

/** Registers a tile's element (which carries data-field-id); returns the unregister function. */
export type ObserveTile = (el: HTMLElement) => () => void;

export const ObserveTileContext = createContext<ObserveTile | null>(null);

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

/**
 * Tracks which tiles are near the scrolling list's viewport. `near` is null where the browser has no
 * IntersectionObserver (jsdom): then every tile is sortable.
 */
export function useNearViewport() {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [near, setNear] = useState<ReadonlySet<string>>(() => new Set());
  const observer = useRef<IntersectionObserver | null>(null);
  // Tiles mount (and register) before the list's own ref gives the observer its root.
  const tiles = useRef(new Set<HTMLElement>());

  useEffect(() => {
    if (!root || !supported) return;
    const io = new IntersectionObserver(
      (entries) =>
        setNear((prev) => {
          const next = new Set(prev);
          for (const e of entries) {
            const id = (e.target as HTMLElement).dataset.fieldId;
            if (id && e.isIntersecting) next.add(id);
            else if (id) next.delete(id);
          }
          return sameSet(prev, next) ? prev : next;
        }),
      { root, rootMargin: MARGIN },
    );
    observer.current = io;
    tiles.current.forEach((el) => io.observe(el));
    return () => {
      io.disconnect();
      observer.current = null;
    };
  }, [root, supported]);

  const observe = useCallback<ObserveTile>((el) => {
    tiles.current.add(el);
    observer.current?.observe(el);
    return () => {
      tiles.current.delete(el);
      observer.current?.unobserve(el);
    };
  }, []);

  return { rootRef: setRoot, near: supported ? near : null, observe };
}

/** Whether a tile is a sortable now (the dragged one keeps itself sortable; see FieldTile). */
export const isNear = (near: ReadonlySet<string> | null, id: string) => near === null || near.has(id);
