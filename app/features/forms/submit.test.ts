import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismiss, getToasts } from "#app/components/ui/toast-store";
import { track } from "#app/lib/analytics";
import type { Lang } from "#app/lib/i18n";
import { formMessages } from "#app/content/forms";
import type { FormKind } from "./result";
import { formActions, submitForm, type FormHandle } from "./submit";

/**
 * The steps of sending a form with JavaScript (spec 4, 5, 7, 8), with `fetch` stubbed:
 * the shared schema's check, the JSON request, the toast the visitor sees, whether the
 * form is cleared, and the analytics events (which never carry what the visitor typed).
 */
vi.mock("#app/lib/analytics", () => ({ track: vi.fn() }));

const contact = {
  name: "Anna Muster",
  company: "",
  email: "anna@example.ch",
  phone: "",
  message: "Bitte reinigen Sie unsere Solaranlage.",
  website: "",
  language: "de",
  page: "/kontakt",
};

const lead = {
  name: "Marco Rossi",
  email: "marco@example.ch",
  phone: "+41 61 123 45 67",
  company: "Rossi AG",
  area: "250",
  service: "solarreinigung",
  message: "",
  website: "",
};

function fakeForm(values: Record<string, string>) {
  return {
    values: vi.fn(() => ({ ...values })),
    clear: vi.fn(),
  } satisfies FormHandle;
}

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function send(kind: FormKind, form: FormHandle, lang: Lang = "de", fillMs: number | undefined = 8000) {
  return submitForm({ kind, lang, page: kind === "lead" ? "/leads" : "/kontakt", fillMs, form });
}

/** The toast on screen (at most one: spec 9). */
function shownToast() {
  const open = getToasts().filter((t) => t.open);
  expect(open.length).toBeLessThanOrEqual(1);
  return open[0];
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  vi.mocked(track).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const t of getToasts()) dismiss(t.id);
});

describe("checking in the browser (spec 5)", () => {
  it("a missing required field: toast 'Fehler' / required text, a message per field, nothing sent", async () => {
    const form = fakeForm({ ...contact, name: " ", message: "" });
    const outcome = await send("contact", form);
    expect(shownToast()).toMatchObject({
      title: "Fehler",
      description: "Bitte füllen Sie alle Pflichtfelder aus.",
      variant: "destructive",
    });
    expect(outcome).toEqual({
      status: "failed",
      fields: { name: formMessages.de.fields.name, message: formMessages.de.fields.message },
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(form.clear).not.toHaveBeenCalled();
  });

  it("the lead form requires name, e-mail and phone; area stays within 10 to 10'000", async () => {
    const missing = await send("lead", fakeForm({ ...lead, phone: "" }));
    expect(missing).toEqual({ status: "failed", fields: { phone: formMessages.de.fields.phone } });
    expect(shownToast()?.description).toBe(formMessages.de.required);

    const tooSmall = await send("lead", fakeForm({ ...lead, area: "5" }));
    expect(tooSmall).toEqual({ status: "failed", fields: { area: formMessages.de.fields.area } });
    expect(shownToast()?.description).toBe(formMessages.de.invalid);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a malformed e-mail address is marked, with 'check the marked fields' in the toast", async () => {
    const outcome = await send("newsletter", fakeForm({ email: "anna(at)example.ch" }), "fr");
    expect(outcome).toEqual({ status: "failed", fields: { email: formMessages.fr.fields.email } });
    expect(shownToast()).toMatchObject({ title: "Erreur", description: formMessages.fr.invalid });
  });
});

describe("sending", () => {
  it("posts JSON with credentials, language, page and fill time to the form's endpoint", async () => {
    fetchMock.mockResolvedValue(answer(200, { ok: true, id: "abc", message: formMessages.de.contactSuccess }));
    await send("contact", fakeForm(contact), "de", 12_345.6);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/contact");
    expect(init).toMatchObject({
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
    });
    expect(JSON.parse(String(init.body))).toEqual({ ...contact, language: "de", page: "/kontakt", fillMs: 12346 });
  });

  it("without a measured fill time the field is left out (the server then judges by the honeypot)", async () => {
    fetchMock.mockResolvedValue(answer(200, { ok: true, message: formMessages.en.newsletterSuccess }));
    const form = fakeForm({ email: "anna@example.ch", website: "" });
    await submitForm({ kind: "newsletter", lang: "en", page: "/en/blog", fillMs: undefined, form });
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body));
    expect(body).toEqual({ email: "anna@example.ch", website: "", language: "en", page: "/en/blog" });
    expect(formActions.newsletter).toBe("/api/newsletter");
  });

  it("contact success: the form is cleared and the spec's success toast shows", async () => {
    fetchMock.mockResolvedValue(answer(200, { ok: true, id: "abc", message: formMessages.de.contactSuccess }));
    const form = fakeForm(contact);
    expect(await send("contact", form)).toEqual({ status: "sent" });
    expect(form.clear).toHaveBeenCalledTimes(1);
    expect(shownToast()).toMatchObject({
      title: "Nachricht gesendet",
      description: "Vielen Dank für Ihre Nachricht! Wir melden uns innert 24 Stunden bei Ihnen.",
      variant: "default",
    });
    expect(track).toHaveBeenCalledWith("contact_form", { status: "success", page_language: "de" });
    expect(track).toHaveBeenCalledWith("lead_generated", { source: "contact_form" });
  });

  it("lead success: 'Offerte angefordert!' and the lead events with the chosen service only", async () => {
    fetchMock.mockResolvedValue(answer(200, { ok: true, id: "abc", message: formMessages.de.leadSuccess }));
    const form = fakeForm(lead);
    expect(await send("lead", form)).toEqual({ status: "sent" });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/leads");
    expect(form.clear).toHaveBeenCalled();
    expect(shownToast()).toMatchObject({
      title: "Offerte angefordert!",
      description: "Vielen Dank! Wir melden uns innert 24 Stunden bei Ihnen.",
    });
    expect(track).toHaveBeenCalledWith("lead_form", {
      status: "success",
      page_language: "de",
      service: "solarreinigung",
    });
    expect(track).toHaveBeenCalledWith("lead_generated", { source: "lead_form" });
    // No event carries a name, an address, a phone number or a message.
    const sent = JSON.stringify(vi.mocked(track).mock.calls);
    for (const personal of [lead.name, lead.email, lead.phone, lead.company]) expect(sent).not.toContain(personal);
  });

  it("newsletter success in Italian", async () => {
    fetchMock.mockResolvedValue(answer(200, { ok: true, message: formMessages.it.newsletterSuccess }));
    const form = fakeForm({ email: "luca@example.ch", website: "" });
    expect(await send("newsletter", form, "it")).toEqual({ status: "sent" });
    expect(form.clear).toHaveBeenCalled();
    expect(shownToast()).toMatchObject(formMessages.it.newsletterSuccess);
    expect(track).toHaveBeenCalledWith("lead_generated", { source: "newsletter" });
  });
});

