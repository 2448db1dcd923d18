import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type CallDecl, declaredCalls, privilegesOf } from "../../src/contract/define.ts";

// The published contract, read from src/contract alone: every call its files declare (never the server's list of
// mounted routes, since the check is of any backend).

const CONTRACT_DIR = fileURLToPath(new URL("../../src/contract/", import.meta.url));

async function contractFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return contractFiles(path);
      return path.endsWith(".ts") && !path.endsWith(".test.ts") ? [path] : [];
    }),
  );
  return nested.flat();
}

/** Every call of the contract, by module then operationId. */
export async function contractCalls(): Promise<CallDecl[]> {
  const files = await contractFiles(CONTRACT_DIR);
  const modules = Object.fromEntries(
    await Promise.all(files.map(async (file) => [file, await import(file)])),
  );
  return declaredCalls(modules).sort((a, b) => a.operationId.localeCompare(b.operationId));
}

// GETs of the legacy consumption calls and the password recovery change data: a GET whose access asks more than
// the view privilege, or one of these, is a write. The promotions list is a read sent as a POST (its filters).
const WRITES_THROUGH_GET: ReadonlySet<string> = new Set(["base.requestPasswordRecovery"]);
const READS_THROUGH_POST: ReadonlySet<string> = new Set(["products.listPromotions"]);

/** A read: its contract's method is GET (or it is a read sent as a POST) and it changes nothing. */
export function isRead(decl: CallDecl): boolean {
  if (READS_THROUGH_POST.has(decl.operationId)) return true;
  if (decl.methods[0] !== "GET" || WRITES_THROUGH_GET.has(decl.operationId)) return false;
  const { access } = decl;
  if (typeof access !== "object") return true;
  return privilegesOf(access).every((privilege) => privilege === "view");
}
