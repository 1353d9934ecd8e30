/**
 * The code of the screen an action leads to, fetched ahead by the router while the user is still on the screen before
 * it (app/routes/lazy-pages.ts, preloadNextScreen). An action that navigates when it is done (onboarding's Create
 * Profile) waits for it first, so that a slow phone does not show a full-screen 'Loading...' in between.
 */
let ahead: Promise<unknown> = Promise.resolve();

export function fetchingNextScreen(code: Promise<unknown>) {
  ahead = code;
}

export function nextScreenReady(): Promise<unknown> {
  return ahead;
}
