// End-to-end tests drive Debian's Chromium (no browser download is possible on these machines).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium is missing at ${CHROMIUM}. Install Debian's package as root: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}
console.log("Installing Debian's chromium for the end-to-end tests…");
execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
  stdio: "inherit",
});
