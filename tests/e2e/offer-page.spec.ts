/**
 * The offer's own page on the production build (issue 20), in French and Italian: the link
 * from the offer mail, accepting without JavaScript and with it (post/redirect/get, the box
 * that must be ticked), declining, an expired offer with its pre-filled new quote, the
 * headers, axe and the JavaScript budget. The offer is made through POST /api/offer; its link
 * is read from the mail waiting in the e2e server's outbox (SQLite under E2E_DATA_DIR).
 */
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { uiStrings } from "#app/content/ui";
import { JS_BUDGET_KB, measureInitialJs } from "#scripts/initial-js.mjs";
import { expectNoAxeViolations } from "./support/axe";
import { storeConsent, waitForHydration } from "./support/browser";
import { BASE_URL, E2E_DATA_DIR, SITE_URL } from "./support/server";

test.describe.configure({ mode: "serial" });

function database() {
  return new Database(path.join(E2E_DATA_DIR, "site.sqlite"), { fileMustExist: true });
}

interface MadeOffer {
  id: string;
  number: string;
  /** The page's path from the mail (without the site). */
  path: string;
}

async function makeOffer(request: APIRequestContext, language: "fr" | "it"): Promise<MadeOffer> {
  const res = await request.post("/api/offer", {
    data: {
      plz: language === "fr" ? "1204 Genève" : "6900 Lugano",
      roofType: "ziegeldach",
      area: 120,
      areaUnit: "m2",
      name: language === "fr" ? "Camille Favre" : "Giulia Bernasconi",
      email: `${language}-e2e@example.ch`,
      phone: "+41 79 123 45 67",
      company: language === "fr" ? "Favre SA" : "Bernasconi SA",
      language,
      page: language === "fr" ? "/fr/prix-devis" : "/it/prezzi-preventivo",
      fillMs: 9000,
    },
  });
  expect(res.status()).toBe(200);
  const { downloadId, offerNumber } = (await res.json()) as { downloadId: string; offerNumber: string };
  const db = database();
  try {
    const row = db.prepare("SELECT id FROM offers WHERE download_id = ?").get(downloadId) as { id: string };
    const mail = db
      .prepare("SELECT payload FROM outbox WHERE record_id = ? AND kind = 'offer-visitor'")
      .get(row.id) as { payload: string };
    const { text } = JSON.parse(mail.payload) as { text: string };
    const link = new RegExp(`${SITE_URL.replace(/\./g, "\\.")}(/(?:fr/devis|it/preventivo)/[A-Za-z0-9_-]{43})`).exec(
      text,
    );
    expect(link, "the offer mail links to the offer's page").not.toBeNull();
    return { id: row.id, number: offerNumber, path: link![1]! };
  } finally {
    db.close();
  }
}

function countMails(offerId: string, kind: string): number {
  const db = database();
  try {
    return (
      db.prepare("SELECT count(*) AS n FROM outbox WHERE record_id = ? AND kind = ?").get(offerId, kind) as {
        n: number;
      }
    ).n;
  } finally {
    db.close();
  }
}

