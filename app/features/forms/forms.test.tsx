import { describe, expect, it } from "vitest";
import { uiStrings } from "#app/content/ui";
import { leadsDe as leadsPage } from "#app/content/pages/leads/de";
import type { Lang } from "#app/lib/i18n";
import { renderPage } from "#app/test/render";
import { ContactForm } from "./contact-form";
import { LeadForm } from "./lead-form";
import { NewsletterBox } from "./newsletter-form";
import type { FormResult } from "./result";

/**
 * The forms as the prerendered (and, after a post without JavaScript, server-rendered)
 * HTML shows them: labels, required marks, the honeypot, the no-JavaScript post, and
 * the server's outcome with the visitor's values and the field messages.
 */

/** The opening tag of the element with that id. */
function tagWithId(html: string, id: string): string {
  const tag = new RegExp(`<[a-z]+[^>]*\\sid="${id}"[^>]*>`).exec(html)?.[0];
  expect(tag, `element #${id}`).toBeDefined();
  return tag!;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function labelFor(html: string, id: string): string {
  const label = new RegExp(`<label[^>]*for="${id}"[^>]*>(.*?)</label>`).exec(html)?.[1];
  expect(label, `label of #${id}`).toBeDefined();
  return label!.replace(/<[^>]+>/g, "");
}

function contact(options: { lang?: Lang; result?: FormResult; path?: string } = {}) {
  return renderPage(<ContactForm id="kontaktformular" labelledBy="form-title" />, {
    lang: options.lang,
    path: options.path ?? "/kontakt",
    root: { formResult: options.result ?? null },
  });
}

describe("contact form", () => {
  it("posts url-encoded to /api/contact without JavaScript and returns to its anchor", () => {
    const html = contact();
    const form = tagWithId(html, "kontaktformular");
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/contact#kontaktformular"');
    expect(form).toContain('aria-labelledby="form-title"');
    // The browser's own checks stay on until the script takes over.
    expect(form).not.toContain("novalidate");
    expect(html).toContain('<input type="hidden" name="language" value="de"/>');
    expect(html).toContain('<input type="hidden" name="page" value="/kontakt"/>');
  });

  it("has a visible label for every field, * on the required ones and a note explaining it", () => {
    const html = contact();
    const ui = uiStrings.de.forms;
    expect(labelFor(html, "kontaktformular-name")).toBe(`${ui.name} *`);
    expect(labelFor(html, "kontaktformular-email")).toBe(`${ui.email} *`);
    expect(labelFor(html, "kontaktformular-message")).toBe(`${ui.message} *`);
    expect(labelFor(html, "kontaktformular-company")).toBe(ui.company);
    expect(labelFor(html, "kontaktformular-phone")).toBe(ui.phone);
    expect(html).toContain(ui.requiredNote);
    expect(html).toContain('<span aria-hidden="true" class="text-red-700"> *</span>');
    for (const name of ["name", "email", "message"]) {
      expect(tagWithId(html, `kontaktformular-${name}`)).toContain("required");
    }
    for (const name of ["company", "phone"]) {
      expect(tagWithId(html, `kontaktformular-${name}`)).not.toContain("required");
    }
    expect(tagWithId(html, "kontaktformular-email")).toContain('type="email"');
    expect(tagWithId(html, "kontaktformular-phone")).toContain('type="tel"');
    expect(html).toContain(`>${ui.contactSubmit}</button>`);
    expect(html).toContain('href="/datenschutz"');
  });

  it("has a honeypot: a text field off-screen, hidden from assistive technology, out of the tab order", () => {
    const html = contact();
    const input = tagWithId(html, "kontaktformular-website");
    expect(input).toContain('type="text"');
    expect(input).toContain('name="website"');
    expect(input).toContain('tabindex="-1"');
    // HTML attribute names are case-insensitive; React writes this one as autoComplete.
    expect(input.toLowerCase()).toContain('autocomplete="off"');
    expect(html).toMatch(
      /<div aria-hidden="true" class="absolute -left-\[10000px\][^"]*"><label for="kontaktformular-website">/,
    );
  });

  it("uses the page language's labels (French)", () => {
    const html = contact({ lang: "fr", path: "/fr/contact" });
    expect(labelFor(html, "kontaktformular-name")).toBe("Nom et prénom *");
    expect(html).toContain('<input type="hidden" name="language" value="fr"/>');
    expect(html).toContain(">Envoyer le message</button>");
    expect(html).toContain(uiStrings.fr.forms.requiredNote);
  });

  it("after a refused post: an alert, the visitor's values back in the fields, messages under the marked fields", () => {
    const html = contact({
      result: {
        form: "contact",
        ok: false,
        title: "Fehler",
        message: "Bitte prüfen Sie die markierten Felder.",
        fields: { email: "Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.ch." },
        values: { name: "Anna Muster", email: "anna(at)example.ch", message: "Zeile 1\nZeile 2", website: "" },
      },
    });
    expect(html).toMatch(/role="alert"[^>]*>.*Fehler.*Bitte prüfen Sie die markierten Felder\./s);
    const email = tagWithId(html, "kontaktformular-email");
    expect(email).toContain('value="anna(at)example.ch"');
    expect(email).toContain('aria-invalid="true"');
    expect(email).toContain('aria-describedby="kontaktformular-email-error"');
    expect(tagWithId(html, "kontaktformular-email-error")).toMatch(/^<p/);
    expect(html).toContain("Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.ch.");
    expect(tagWithId(html, "kontaktformular-name")).toContain('value="Anna Muster"');
    expect(tagWithId(html, "kontaktformular-name")).not.toContain("aria-invalid");
    expect(html).toMatch(/<textarea[^>]*id="kontaktformular-message"[^>]*>Zeile 1\nZeile 2<\/textarea>/);
  });

  it("after a successful post: a status panel with the thank-you and empty fields", () => {
    const html = contact({
      result: {
        form: "contact",
        ok: true,
        title: "Nachricht gesendet",
        message: "Vielen Dank für Ihre Nachricht! Wir melden uns bald bei Ihnen.",
      },
    });
    expect(html).toMatch(/role="status"[^>]*>.*Nachricht gesendet.*Vielen Dank für Ihre Nachricht!/s);
    expect(tagWithId(html, "kontaktformular-name")).not.toContain("value=");
    expect(html).not.toContain('role="alert"');
  });

  it("ignores the outcome of another form on the same page", () => {
    const html = contact({ result: { form: "newsletter", ok: true, title: "Anmeldung bestätigt", message: "Danke" } });
    expect(html).not.toContain("Anmeldung bestätigt");
  });
});

