import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { sleep } from "./stats.ts";

/** Runs a command to completion, output passed through; rejects on a non-zero exit. */
export async function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: "inherit",
  });
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${code}`);
}

export type Service = {
  url: string;
  /** The process id (its /proc/<pid>/status gives its memory). */
  pid: number;
  stop: () => Promise<void>;
  /** SIGKILL, as a crash: no shutdown code runs. Resolves once the process is gone. */
  kill: () => Promise<void>;
};

/** Starts a long-running process and waits until `readyPath` answers 200 (its output is kept for errors). */
export async function startService(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; url: string; readyPath: string; timeoutMs?: number },
): Promise<Service> {
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  const stop = async () => {
    if (exited) return;
    child.kill("SIGTERM");
    await Promise.race([once(child, "exit"), sleep(5000).then(() => child.kill("SIGKILL"))]);
  };
  const kill = async () => {
    if (exited) return;
    const gone = once(child, "exit");
    child.kill("SIGKILL");
    await gone;
  };
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${command} ${args.join(" ")} exited early:\n${output}`);
    try {
      const response = await fetch(options.url + options.readyPath);
      if (response.ok) return { url: options.url, pid: child.pid ?? 0, stop, kill };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`${command} did not answer ${options.readyPath} in time:\n${output}`);
}