function offerState(offerId: string): { state: string; accepted_at: string | null } {
  const db = database();
  try {
    return db.prepare("SELECT state, accepted_at FROM offers WHERE id = ?").get(offerId) as {
      state: string;
      accepted_at: string | null;
    };
  } finally {
    db.close();
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("fr: the mail's link opens the page, which is accepted with the form and then thanks", async ({
    page,
    request,
  }) => {
    const offer = await makeOffer(request, "fr");
    const response = await page.goto(offer.path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Votre devis ${offer.number}`);
    await expect(page.getByText("CHF 388.00").first()).toBeVisible();
    await expect(page.getByLabel("NPA et localité")).toHaveValue("1204 Genève");
    await expect(page.getByLabel("Téléphone")).toHaveValue("+41 79 123 45 67");
    // The visitor has a quote: the footer does not ask for another one.
    await expect(page.getByText(uiStrings.fr.footer.ctaTitle)).toHaveCount(0);
    await expect(page.getByText(uiStrings.fr.footer.imprint)).toBeVisible();

    await page.getByLabel("Rue et numéro").fill("Rue du Rhône 8");
    await page.getByLabel("Période souhaitée").selectOption({ index: 2 });
    await page.getByLabel("Indications d’accès").fill("Échelle sur place");
    await page.getByLabel(/J’accepte le/).check();
    await page.getByLabel(/Rappelez-moi/).check();
    await page.getByRole("button", { name: "Confier le mandat" }).click();

    await expect(page).toHaveURL(`${BASE_URL}${offer.path}`);
    await expect(page.getByRole("heading", { name: "Merci pour votre mandat" })).toBeVisible();
    await expect(page.getByText(/Notre équipe vous propose une date dans les 24 à 48 heures/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Confier le mandat" })).toHaveCount(0);
    expect(offerState(offer.id).state).toBe("accepted");

    // A reload (of the page after the redirect) posts nothing again.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Merci pour votre mandat" })).toBeVisible();
    expect(countMails(offer.id, "offer-order")).toBe(1);
    expect(countMails(offer.id, "offer-accepted")).toBe(1);
  });

  test("fr: declines with a reason", async ({ page, request }) => {
    const offer = await makeOffer(request, "fr");
    await page.goto(offer.path);
    await page.getByLabel("Motif").selectOption("too-expensive");
    await page.getByRole("button", { name: "Non, merci" }).click();
    await expect(page.getByRole("heading", { name: "Merci pour votre réponse" })).toBeVisible();
    expect(offerState(offer.id).state).toBe("declined");
    expect(countMails(offer.id, "offer-declined")).toBe(1);
  });

  test("it: an unknown token is the Italian not-found page with 404", async ({ page }) => {
    const response = await page.goto(`/it/preventivo/${"A".repeat(43)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Preventivo non trovato");
    const malformed = await page.goto("/it/preventivo/abc");
    expect(malformed?.status()).toBe(404);
  });
});

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ context }) => {
    await storeConsent(context);
  });

  test("it: the box must be ticked (the form comes back marked), then the offer is accepted once", async ({
    page,
    request,
  }, testInfo) => {
    const offer = await makeOffer(request, "it");
    await page.goto(offer.path);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Il Suo preventivo ${offer.number}`);
    await expectNoAxeViolations(page, testInfo);

    await page.getByLabel("Via e numero civico").fill("Via Nassa 5");
    // The browser's own check would stop the post; the server's answer is what this test is about.
    await page.locator("#accept").evaluate((form) => form.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: "Conferire l’incarico" }).click();
    await expect(page.getByRole("alert")).toHaveText("La preghiamo di verificare i Suoi dati.");
    const box = page.getByLabel(/Accetto il/);
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByText("La preghiamo di confermare che accetta il preventivo alle condizioni in esso indicate."),
    ).toBeVisible();
    await expect(page.getByLabel("Via e numero civico")).toHaveValue("Via Nassa 5");
    expect(offerState(offer.id)).toEqual({ state: "sent", accepted_at: null });

    await box.check();
    await page.getByRole("button", { name: "Conferire l’incarico" }).dblclick();
    await expect(page.getByRole("heading", { name: "Grazie per averci affidato l’incarico" })).toBeVisible();
    await expect(page).toHaveURL(`${BASE_URL}${offer.path}`);
    expect(offerState(offer.id).state).toBe("accepted");
    expect(countMails(offer.id, "offer-order")).toBe(1);
    expect(countMails(offer.id, "offer-accepted")).toBe(1);
    await expectNoAxeViolations(page, testInfo);
  });

  test("it: an expired offer says so, links a new quote with the same inputs, and accepting it stores nothing", async ({
    page,
    request,
  }) => {
    const offer = await makeOffer(request, "it");
    const db = database();
    try {
      db.prepare("UPDATE offers SET created_at = ? WHERE id = ?").run(
        new Date(Date.now() - 40 * 86_400_000).toISOString(),
        offer.id,
      );
    } finally {
      db.close();
    }
    await page.goto(offer.path);
    await expect(page.getByRole("heading", { name: "Questo preventivo è scaduto" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Conferire l’incarico" })).toHaveCount(0);

    const posted = await request.post(offer.path, {
      form: {
        intent: "accept",
        street: "Via Nassa 5",
        town: "6900 Lugano",
        period: "asap",
        phone: "+41 79 123 45 67",
        conditions: "on",
      },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(303);
    expect(offerState(offer.id)).toEqual({ state: "sent", accepted_at: null });
    expect(countMails(offer.id, "offer-order")).toBe(0);

    await page.getByRole("link", { name: "Nuovo preventivo con gli stessi dati" }).click();
    await expect(page).toHaveURL(
      /\/it\/prezzi-preventivo\?plz=6900\+Lugano&roofType=ziegeldach&area=120&areaUnit=m2#calculator$/,
    );
    await expect(page.locator("#calculator-form-plz")).toHaveValue("6900 Lugano");
    await expect(page.locator("#calculator-form-roofType")).toHaveValue("ziegeldach");
    await expect(page.locator("#calculator-form-area")).toHaveValue("120");
  });

  test(`fr: the offer page loads at most ${JS_BUDGET_KB} KB of JavaScript`, async ({ page, request }) => {
    const offer = await makeOffer(request, "fr");
    const js = await measureInitialJs(page, `${BASE_URL}${offer.path}`);
    const list = js.files.map((f) => `${f.url} ${f.gzipBytes} B`).join("\n");
    expect(js.gzipBytes, `initial JavaScript of the offer page:\n${list}`).toBeLessThanOrEqual(JS_BUDGET_KB * 1024);
    // No third-party script: every script comes from the site itself.
    const foreign = await page.evaluate(() =>
      Array.from(document.scripts, (script) => script.src).filter((src) => src && !src.startsWith(location.origin)),
    );
    expect(foreign).toEqual([]);
  });
});
