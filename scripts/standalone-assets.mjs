#!/usr/bin/env node
// After `next build` and the ASCII pass: completes .next/standalone, which
// Next leaves without the static files and public/ (they are meant for a CDN),
// and whose prerendered pages were copied before the ASCII pass. Then
// `node .next/standalone/server.js` serves the same bytes as `next start`.
import { cpSync, existsSync } from "node:fs";
import path from "node:path";
import { asciiPrerenderedHtml } from "./ascii-prerendered-html.mjs";

export async function completeStandalone(projectDir = process.cwd()) {
  const standalone = path.join(projectDir, ".next/standalone");
  if (!existsSync(path.join(standalone, "server.js"))) return false;
  cpSync(path.join(projectDir, ".next/static"), path.join(standalone, ".next/static"), { recursive: true });
  cpSync(path.join(projectDir, "public"), path.join(standalone, "public"), { recursive: true });
  cpSync(path.join(projectDir, "supabase/migrations"), path.join(standalone, "supabase/migrations"), {
    recursive: true,
  });
  await asciiPrerenderedHtml(standalone);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    (await completeStandalone())
      ? "standalone-assets: .next/standalone has its static files, public/ and ASCII pages"
      : "standalone-assets: no .next/standalone (output is not standalone)",
  );
}
