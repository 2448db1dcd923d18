import type { Db } from "./db/database.ts";
import { sendPendingMail } from "./mail/outbox-sender.ts";
import type { MailTransport } from "./mail/transport.ts";
import { clearExpiredLocks } from "./platform/auth/lockout.ts";
import { pruneThrottles } from "./platform/auth/throttle.ts";

export type Worker = { stop: () => void };

/** Runs a task every intervalMs, never two rounds at once; a failed round is logged and the next one runs. */
function everyInterval(task: () => Promise<unknown>, intervalMs: number): Worker {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    task()
      .catch((error: unknown) => console.error("background task failed:", error))
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

const MAIL_INTERVAL_MS = 2_000;
const MAINTENANCE_INTERVAL_MS = 60_000;

/** The server's background work: sending queued mail, lifting expired locks, dropping old rate counters. */
export function startBackgroundWork(options: {
  db: Db;
  transport: MailTransport;
  lockMs: number;
  clock?: () => number;
}): Worker {
  const { db, transport, lockMs } = options;
  const clock = options.clock ?? Date.now;
  const workers = [
    everyInterval(() => sendPendingMail(db, transport, clock()), MAIL_INTERVAL_MS),
    everyInterval(async () => {
      await clearExpiredLocks(db, clock(), lockMs);
      await pruneThrottles(db, clock(), lockMs);
    }, MAINTENANCE_INTERVAL_MS),
  ];
  return {
    stop: () => {
      for (const worker of workers) worker.stop();
    },
  };
}
