/**
 * Redirects: every row of the explicit table and the rules (trailing slash,
 * language variants, /de prefix, query string) answer one 301 straight to a page
 * that answers 200, never a chain.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { explicitRedirects } from "#app/lib/redirects";
import { BASE_URL } from "./support/server";

async function expectSingleRedirect(request: APIRequestContext, from: string, to: string) {
  const response = await request.get(from, { maxRedirects: 0 });
  expect(response.status(), `status of ${from}`).toBe(301);
  const location = response.headers()["location"] ?? "";
  // Express sends the path as given; accept an absolute URL to this server too.
  expect(location.replace(BASE_URL, ""), `Location of ${from}`).toBe(to);

  const target = await request.get(to, { maxRedirects: 0 });
  expect(target.status(), `${to} is the final page (no second hop)`).toBe(200);
}

test.describe("explicit redirect table", () => {
  for (const { from, to } of explicitRedirects()) {
    test(`${from} -> ${to}`, async ({ request }) => {
      await expectSingleRedirect(request, from, to);
    });
  }
});

test.describe("redirect rules", () => {
  const rules: [from: string, to: string, why: string][] = [
    ["/kontakt/", "/kontakt", "trailing slash"],
    ["/fr/contact/", "/fr/contact", "trailing slash, French"],
    ["/photovoltaik-solarreinigung-basel/", "/photovoltaik-solarreinigung-basel", "trailing slash, city page"],
    ["/blog/verlustrechner-pv-reinigung/", "/blog/verlustrechner-pv-reinigung", "trailing slash, article"],
    ["/en//", "/en", "several trailing slashes"],
    ["/solarreinigung-basel/", "/photovoltaik-solarreinigung-basel", "old city URL with its trailing slash"],
    ["/fr/preise-angebot", "/fr/contact", "language variant of the German quote page"],
    ["/en/solaranlagenreinigung", "/en/solar-panel-cleaning", "language variant to the localized page"],
    ["/it/kontakt", "/it/contatto", "language variant to the localized page"],
    ["/fr/impressum", "/impressum", "localized legal path to the German page"],
    ["/en/datenschutz", "/datenschutz", "localized legal path to the German page"],
    [
      "/fr/photovoltaik-solarreinigung-bern",
      "/photovoltaik-solarreinigung-bern",
      "localized city path to the German page",
    ],
    ["/de/kontakt", "/kontakt", "/de prefix stripped"],
    ["/de", "/", "/de prefix on home"],
    ["/about/?utm_source=x", "/ueber-uns?utm_source=x", "query string kept"],
    ["/kontakt/?a=1&b=2", "/kontakt?a=1&b=2", "query string kept on a trailing-slash redirect"],
  ];
  for (const [from, to, why] of rules) {
    test(`${from} -> ${to} (${why})`, async ({ request }) => {
      await expectSingleRedirect(request, from, to);
    });
  }
});

test("pages themselves do not redirect", async ({ request }) => {
  for (const path of ["/", "/kontakt", "/fr", "/en/contact", "/regionen/basel"]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  }
});
