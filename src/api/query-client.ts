import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./errors";

/** The console's one query cache (also primed by commands that already hold the data they open). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A refusal (4xx) will not change by asking again; a network blip may.
      retry: (count, error) =>
        count < 2 && !(isApiError(error) && error.httpStatus >= 400 && error.httpStatus < 500),
    },
  },
});
