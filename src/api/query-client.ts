import { QueryClient } from "@tanstack/react-query";
import { subscribeKey } from "valtio/utils";
import { isApiError } from "./errors";
import { isUnreachable, reachability, retryDelay } from "./reachability";

/** The console's one query cache (also primed by commands that already hold the data they open). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A server that cannot be reached is asked again, with back-off, until it answers (./reachability.ts);
      // a refusal (4xx) will not change by asking again; another failure may, once or twice.
      retry: (count, error) =>
        isUnreachable(error) ||
        (count < 2 && !(isApiError(error) && error.httpStatus >= 400 && error.httpStatus < 500)),
      retryDelay: (failures, error) => retryDelay(failures, error),
    },
  },
});

// The server answers again: what was waiting for it asks now, not at its next back-off step.
subscribeKey(reachability, "unreachable", (unreachable) => {
  if (unreachable) return;
  void queryClient.refetchQueries({
    type: "active",
    predicate: (query) => query.state.fetchFailureCount > 0,
  });
});
