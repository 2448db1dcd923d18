// The server compiled ahead of time, for images and hosts without TypeScript at run time (no tsx):
//   node scripts/build-server.mjs <folder>   →   <folder>/main.mjs, and <folder>/node_modules holding only the
// packages the bundle leaves out (native addons, and the file the reference page serves) with what they need.
// The built console goes in <folder>/../dist, where main.mjs looks for it (or ADM_DIST).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { build } from "esbuild";

const out = resolve(process.argv[2] ?? "build/server");
const modules = resolve("node_modules");
// Native addons cannot be bundled: they are copied with the packages they declare. The reference page serves
// Scalar's self-contained browser file from its package: that file and the package's manifest are enough.
// pg's native binding is optional and not installed.
const NATIVE_PACKAGES = ["better-sqlite3", "@node-rs/argon2"];
const SCALAR = { name: "@scalar/api-reference", files: ["package.json", "dist/browser"] };
const OPTIONAL_MISSING = ["pg-native"];

rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: ["server/main.ts"],
  outfile: join(out, "main.mjs"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external: [...NATIVE_PACKAGES, SCALAR.name, ...OPTIONAL_MISSING],
  // Bundled CommonJS packages call require() on Node's own modules: an ES module has none of its own.
  banner: {
    js: 'import { createRequire } from "node:module"; const require = createRequire(import.meta.url);',
  },
  logLevel: "warning",
});

/** Copies a package and, transitively, the dependencies it declares that are installed. */
function copyPackage(name, copied) {
  const from = join(modules, name);
  if (copied.has(name) || !existsSync(from)) return;
  copied.add(name);
  mkdirSync(join(out, "node_modules", name, ".."), { recursive: true });
  cpSync(from, join(out, "node_modules", name), { recursive: true, dereference: true });
  const manifest = JSON.parse(readFileSync(join(from, "package.json"), "utf8"));
  for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }))
    copyPackage(dependency, copied);
}

const copied = new Set();
for (const name of [...NATIVE_PACKAGES, SCALAR.name])
  if (!existsSync(join(modules, name))) throw new Error(`${name} is not installed: run npm ci first`);
for (const name of NATIVE_PACKAGES) copyPackage(name, copied);
for (const file of SCALAR.files)
  cpSync(join(modules, SCALAR.name, file), join(out, "node_modules", SCALAR.name, file), { recursive: true });
console.log(`server compiled: ${join(out, "main.mjs")} (+ ${copied.size + 1} runtime packages)`);
