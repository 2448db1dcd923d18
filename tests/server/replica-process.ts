import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";

/** A server process (server/main.ts, API only) on its own port, sharing the database named by its URL. */
export type Replica = { name: string; base: string; output: () => string; stop(): Promise<void> };

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

export async function startReplica(name: string, databaseUrl: string): Promise<Replica> {
  const port = await freePort();
  const { ADM_SECRET: _, ...env } = process.env;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts", "--dev"], {
    env: { ...env, PORT: String(port), DATABASE_URL: databaseUrl, ADM_DB_POOL: "4" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const ready = new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      // The start-up line names the console's address once it answers (in the machine's language).
      if (output.includes(`http://localhost:${port}/`)) resolve();
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.on("exit", (code) => reject(new Error(`replica ${name} exited (${code}):\n${output}`)));
  });
  await ready;
  return {
    name,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    },
  };
}
