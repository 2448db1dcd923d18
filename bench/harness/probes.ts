// In-page probes of the harness pages: long tasks, frame gaps and file deliveries.

/** Calls back with the time right after the next frame is painted: rAF runs before that frame's paint, a
 * message posted from it runs as the first task after it. */
export function afterPaint(callback: (time: number) => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback(performance.now());
    channel.port2.postMessage(0);
  });
}

export type Delivery = { name: string; size: number; at: number };

export function installProbes() {
  const longTasks: { start: number; duration: number }[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });

  // Exports end in a download: record it (time and size) instead of saving a file.
  const deliveries: Delivery[] = [];
  const blobs = new Map<string, Blob>();
  const createObjectURL = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = createObjectURL(object);
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  };
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (!this.download) return click.call(this);
    deliveries.push({ name: this.download, size: blobs.get(this.href)?.size ?? -1, at: performance.now() });
    blobs.delete(this.href);
  };

  // The moment a menu item was chosen (keyboard or pointer): where an export starts.
  let chosenAt = 0;
  const choose = (event: Event) => {
    if ((event.target as Element | null)?.closest?.('[role="menuitem"]')) chosenAt = event.timeStamp;
  };
  addEventListener("keydown", choose, true);
  addEventListener("pointerdown", choose, true);

  // Frame gaps: rAF timestamps while recording.
  let frames: number[] | null = null;
  const tick = (time: number) => {
    if (!frames) return;
    frames.push(time);
    requestAnimationFrame(tick);
  };

  return {
    longTasks,
    deliveries,
    chosenAt: () => chosenAt,
    startFrames() {
      frames = [];
      requestAnimationFrame(tick);
    },
    stopFrames(): number[] {
      const recorded = frames ?? [];
      frames = null;
      return recorded;
    },
  };
}
