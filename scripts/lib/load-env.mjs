/**
 * Scripts read `.env` files the way `next start` does (@next/env: .env.production.local, .env.local,
 * .env.production, .env, from the working directory), before anything reads process.env. Variables
 * already set in the environment win.
 */
import nextEnv from "@next/env";

export function loadProjectEnv(dir = process.cwd()) {
  nextEnv.loadEnvConfig(dir, false, { info: () => {}, error: (...args) => console.error(...args) });
}
