// Types of postgres-cluster.mjs (plain JavaScript: with-postgres.mjs runs it under node without tsx).
export function findBinaries(): string | null;
export function freePort(): Promise<number>;
export const isRoot: boolean;
export function asOwnerArgs(file: string, args: string[]): [string, string[]];
export type Cluster = { url: string; socketDir: string; port: number; stop(): void };
export function startCluster(
  bin: string,
  options?: { hostAuth?: "trust" | "scram-sha-256" },
): Promise<Cluster>;
