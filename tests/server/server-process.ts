import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";

// server/main.ts run as a child process, as an operator starts it: on a port of its own, with the environment
// the test gives it (and none of the developer's database or secret settings).

/** A running server process; stop() ends it (SIGTERM) and waits for its exit. */
export type ServerProcess = {
  name: string;
  base: string;
  port: number;
  output: () => string;
  stop(): Promise<void>;
};
/** A server process that ended by itself: its exit code and what it wrote on each stream. */
export type EndedProcess = { code: number | null; stdout: string; stderr: string };

type Env = Record<string, string>;

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** server/main.ts through tsx, API only (the console is Vite's in --dev). */
export const DEV_SERVER = ["--import", "tsx", "server/main.ts", "--dev"];

/** Node with these arguments (DEV_SERVER, or a compiled server's file), in this environment. */
function spawnServer(env: Env, nodeArgs: string[]): ChildProcess {
  const {
    ADM_SECRET: _secret,
    DATABASE_URL: _url,
    ADM_DB: _db,
    LANG: _lang,
    LC_ALL: _all,
    LC_MESSAGES: _messages,
    ...own
  } = process.env;
  return spawn(process.execPath, nodeArgs, {
    env: { ...own, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Starts a server (env: PORT is chosen here unless given) and resolves once it names its address. */
export async function startServer(name: string, env: Env, nodeArgs = DEV_SERVER): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawnServer({ ...env, PORT: String(port) }, nodeArgs);
  let output = "";
  const ready = new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      // The start-up line names the console's address once it answers (in the machine's language).
      if (output.includes(`http://localhost:${port}/`)) resolve();
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.on("exit", (code) => reject(new Error(`server ${name} exited (${code}):\n${output}`)));
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    await exited;
  };
  await ready.catch(async (error) => {
    await stop();
    throw error;
  });
  return { name, base: `http://127.0.0.1:${port}`, port, output: () => output, stop };
}

/** Runs a server expected to give up at start-up, and returns how it ended (killed after timeoutMs). */
export async function runUntilExit(env: Env, timeoutMs = 60_000): Promise<EndedProcess> {
  const child = spawnServer(env, DEV_SERVER);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  const [code] = (await once(child, "exit")) as [number | null];
  clearTimeout(timer);
  return { code, stdout, stderr };
}

/** One of the replicas sharing the database its URL names (API only, a small pool). */
export function startReplica(name: string, databaseUrl: string): Promise<ServerProcess> {
  return startServer(name, { DATABASE_URL: databaseUrl, ADM_DB_POOL: "4" });
}
