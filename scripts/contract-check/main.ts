import { runCli } from "./cli.ts";

// npm run contract:check -- <services URL> --user … --password … (README, "Checking your own backend").
process.exitCode = await runCli(process.argv.slice(2), console);