describe("lead form", () => {
  const render = (result?: FormResult) =>
    renderPage(<LeadForm text={leadsPage.fields} labelledBy="lead-title" />, {
      path: "/leads",
      root: { formResult: result ?? null },
    });

  it("posts to /api/leads; name, e-mail and phone are required", () => {
    const html = render();
    expect(tagWithId(html, "angebotsformular")).toContain('action="/api/leads#angebotsformular"');
    for (const name of ["name", "email", "phone"]) {
      expect(tagWithId(html, `angebotsformular-${name}`)).toContain("required");
    }
    for (const name of ["company", "area", "service", "message"]) {
      expect(tagWithId(html, `angebotsformular-${name}`)).not.toContain("required");
    }
    expect(tagWithId(html, "angebotsformular-website")).toContain('tabindex="-1"');
  });

  it("has the area as a number from 10 to 10'000 m² and the five services with German labels", () => {
    const html = render();
    const area = tagWithId(html, "angebotsformular-area");
    expect(area).toContain('type="number"');
    expect(area).toContain('min="10"');
    expect(area).toContain('max="10000"');
    expect(area).toContain('aria-describedby="angebotsformular-area-hint"');
    expect(labelFor(html, "angebotsformular-area")).toBe("Fläche in m²");
    const options = [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]]);
    expect(options).toEqual([
      ["", "Bitte wählen"],
      ["solarreinigung", "Solarreinigung"],
      ["gruendach", "Gründachpflege"],
      ["dachreinigung", "Dachreinigung"],
      ["wartung", "Wartungsvertrag"],
      ["beratung", "Beratung"],
    ]);
    expect(html).toContain(">Kostenlose Offerte anfordern</button>");
  });

  it("refills the chosen service and marks the phone after a refused post", () => {
    const html = render({
      form: "lead",
      ok: false,
      title: "Fehler",
      message: "Bitte füllen Sie alle Pflichtfelder aus.",
      fields: { phone: "Bitte geben Sie eine gültige Telefonnummer ein (Ziffern, Leerzeichen, + und -)." },
      values: { name: "Marco Rossi", email: "marco@example.ch", phone: "", service: "gruendach", area: "120" },
    });
    expect(html).toMatch(/<option value="gruendach" selected="">Gründachpflege<\/option>/);
    expect(tagWithId(html, "angebotsformular-area")).toContain('value="120"');
    expect(tagWithId(html, "angebotsformular-phone")).toContain('aria-invalid="true"');
    expect(html).toContain("Bitte füllen Sie alle Pflichtfelder aus.");
  });
});

describe("newsletter box", () => {
  const buttons: Record<Lang, string> = { de: "Anmelden", fr: "S’inscrire", it: "Si iscriva", en: "Subscribe" };

  it.each(Object.entries(buttons) as [Lang, string][])(
    "%s: heading, labelled e-mail field, button %s, double opt-in note linking the privacy policy",
    (lang, button) => {
      const html = renderPage(<NewsletterBox />, { lang, path: lang === "de" ? "/blog" : `/${lang}/blog` });
      expect(html).toMatch(/<h2 id="newsletter-title"[^>]*>Newsletter<\/h2>/);
      expect(tagWithId(html, "newsletter")).toContain('action="/api/newsletter#newsletter"');
      const input = tagWithId(html, "newsletter-email");
      expect(input).toContain('type="email"');
      expect(input).toContain('name="email"');
      expect(labelFor(html, "newsletter-email")).toBe(uiStrings[lang].forms.newsletterEmail);
      expect(html).toContain(`>${button}</button>`);
      const [before] = uiStrings[lang].forms.newsletterConsent.split("{privacy}");
      expect(html).toMatch(new RegExp(`${escapeRegExp(before!)}<a [^>]*href="/datenschutz"`));
      expect(tagWithId(html, "newsletter-website")).toContain('tabindex="-1"');
    },
  );

  it("shows the outcome of a confirmation link above the field", () => {
    const html = renderPage(<NewsletterBox />, {
      path: "/blog",
      root: {
        formResult: {
          form: "newsletter",
          ok: true,
          title: "Anmeldung bestätigt",
          message: "Vielen Dank! Sie erhalten ab jetzt unseren Newsletter.",
        },
      },
    });
    expect(html).toMatch(/role="status"[^>]*data-testid="newsletter-result"[^>]*>.*Anmeldung bestätigt/s);
  });

  it("shows an invalid link as an alert", () => {
    const html = renderPage(<NewsletterBox />, {
      lang: "fr",
      path: "/fr/blog",
      root: { formResult: { form: "newsletter", ok: false, title: "Lien non valable", message: "Ce lien a expiré." } },
    });
    expect(html).toMatch(/role="alert"[^>]*>.*Lien non valable.*Ce lien a expiré\./s);
  });
});
