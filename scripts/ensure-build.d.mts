export const BUILD_OUTPUTS: string[];
/** The build outputs a production start needs that `dir` lacks. */
export function missingBuildOutputs(dir?: string): string[];
/** Builds (`npm run build`) when an output is missing, or always with `force`; answers whether it built. */
export function ensureBuild(options?: { force?: boolean; dir?: string }): boolean;
