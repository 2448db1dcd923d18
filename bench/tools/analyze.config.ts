import base from "../../vite.config.ts";
import { defineConfig, mergeConfig } from "vite";
import { gzipSync } from "node:zlib";
export default mergeConfig(base, defineConfig({
  root: "/work/main",
  plugins: [{
    name: "analyze",
    generateBundle(_o, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const gz = gzipSync(chunk.code).length;
        console.log(`\n== ${chunk.fileName} ${(chunk.code.length/1024).toFixed(1)}K gz ${(gz/1024).toFixed(1)}K entry=${chunk.isEntry} imports=${chunk.imports.join(",")}`);
        const byPkg = new Map<string, number>();
        for (const [id, m] of Object.entries(chunk.modules)) {
          const mm = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
          const key = mm ? mm[1] : id.replace("/work/main/", "");
          byPkg.set(key, (byPkg.get(key) ?? 0) + m.renderedLength);
        }
        for (const [k, v] of [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${(v/1024).toFixed(1).padStart(7)}K ${k}`);
      }
    },
  }],
}));
