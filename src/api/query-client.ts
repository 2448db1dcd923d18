import { type FetchQueryOptions, QueryClient, type QueryKey } from "@tanstack/react-query";
import { subscribeKey } from "valtio/utils";
import { isApiError } from "./errors";
import { isUnreachable, reachability, retryDelay } from "./reachability";

/** A failure that asking again may mend: not a refusal (4xx, which will not change), and at most twice. */
const mayMend = (count: number, error: unknown) =>
  count < 2 && !(isApiError(error) && error.httpStatus >= 400 && error.httpStatus < 500);

/** The console's one query cache (also primed by commands that already hold the data they open). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A server that cannot be reached is asked again, with back-off, until it answers (./reachability.ts);
      // a refusal (4xx) will not change by asking again; another failure may, once or twice.
      retry: (count, error) => isUnreachable(error) || mayMend(count, error),
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

/**
 * A read an action waits on (a palette command or its suggestions, an export's rows): asked now, and failed
 * at once when the server cannot be reached, so the action says so instead of waiting for the server's return
 * as screens do. Other failures are retried as any query's.
 */
export function fetchNow<Data, Key extends QueryKey>(
  options: FetchQueryOptions<Data, Error, Data, Key>,
  client: QueryClient = queryClient,
): Promise<Data> {
  return client.fetchQuery({
    ...options,
    retry: (count, error) => !isUnreachable(error) && mayMend(count, error),
  });
}
