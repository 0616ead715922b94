// Bundles the web apps (web/<app>/main.tsx) with esbuild into dist/web: hashed file names (the
// server caches them as immutable), a manifest naming each app's script and stylesheet, and
// each app's gzipped script size held to the budget. Runs at install (postinstall) and build,
// and in the tests' global setup, so the served bundle is the source's. Takes well under a second.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const WEB_OUT = join(root, "dist/web");
/** the apps and their entry points */
export const APPS = { portal: "web/portal/main.tsx", console: "web/console/main.tsx" };
/** what one app's JavaScript may weigh, gzipped */
export const BUDGET_GZIP_BYTES = 60 * 1024;

/** gzipped size at the level browsers are usually served (the server negotiates br or gzip) */
export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** builds every app; answers the manifest, and throws when an app is over the budget */
export async function buildWeb({ quiet = false } = {}) {
  const { build } = await import("esbuild");
  rmSync(WEB_OUT, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.entries(APPS).map(([out, entry]) => ({ in: entry, out })),
    outdir: WEB_OUT,
    entryNames: "[name]-[hash]",
    assetNames: "[name]-[hash]",
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: true,
    jsx: "automatic",
    jsxImportSource: "preact",
    define: { "process.env.NODE_ENV": '"production"' },
    legalComments: "none",
    metafile: true,
    logLevel: "silent",
  });
  const apps = {};
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    const app = Object.keys(APPS).find((a) => output.entryPoint === APPS[a]);
    if (!app) continue;
    const js = basename(file);
    const gzip = gzipSize(readFileSync(join(root, file)));
    apps[app] = { js, css: output.cssBundle ? basename(output.cssBundle) : null, gzipBytes: gzip };
  }
  const manifest = { apps };
  writeFileSync(join(WEB_OUT, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
  const over = Object.entries(apps).filter(([, a]) => a.gzipBytes > BUDGET_GZIP_BYTES);
  if (!quiet) for (const [name, a] of Object.entries(apps)) console.log(`web: ${name} ${a.js} ${(a.gzipBytes / 1024).toFixed(1)} KiB gzipped (budget ${BUDGET_GZIP_BYTES / 1024} KiB)`);
  if (over.length) throw new Error(`over the ${BUDGET_GZIP_BYTES / 1024} KiB gzip budget: ${over.map(([n, a]) => `${n} ${(a.gzipBytes / 1024).toFixed(1)} KiB`).join(", ")}`);
  return manifest;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    await import("esbuild");
  } catch {
    // an install without devDependencies (npm ci --omit=dev): the API runs, the web apps answer 503
    console.warn("web: esbuild is not installed (devDependencies omitted?), so the portal is not built; run npm install, then npm run build:web");
    process.exit(0);
  }
  try {
    await buildWeb();
  } catch (err) {
    console.error(`web: ${err.message}`);
    process.exit(1);
  }
}
