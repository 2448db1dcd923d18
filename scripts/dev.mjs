// npm run dev: the server's API (server/main.ts --dev, on PORT, 8080 by default) and Vite's dev server for the
// console (http://localhost:5173, hot reload), which sends /services and /config.json to PORT (vite.config.ts).
import { spawn } from "node:child_process";
import { createServer } from "vite";

const api = spawn(process.execPath, ["--import", "tsx", "server/main.ts", "--dev"], { stdio: "inherit" });
const vite = await createServer();
await vite.listen();
vite.printUrls();

// Either ends both: the API's own start-up failure (a port in use) is the run's exit status.
api.on("exit", (code) => void vite.close().then(() => process.exit(code ?? 1)));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => api.kill(signal));
