/** A stand-in for the browser's EventSource that a test drives by hand. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string; lastEventId: string }) => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  /** The server sent an event (with its SSE id, if any). */
  emit(message: string, id = ""): void {
    this.readyState = FakeEventSource.OPEN;
    this.onmessage?.({ data: JSON.stringify({ message }), lastEventId: id });
  }

  /** The connection failed; `giveUp` is the browser no longer retrying (the server refused it). */
  fail(giveUp: boolean): void {
    this.readyState = giveUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  static install(): void {
    FakeEventSource.instances = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error("no EventSource opened");
    return source;
  }
}
