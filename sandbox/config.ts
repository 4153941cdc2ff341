/** Environment settings shared by `main.ts`, `launch.ts` and the CLI. */

/** Sandbox settings read from the environment. */
export type SandboxEnv = {
  /** SANDBOX_PORT, default 4010. */
  port: number;
  /** SANDBOX_HOST, default 127.0.0.1. */
  host: string;
  /**
   * SANDBOX_PUBLIC_URL, default `http://localhost:${port}` (no trailing slash). Undefined only
   * when SANDBOX_PORT is 0 and it is unset: the sandbox then uses its bound URL.
   */
  publicUrl: string | undefined;
  /** SANDBOX_DATA_DIR, default `.data/sandbox` (relative to the working directory). */
  dataDir: string;
  /** DATABASE_URL, when set and not empty. */
  databaseUrl: string | undefined;
};

/** Default SANDBOX_PORT. */
export const defaultSandboxPort = 4010;

/**
 * Reads the sandbox settings. Empty variables count as unset.
 *
 * @throws {Error} with a one-line message when SANDBOX_PORT is not an integer 0–65535.
 */
export function readSandboxEnv(env: NodeJS.ProcessEnv = process.env): SandboxEnv {
  const port = readPort(env, "SANDBOX_PORT", defaultSandboxPort);
  return {
    port,
    host: nonEmpty(env.SANDBOX_HOST) ?? "127.0.0.1",
    publicUrl: (
      nonEmpty(env.SANDBOX_PUBLIC_URL) ?? (port === 0 ? undefined : `http://localhost:${port}`)
    )?.replace(/\/+$/, ""),
    dataDir: nonEmpty(env.SANDBOX_DATA_DIR) ?? ".data/sandbox",
    databaseUrl: nonEmpty(env.DATABASE_URL),
  };
}

/**
 * Reads a TCP port variable.
 * @throws {Error} when the value is not an integer 0–65535.
 */
export function readPort(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) {
    throw new Error(`${name} must be a port number (0-65535), got ${JSON.stringify(raw)}`);
  }
  return port;
}

/** The value, or undefined when unset or only whitespace. */
export function nonEmpty(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== "" ? value.trim() : undefined;
}

/** The origin (scheme, host, port) of a URL, as `REDIRECT_ALLOWLIST` expects. */
export function originOf(url: string): string {
  return new URL(url).origin;
}
