/**
 * Whether the app has painted its first frame, for TooltipAfterFirstPaint: a one-way switch per
 * page load, so only what the very first render mounts waits, never a screen opened later.
 */
let done = false;
let watching = false;
const listeners = new Set<() => void>();

export const firstPaint = {
  done: (): boolean => done,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called from the first render's layout effects: the frame being prepared is the first one. */
  watch(): void {
    if (done || watching) return;
    watching = true;
    // An animation frame runs just before that frame is painted; a task queued from it, just after.
    requestAnimationFrame(() =>
      setTimeout(() => {
        done = true;
        for (const listener of listeners) listener();
      }),
    );
  },
};
