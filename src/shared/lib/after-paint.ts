/**
 * Runs `task` once the browser has painted the next frame: the frame's
 * requestAnimationFrame callback comes before its paint, a timeout set from
 * there after it. Returns the function that cancels it, for an effect.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
