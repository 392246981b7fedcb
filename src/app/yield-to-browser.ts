/** The browser's task scheduler where it has one (Chromium's `scheduler.yield()`). */
interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Lets the browser do what waits (a paint, a tap, a network answer) before the caller goes on:
 * `scheduler.yield()` where there is one (the caller goes on first, before other pages' tasks), else
 * a new task.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resume) => setTimeout(resume, 0));
}
