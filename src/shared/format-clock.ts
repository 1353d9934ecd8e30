/** m:ss for timers and durations, wherever one is shown (app, recorder, archive page, book, listen page): 0:07, 1:00. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
