// Lighthouse section of `npm run bench`: the runner behind `npm run lighthouse`
// (scripts/lib/lighthouse-runner.mjs). Rows: hub, path, performance,
// accessibility, bestPractices, seo, lcpMs, tbtMs, cls.
export { runLighthouse } from "../scripts/lib/lighthouse-runner.mjs";
