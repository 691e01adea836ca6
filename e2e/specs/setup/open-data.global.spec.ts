import { expect, test } from "@playwright/test";
import { authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { toast } from "../../pages/mantine";

const QUOTED = { oc4ids: "OC4IDS", example: "ocds-a1b2c3" };
const PUBLISHER = "भौतिक पूर्वाधार तथा यातायात मन्त्रालय";

test("admin sets the open-data publisher and ocid prefix in Nepali, meeting the prefix's rule; the public release package names the publisher without sign-in", async ({
  page,
  playwright,
}) => {
  const session = await loginAs(page, "admin", "np");
  const headers = authHeader(session.token);
  const stored = (await (await page.request.get("/api/open/settings", { headers })).json()).response;

  try {
    await page.goto("/other-setting");
    const section = page.getByRole("region", { name: tr("np", "setup:openData.title", QUOTED) });
    await expect(section).toBeVisible();
    const field = (key: string, extra = {}) =>
      section.getByRole("textbox", { name: tr("np", `setup:openData.${key}`, extra), exact: true });
    await field("publisherName").fill(PUBLISHER);
    await field("publisherUri").fill("https://mopit.gov.np");
    await field("ocidPrefix").fill("ocds-AB");
    await section.getByRole("button", { name: tr("np", "setup:openData.save") }).click();
    await expect(field("ocidPrefix")).toHaveAccessibleDescription(
      new RegExp(tr("np", "setup:openData.invalid.ocid_prefix").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    );

    await field("ocidPrefix").fill("ocds-e2e0a1");
    await section.getByRole("button", { name: tr("np", "setup:openData.save") }).click();
    await expect(toast(page, tr("np", "setup:openData.saved"))).toBeVisible();
    await expect(
      section.getByRole("link", { name: tr("np", "setup:openData.routes.releases", QUOTED) }),
    ).toHaveAttribute("href", "/api/open/ocds/releases");

    // Anyone reads the published package, with no session: it names the publisher just set.
    const visitor = await playwright.request.newContext({ baseURL: page.url() });
    const releases = await visitor.get("/api/open/ocds/releases");
    expect(releases.status()).toBe(200);
    expect((await releases.json()).publisher).toMatchObject({ name: PUBLISHER, uri: "https://mopit.gov.np" });
    await visitor.dispose();
  } finally {
    if (stored.publisher_name && stored.ocid_prefix)
      await page.request.post("/api/open/settings/update", {
        headers,
        data: {
          publisher_name: stored.publisher_name,
          publisher_uri: stored.publisher_uri ?? "",
          ocid_prefix: stored.ocid_prefix,
        },
      });
  }
});
