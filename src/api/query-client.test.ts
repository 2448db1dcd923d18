import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./errors";
import { fetchNow, queryClient } from "./query-client";

// A read an action waits on fails at once when the server cannot be reached; any other failure is asked again
// as a screen's query is.

const failing = (error: ApiError) => vi.fn(() => Promise.reject(error));

afterEach(() => {
  queryClient.clear();
  vi.useRealTimers();
});

describe("fetchNow", () => {
  it("fails at once, asked once, when the server cannot be reached", async () => {
    const read = failing(new ApiError({ code: "error_network", httpStatus: 0 }));
    await expect(fetchNow({ queryKey: ["probe", "unreachable"], queryFn: read })).rejects.toMatchObject({
      code: "error_network",
    });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("asks twice more after a server error, as the screens' queries do", async () => {
    vi.useFakeTimers();
    const read = failing(new ApiError({ code: "server_error", httpStatus: 500 }));
    const asked = fetchNow({ queryKey: ["probe", "server-error"], queryFn: read });
    const failed = expect(asked).rejects.toMatchObject({ code: "server_error" });
    await vi.advanceTimersByTimeAsync(10_000);
    await failed;
    expect(read).toHaveBeenCalledTimes(3);
  });

  it("never asks again after a refusal", async () => {
    const read = failing(new ApiError({ code: "forbidden", httpStatus: 403 }));
    await expect(fetchNow({ queryKey: ["probe", "refused"], queryFn: read })).rejects.toMatchObject({
      code: "forbidden",
    });
    expect(read).toHaveBeenCalledTimes(1);
  });
});
