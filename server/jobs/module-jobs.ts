import type { Db } from "../db/database.ts";
import { SERVER_MODULES } from "../modules.ts";
import type { Bus } from "../platform/bus/bus.ts";
import type { ServerModule } from "../platform/module.ts";
import { type JobHandler, type JobWorker, startJobWorker } from "./worker.ts";

/** The job worker of this process, running every module's job kinds and schedulers. */
export function startModuleJobs(
  db: Db,
  bus: Bus,
  modules: readonly ServerModule[] = SERVER_MODULES,
): JobWorker {
  const handlers: Record<string, JobHandler> = {};
  const schedulers: ((now: number) => Promise<void>)[] = [];
  for (const module of modules) {
    for (const [kind, handler] of Object.entries(module.jobs?.handlers ?? {})) {
      if (handlers[kind]) throw new Error(`job kind ${kind} is declared twice (module ${module.name})`);
      handlers[kind] = handler;
    }
    const scheduler = module.jobs?.scheduler;
    if (scheduler) schedulers.push(scheduler(db));
  }
  return startJobWorker({
    db,
    bus,
    handlers,
    beforeRound: async (now) => {
      for (const schedule of schedulers) await schedule(now);
    },
  });
}