describe("failures (spec 8)", () => {
  it("a server error shows the contact failure toast and keeps what the visitor typed", async () => {
    fetchMock.mockResolvedValue(answer(500, { message: "Beim Senden ist ein Fehler aufgetreten." }));
    const form = fakeForm(contact);
    expect(await send("contact", form)).toEqual({ status: "failed", fields: {} });
    expect(form.clear).not.toHaveBeenCalled();
    expect(shownToast()).toMatchObject({
      title: "Fehler",
      description: "Beim Senden der Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
      variant: "destructive",
    });
    expect(track).toHaveBeenCalledWith("contact_form", { status: "error", page_language: "de" });
    expect(track).not.toHaveBeenCalledWith("lead_generated", expect.anything());
  });

  it("a network failure shows the lead failure toast", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const form = fakeForm(lead);
    expect(await send("lead", form)).toEqual({ status: "failed", fields: {} });
    expect(shownToast()).toMatchObject({
      title: "Fehler",
      description: "Beim Senden ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
      variant: "destructive",
    });
    expect(track).toHaveBeenCalledWith("lead_form", {
      status: "error",
      page_language: "de",
      service: "solarreinigung",
    });
  });

  it("400: the failure toast and the server's message per field", async () => {
    const fields = { email: formMessages.de.fields.email };
    fetchMock.mockResolvedValue(answer(400, { message: formMessages.de.invalid, fields }));
    expect(await send("contact", fakeForm(contact))).toEqual({ status: "failed", fields });
    expect(shownToast()).toMatchObject(formMessages.de.contactFailure);
  });

  it.each([429, 413, 503])("%i: the server's message says what to do", async (status) => {
    const message =
      { 429: formMessages.de.tooMany, 413: formMessages.de.tooLarge }[status as 429 | 413] ??
      formMessages.de.unavailable("+41 61 511 27 40");
    fetchMock.mockResolvedValue(answer(status, { message }));
    expect(await send("contact", fakeForm(contact))).toEqual({ status: "failed", fields: {} });
    expect(shownToast()).toMatchObject({ title: "Fehler", description: message, variant: "destructive" });
  });

  it("an answer that is not JSON still ends in the failure toast", async () => {
    fetchMock.mockResolvedValue(new Response("502 Bad Gateway", { status: 502 }));
    expect(await send("newsletter", fakeForm({ email: "anna@example.ch" }))).toEqual({ status: "failed", fields: {} });
    expect(shownToast()).toMatchObject(formMessages.de.newsletterFailure);
  });
});
