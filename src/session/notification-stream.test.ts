import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { connectNotifications, RECONNECT_DELAYS_MS } from "./notification-stream";
import { FakeEventSource } from "./testing/fake-event-source";

let token = "token-1";
const address = (lastEventId: string | undefined) =>
  `/services/notifications/stream?token=${token}${lastEventId ? `&last_event_id=${lastEventId}` : ""}`;

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.install();
  token = "token-1";
});
afterEach(() => vi.useRealTimers());

describe("connectNotifications", () => {
  it("shows each event's message and leaves the browser's own retries alone", () => {
    const shown: string[] = [];
    const stop = connectNotifications(address, (message) => shown.push(message));
    FakeEventSource.latest().emit("hola", "7");
    FakeEventSource.latest().fail(false);
    vi.runAllTimers();
    expect(shown).toEqual(["hola"]);
    expect(FakeEventSource.instances).toHaveLength(1);
    stop();
  });

  it("reopens a refused stream with the current token and the last event id, backing off", () => {
    const stop = connectNotifications(address, () => undefined);
    FakeEventSource.latest().emit("uno", "41");
    FakeEventSource.latest().emit("dos", "42");
    token = "token-2";
    FakeEventSource.latest().fail(true);
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0] - 1);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.latest().url).toBe(
      "/services/notifications/stream?token=token-2&last_event_id=42",
    );
    FakeEventSource.latest().fail(true);
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[1] - 1);
    expect(FakeEventSource.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(3);
    stop();
  });

  it("stops for good when the session ends", () => {
    const stop = connectNotifications(address, () => undefined);
    const source = FakeEventSource.latest();
    stop();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    source.fail(true);
    vi.runAllTimers();
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
