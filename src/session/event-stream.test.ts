import { describe, expect, it } from "vitest";
import { eventStreamParser, type StreamEvent } from "./event-stream";

describe("event stream parser", () => {
  it("yields events across chunk boundaries, with ids and multi-line data; skips comments", () => {
    const events: StreamEvent[] = [];
    const feed = eventStreamParser((event) => events.push(event));
    feed(': connected\n\nid: 7\ndata: {"message":');
    feed('"hola"}\n\n: keep-alive\n\ndata: a\r\ndata: b\r\n\r\nretry: 5000\n\n');
    expect(events).toEqual([
      { id: "7", data: '{"message":"hola"}' },
      { data: "a\nb" },
      { retry: 5000, data: "" },
    ]);
  });
});
