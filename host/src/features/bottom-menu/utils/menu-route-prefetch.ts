/** How the bottom menu asks for its destinations' files ahead of a tap (wired by the shell). */
export interface MenuRoutePrefetch {
  /** Once the page is idle, learns what these pages need; returns a cancel function. */
  planWhenIdle(paths: readonly string[]): () => void;
  /** The viewer is tapping an item that leads to this page: start fetching what it needs. */
  warm(path: string): void;
}
