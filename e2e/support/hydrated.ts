import type { Page } from "@playwright/test";

/**
 * Whether React has hydrated the page: its first heading in `main` carries a fiber. A test that
 * changes the DOM itself must wait for this first: a node added or changed before hydration
 * makes React report a mismatch (error 418) and render the page again, dropping the change.
 */
export function hydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const h1 = document.querySelector("main h1");
    return !!h1 && Object.keys(h1).some((k) => k.startsWith("__reactFiber"));
  });
}
