/** One server-sent event (text/event-stream), as the HTML spec defines its fields. */
export type StreamEvent = { id?: string; event?: string; data: string; retry?: number };

/**
 * An incremental text/event-stream parser: feed it decoded text as it arrives, it calls `onEvent` for each
 * complete event (comments, such as keep-alives, are skipped; an event without data is not dispatched).
 */
export function eventStreamParser(onEvent: (event: StreamEvent) => void) {
  let buffer = "";
  let data: string[] = [];
  let fields: Omit<StreamEvent, "data"> = {};
  const line = (text: string) => {
    if (text === "") {
      if (data.length) onEvent({ ...fields, data: data.join("\n") });
      else if (fields.retry !== undefined) onEvent({ ...fields, data: "" });
      data = [];
      fields = {};
      return;
    }
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const name = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? "" : text.slice(colon + 1).replace(/^ /, "");
    if (name === "data") data.push(value);
    else if (name === "id" && !value.includes("\0")) fields.id = value;
    else if (name === "event") fields.event = value;
    else if (name === "retry" && /^\d+$/.test(value)) fields.retry = Number(value);
  };
  return (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? "";
    for (const text of lines) line(text);
  };
}
