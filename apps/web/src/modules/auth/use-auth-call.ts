import { useCallback, useRef, useState } from "react";
import { ApiError, isApiError } from "../../lib/api-client";

type Handlers<A, R> = { onSuccess?: (result: R, arg: A) => void; onError?: (error: ApiError) => void };

/**
 * One call of the screens before sign-in (login, password reset) with its pending state and error.
 * They run without TanStack Query, which loads with the signed-in screens: the login page's first load
 * stays small for offices on slow connections (issue 15).
 */
export function useAuthCall<A, R>(call: (arg: A) => Promise<R>, handlers: Handlers<A, R> = {}) {
  const [state, setState] = useState<{ isPending: boolean; error: ApiError | null }>({
    isPending: false,
    error: null,
  });
  // The latest handlers: they close over the screen's current state.
  const latest = useRef(handlers);
  latest.current = handlers;

  const run = useCallback(
    (arg: A) => {
      setState({ isPending: true, error: null });
      call(arg).then(
        (result) => {
          setState({ isPending: false, error: null });
          latest.current.onSuccess?.(result, arg);
        },
        (cause: unknown) => {
          const error = isApiError(cause) ? cause : new ApiError({ status: 0, message: String(cause) });
          setState({ isPending: false, error });
          latest.current.onError?.(error);
        },
      );
    },
    [call],
  );
  const reset = useCallback(() => setState({ isPending: false, error: null }), []);
  return { run, reset, isPending: state.isPending, error: state.error };
}
