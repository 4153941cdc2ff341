/**
 * Empty on purpose: without a file here Turbopack picks up the repository root's instrumentation.ts
 * (its project root is the repository, where the lockfile is) and fails on the site's `@/` imports.
 */
export function register(): void {}
