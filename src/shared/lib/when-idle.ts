/**
 * Runs `task` when the browser is idle (requestIdleCallback, within `timeout`
 * ms at the latest), or after a zero-delay timeout where there is no such
 * thing (Safari). Returns the function that cancels it, for an effect.
 */
export function whenIdle(task: () => void, timeout = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}
