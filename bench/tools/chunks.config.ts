import { gzipSync } from "node:zlib";
import { defineConfig, mergeConfig, type Plugin } from "vite";
import base from "../../vite.config.ts";

// The production build plus chunks.json in the output folder: for each chunk, its gzip size and the packages
// and source files it holds (largest first). The first-screen benchmark reads it to know which chunks carry
// the export and chart libraries; BENCH_PRINT_CHUNKS=1 also prints it (to see what makes a chunk big).
//   npx vite build -c bench/tools/chunks.config.ts --outDir /tmp/bench-dist --emptyOutDir

export type ChunkInfo = {
  file: string;
  gzip: number;
  entry: boolean;
  imports: string[];
  parts: Record<string, number>;
};

function chunkReport(): Plugin {
  return {
    name: "bench-chunk-report",
    generateBundle(_options, bundle) {
      const chunks: ChunkInfo[] = [];
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const parts: Record<string, number> = {};
        for (const [id, module] of Object.entries(chunk.modules)) {
          const pkg = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
          const key = pkg ?? id.replace(/^.*?\/(src|bench)\//, "$1/");
          parts[key] = (parts[key] ?? 0) + module.renderedLength;
        }
        const sorted = Object.fromEntries(Object.entries(parts).sort((a, b) => b[1] - a[1]));
        chunks.push({
          file: chunk.fileName,
          gzip: gzipSync(chunk.code).length,
          entry: chunk.isEntry,
          imports: chunk.imports,
          parts: sorted,
        });
      }
      this.emitFile({ type: "asset", fileName: "chunks.json", source: JSON.stringify(chunks, null, 1) });
      if (process.env.BENCH_PRINT_CHUNKS === "1")
        for (const chunk of chunks.sort((a, b) => b.gzip - a.gzip)) {
          const top = Object.entries(chunk.parts).slice(0, 8);
          console.log(`${chunk.file}  ${(chunk.gzip / 1024).toFixed(1)} KB gzip`);
          for (const [part, bytes] of top)
            console.log(`    ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${part}`);
        }
    },
  };
}

export default mergeConfig(
  base,
  defineConfig({ root: new URL("../..", import.meta.url).pathname, plugins: [chunkReport()] }),
);
