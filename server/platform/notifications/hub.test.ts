import { describe, expect, it, vi } from "vitest";
import { createLocalBus } from "../bus/bus.ts";
import { createNotificationHub, type NotificationEvent } from "./hub.ts";

// Two hubs on one bus stand for two replicas: a stream lives on one, the notification is created on the other.
function replicas() {
  const bus = createLocalBus();
  const delivered = { a: vi.fn(async () => {}), b: vi.fn(async () => {}) };
  const a = createNotificationHub({ bus, markDelivered: delivered.a });
  const b = createNotificationHub({ bus, markDelivered: delivered.b });
  return { a, b, delivered };
}

const nextEvent = (events: NotificationEvent[]) =>
  vi.waitFor(() => {
    if (events.length === 0) throw new Error("no event yet");
    return events.shift();
  });

describe("notification hub across processes", () => {
  it("delivers to the other hub's streams, once, and that hub marks a stored notification delivered", async () => {
    const { a, b, delivered } = replicas();
    const onA: NotificationEvent[] = [];
    const onB: NotificationEvent[] = [];
    a.subscribe(7, (event) => onA.push(event));
    b.subscribe(7, (event) => onB.push(event));
    b.subscribe(8, () => {
      throw new Error("user 8 must not receive user 7's notification");
    });
    const sent = await a.publish({ message: "hola" }, { userId: 7, notificationId: 41 });
    expect(sent.delivered).toBe(1);
    expect(onA).toEqual([{ message: "hola" }]); // at once, not again through the bus
    expect(await nextEvent(onB)).toEqual({ message: "hola" });
    expect(delivered.a).toHaveBeenCalledWith(41);
    await vi.waitFor(() => expect(delivered.b).toHaveBeenCalledWith(41));
    expect(onA).toHaveLength(1);
    // A stream of user 7 reconnecting to either replica gets it under the same id.
    expect(a.since(sent.id - 1, 7).map((e) => e.id)).toEqual([sent.id]);
    expect(b.since(sent.id - 1, 7).map((e) => e.id)).toEqual([sent.id]);
    expect(b.since(sent.id - 1, 8)).toEqual([]);
  });

  it("broadcasts to every stream of every hub and counts this process's only", async () => {
    const { a, b } = replicas();
    const onB: NotificationEvent[] = [];
    b.subscribe(1, (event) => onB.push(event));
    b.subscribe(2, (event) => onB.push(event));
    expect((await a.publish({ message: "a todos" })).delivered).toBe(0);
    await vi.waitFor(() => expect(onB).toEqual([{ message: "a todos" }, { message: "a todos" }]));
  });

  it("leaves a stored notification pending when no stream anywhere takes it", async () => {
    const { a, delivered } = replicas();
    expect((await a.publish({ message: "luego" }, { userId: 9, notificationId: 5 })).delivered).toBe(0);
    await new Promise((resolve) => setTimeout(resolve));
    expect(delivered.a).not.toHaveBeenCalled();
    expect(delivered.b).not.toHaveBeenCalled();
  });
});
