/**
 * `npm start` runs the standalone build's server.js (sandbox/standalone.ts), not `next start`,
 * which warns that it does not work with `output: "standalone"` (issue 24). The standalone folder
 * gets the static files it lacks, and the outbox folder stays outside `.next`.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { prepareStandalone, standaloneCommand } from "@/sandbox/standalone";

const root = mkdtempSync(join(tmpdir(), "standalone-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("npm start (sandbox/standalone.ts)", () => {
  it("refuses to start without a standalone build, with the command that makes one", () => {
    expect(() => prepareStandalone(root)).toThrow("npm run build");
  });

  it("puts .next/static and public into the standalone folder, replacing an older copy", () => {
    mkdirSync(join(root, ".next/standalone/.next/static/old"), { recursive: true });
    writeFileSync(join(root, ".next/standalone/server.js"), "");
    mkdirSync(join(root, ".next/static/chunks"), { recursive: true });
    writeFileSync(join(root, ".next/static/chunks/app.js"), "app");
    mkdirSync(join(root, "public"), { recursive: true });
    writeFileSync(join(root, "public/robots-extra.txt"), "x");
    prepareStandalone(root);
    const dir = join(root, ".next/standalone");
    expect(readFileSync(join(dir, ".next/static/chunks/app.js"), "utf8")).toBe("app");
    expect(readFileSync(join(dir, "public/robots-extra.txt"), "utf8")).toBe("x");
    expect(existsSync(join(dir, ".next/static/old"))).toBe(false);
    expect(readdirSync(join(dir, ".next")).sort()).toEqual(["static"]); // no copy left aside
  });

  it("leaves the static files of a build already copied in place for a server answering from them", () => {
    writeFileSync(join(root, ".next/BUILD_ID"), "build-1");
    prepareStandalone(root);
    const served = join(root, ".next/standalone/.next/static/chunks/app.js");
    const inode = statSync(served).ino;
    prepareStandalone(root); // a second `npm start` (the e2e suite's restart test) beside the first
    expect(statSync(served).ino).toBe(inode);
    // A new build replaces them.
    writeFileSync(join(root, ".next/static/chunks/app.js"), "app 2");
    writeFileSync(join(root, ".next/BUILD_ID"), "build-2");
    prepareStandalone(root);
    expect(readFileSync(served, "utf8")).toBe("app 2");
  });

  it("runs server.js on localhost:PORT in production mode, the outbox folder outside .next", () => {
    const run = standaloneCommand(
      { HOSTNAME: "build-machine-7", SITE_DATA_DIR: ".data/e2e-site", KEEP: "1" },
      3170,
      root,
      "/srv/site",
    );
    expect(run.script).toBe(join(root, ".next/standalone/server.js"));
    expect(run.cwd).toBe(join(root, ".next/standalone"));
    expect(run.env).toMatchObject({
      PORT: "3170",
      HOSTNAME: "localhost",
      NODE_ENV: "production",
      SITE_DATA_DIR: "/srv/site/.data/e2e-site",
      KEEP: "1",
    });
    expect(standaloneCommand({ HOST: "0.0.0.0" }, 1, root, "/srv").env).toMatchObject({
      HOSTNAME: "0.0.0.0",
      SITE_DATA_DIR: "/srv/.data/site",
    });
  });
});
