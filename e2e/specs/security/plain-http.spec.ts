import { networkInterfaces } from "node:os";
import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, E2E_PORT } from "../../fixtures/env";
import { AppShell } from "../../pages/app-shell";
import { LoginPage } from "../../pages/login-page";

/**
 * An office server reached over plain HTTP at an address of its network (http://10.x.x.x:3000). Chromium
 * treats localhost as secure, so the check uses this machine's own network address (a loopback address
 * other than 127.0.0.1 when it has none).
 */
const plainHttpAddress = (): string => {
  const external = Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === "IPv4" && !a.internal);
  return external?.address ?? "127.0.0.2";
};

test("the app loads and signs in over plain HTTP on a non-localhost address", async ({ page }) => {
  const base = `http://${plainHttpAddress()}:${E2E_PORT}`;
  const refused: string[] = [];
  page.on("requestfailed", (request) => refused.push(request.url()));
  await page.goto(`${base}/login`);
  const login = new LoginPage(page, "np");
  await login.expectShown();
  await login.submit("mof.office", DEMO_PASSWORD);
  await new AppShell(page, "np").expectSignedIn("Sunita Gurung");
  expect(page.url()).toMatch(/^http:\/\//);
  expect(refused.filter((url) => url.startsWith("https:"))).toEqual([]);
});
