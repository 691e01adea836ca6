/**
 * The login form says when the user starts signing in (a first keystroke); the app then starts loading
 * the signed-in screens' code while the user types, since the login page itself loads none of it.
 */
let listener: (() => void) | null = null;

export const onSignInStarted = (callback: () => void): void => {
  listener = callback;
};

/** Called by the login form; only the first call of a page load does anything. */
export const signInStarted = (): void => {
  const callback = listener;
  listener = null;
  callback?.();
};
