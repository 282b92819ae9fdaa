import { useEffect, useReducer, useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import { formatSignedChf } from "#app/lib/signed-chf";
import { prefillFromQuery } from "./prefill-from-query";
import { useLocation, useRouteLoaderData } from "react-router";
import type { RootData } from "#app/root";
import { controlClass, FieldFrame, Honeypot, PrivacyText, Spinner } from "#app/components/forms/form-parts";
import { buttonClass } from "#app/components/ui/button";
import type { QuoteCalculatorCopy } from "#app/content/quote-calculator";
import { cn } from "#app/lib/cn";
import { formatChf, formatNumber } from "#app/lib/format";
import { fill, useLang, useUi } from "#app/lib/ui";
import { usePublicConfig } from "#app/lib/use-config";
import {
  calculatorReducer,
  canRequestOffer,
  downloadHref,
  MIN_SIZE_INPUT,
  previewQuote,
  shouldSubmit,
  sizeOutOfRange,
  stateFromFormResult,
  type CalculatorField,
  type OfferFailure,
  type OfferOutcome,
  type SentOffer,
} from "./calculator";
import { OFFER_VALID_DAYS } from "#app/domain/offer-validity";
import { areaUnits, MAX_SIZE, roofTypes, type Quote } from "#app/domain/pricing";

/**
 * The instant-quote calculator (spec 2, 4, 5, 8, 9) of the four quote pages. The
 * price preview comes from the pure pricing module as the visitor types; the offer
 * PDF is requested from POST /api/offer by the sending code (send-offer.ts: the
 * schema, zod and the texts of every language), which loads when the visitor first
 * focuses the form, so the page's initial JavaScript stays small.
 *
 * States (spec 4): editing, loading (button busy), success (a card with the
 * download and a 'new offer' button that resets the view) and failure (an alert
 * with the company's e-mail address; the values stay).
 */

/** Element id of the form; fields are `${FORM_ID}-${name}`. */
export const FORM_ID = "calculator-form";

type Sender = typeof import("./send-offer");

let sender: Promise<Sender> | null = null;

/** The sending code, fetched once; a failed load may be retried. */
function loadSender(): Promise<Sender> {
  sender ??= import("./send-offer").catch((error: unknown) => {
    sender = null;
    throw error;
  });
  return sender;
}

/** Keeps "CHF 2.10" on one line. */
const nbsp = (text: string) => text.replace(/ /g, "\u00a0");

/** "50 kWp = 350 m²", or "120 m²" for a size in m². */
export function areaText(quote: Quote, copy: Pick<QuoteCalculatorCopy, "unitsShort" | "decimalMark">): string {
  const number = (value: number) => formatNumber(value).replace(".", copy.decimalMark);
  const area = `${number(quote.areaM2)} m²`;
  return quote.unit === "m2" ? area : `${number(quote.size)} ${copy.unitsShort[quote.unit]} = ${area}`;
}

function Row({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <div className={cn("flex items-baseline justify-between gap-4", strong ? "pt-4" : "py-2.5")}>
      <dt className={strong ? "text-lg font-semibold" : "text-brand-100"}>{label}</dt>
      <dd
        data-testid={testId}
        className={cn("shrink-0 text-right tabular-nums", strong ? "text-3xl font-bold text-sun-300" : "font-semibold")}
      >
        {value}
      </dd>
    </div>
  );
}

/** The price lines of a quote: fixed cost, cleaning area x rate, roof factor, net, VAT, total, and the guarantee. */
export function QuotePreview({ quote, copy }: { quote: Quote; copy: QuoteCalculatorCopy }) {
  const t = copy.preview;
  return (
    <>
      <dl className="mt-4 divide-y divide-white/20">
        <Row label={t.fixedCost} value={formatChf(quote.fixedCost)} testId="quote-fixed-cost" />
        <Row
          label={fill(t.cleaning, { area: areaText(quote, copy), rate: nbsp(formatChf(quote.pricePerM2)) })}
          value={formatChf(quote.areaCost)}
          testId="quote-area-cost"
        />
        {quote.roofFactor !== 1 && (
          <Row
            label={fill(t.roofFactor, {
              roof: copy.roofTypesInText[quote.roofType],
              factor: formatNumber(quote.roofFactor).replace(".", copy.decimalMark),
            })}
            value={formatSignedChf(quote.roofAdjustment)}
            testId="quote-roof"
          />
        )}
        <Row label={t.net} value={formatChf(quote.net)} testId="quote-net" />
        <Row
          label={fill(t.vat, { rate: formatNumber(quote.vatRate * 100, 1).replace(".", copy.decimalMark) })}
          value={formatChf(quote.vat)}
          testId="quote-vat"
        />
        <Row label={t.total} value={formatChf(quote.total)} testId="quote-total" strong />
      </dl>
      <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-sun-400 px-3 py-1 text-sm font-semibold text-ink">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          <path d="M10 1.5 3 4.5v5c0 4.2 2.9 7.8 7 9 4.1-1.2 7-4.8 7-9v-5l-7-3Zm-1.2 12-3.3-3.3 1.4-1.4 1.9 1.9 4.6-4.6 1.4 1.4-6 6Z" />
        </svg>
        {t.guarantee}
      </p>
      <p className="mt-2 text-sm text-brand-100">{t.guaranteeText}</p>
    </>
  );
}

/** Spec 8: the failure alert; after a failed send it names the company's e-mail address. */
export function OfferFailureAlert({
  failure,
  copy,
  email,
}: {
  failure: OfferFailure;
  copy: QuoteCalculatorCopy;
  email: string;
}) {
  return (
    <div
      role="alert"
      data-testid="offer-error"
      className="rounded-2xl border-l-4 border-red-700 bg-red-50 p-4 text-ink"
    >
      <p className="font-semibold text-red-800">{failure.message}</p>
      {failure.stage === "send" && (
        <p className="mt-1">
          {copy.failure.description}{" "}
          <a
            href={`mailto:${email}`}
            className="font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {email}
          </a>
        </p>
      )}
    </div>
  );
}

/** Spec 4: the offer is ready. The download opens GET /api/download-offer/{id} in a new tab. */
export function OfferSuccessCard({
  offer,
  copy,
  onNewOffer,
  headingRef,
}: {
  offer: SentOffer;
  copy: QuoteCalculatorCopy;
  onNewOffer: () => void;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <div
      data-testid="offer-success"
      className="rounded-2xl border-2 border-leaf-600 bg-white p-6 shadow-[var(--shadow-card)] md:p-8"
    >
      <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-950 outline-none">
        {offer.title}
      </h3>
      <p className="mt-2 text-muted">{offer.message}</p>
      {offer.offerNumber && (
        <p className="mt-3 font-semibold text-brand-900">{fill(copy.result.number, { number: offer.offerNumber })}</p>
      )}
      <p className="mt-1 text-sm text-muted">{fill(copy.result.validity, { days: OFFER_VALID_DAYS })}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href={downloadHref(offer.downloadId)}
          target="_blank"
          rel="noopener"
          className={buttonClass("primary", "lg")}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M9 2h2v8.6l3.3-3.3 1.4 1.4L10 14.4 4.3 8.7l1.4-1.4L9 10.6V2Zm-6 14h14v2H3v-2Z" />
          </svg>
          {copy.result.download}
          <span className="sr-only"> {copy.result.newTab}</span>
        </a>
        <button type="button" onClick={onNewOffer} className={buttonClass("outline", "lg")}>
          {copy.result.newOffer}
        </button>
      </div>
    </div>
  );
}

function Legend({ children }: { children: ReactNode }) {
  return <legend className="text-lg font-semibold text-brand-950">{children}</legend>;
}

export function QuoteCalculator({ copy, labelledBy }: { copy: QuoteCalculatorCopy; labelledBy: string }) {
  const ui = useUi();
  const lang = useLang();
  const location = useLocation();
  const { company } = usePublicConfig();

  const root = useRouteLoaderData("root") as Pick<RootData, "formResult"> | undefined;
  // A form sent without JavaScript comes back with its outcome; it belongs to that page load only.
  const serverResult = root?.formResult?.form === "offer" && location.key === "default" ? root.formResult : null;
  const [state, dispatch] = useReducer(calculatorReducer, serverResult, stateFromFormResult);
  const { values, loading, errors, failure, offer } = state;
  const [enhanced, setEnhanced] = useState(false);
  const startedAt = useRef<number | null>(null);
  const busy = useRef(false);
  const successHeading = useRef<HTMLHeadingElement>(null);

  // After hydration the calculator's own rules decide (disabled button, messages), not the browser's check.
  useEffect(() => setEnhanced(true), []);

  // The code loads at the visitor's first interaction (lazy-quote-calculator.tsx), so what was typed or
  // chosen before it came is in the fields but not in the state: taken over once, right after hydration.
  useEffect(() => {
    const form = document.getElementById(FORM_ID);
    if (!(form instanceof HTMLFormElement)) return;
    // A new quote with an earlier offer's inputs (?plz=…&roofType=…&area=…&areaUnit=…) fills the fields first.
    prefillFromQuery();
    for (const field of Object.keys(values) as CalculatorField[]) {
      const control = form.elements.namedItem(field);
      const typed =
        control instanceof HTMLInputElement ||
        control instanceof HTMLSelectElement ||
        control instanceof HTMLTextAreaElement
          ? control.value
          : undefined;
      if (typed !== undefined && typed !== values[field]) update(field, typed);
    }
    // Once, against the values the page was rendered with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Moving the focus waits for the render that shows the card, the alert or the empty form.
  const afterRender = useRef<(() => void) | null>(null);
  useEffect(() => {
    const run = afterRender.current;
    afterRender.current = null;
    run?.();
  });

  const quote = previewQuote(values);
  const ready = canRequestOffer(values, false);
  const hintId = `${FORM_ID}-required-hint`;

  function started() {
    if (startedAt.current !== null) return;
    startedAt.current = Date.now();
    // Fetch the sending code while the visitor types, so sending does not wait for it.
    loadSender().catch(() => undefined);
  }

  function update(field: CalculatorField, value: string) {
    started();
    dispatch({ type: "edit", field, value });
  }

  function fieldError(field: CalculatorField): string | undefined {
    if (errors[field]) return errors[field];
    if (field === "area" && sizeOutOfRange(values)) return copy.sizeRange;
    return undefined;
  }

  /** id, name, value and the aria attributes of a control; FieldFrame shows the hint and the message. */
  function control(field: CalculatorField, hint?: string) {
    const id = `${FORM_ID}-${field}`;
    const error = fieldError(field);
    const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
    return {
      frame: { id, hint, error },
      props: {
        id,
        name: field,
        value: values[field],
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      },
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Spec 5: without a price or an e-mail address a submit does nothing.
    if (busy.current || loading || !shouldSubmit(values)) return;
    busy.current = true;
    const form = event.currentTarget;
    const website = new FormData(form).get("website");
    const fillMs = startedAt.current === null ? undefined : Date.now() - startedAt.current;
    dispatch({ type: "submit" });
    let outcome: OfferOutcome;
    try {
      const { sendOffer } = await loadSender();
      outcome = await sendOffer({
        values,
        lang,
        meta: { page: location.pathname, website: typeof website === "string" ? website : "", fillMs },
      });
    } catch {
      // The sending code did not load (a new deployment, a flaky network).
      outcome = { status: "failed", stage: "send", message: copy.failure.title, fields: {} };
    }
    busy.current = false;
    dispatch({ type: "outcome", outcome });

    if (outcome.status === "sent") {
      startedAt.current = null;
      afterRender.current = () => successHeading.current?.focus();
      return;
    }
    const fields = outcome.fields;
    afterRender.current = () => {
      const firstInvalid = Object.keys(fields)
        .map((name) => document.getElementById(`${FORM_ID}-${name}`))
        .find((element) => element !== null);
      if (firstInvalid) firstInvalid.focus();
      else if (!form.contains(document.activeElement)) form.querySelector<HTMLElement>("[type=submit]")?.focus();
    };
  }

  function newOffer() {
    dispatch({ type: "reset" });
    startedAt.current = null;
    afterRender.current = () => document.getElementById(`${FORM_ID}-plz`)?.focus();
  }

  const plz = control("plz", copy.plzHint);
  const roofType = control("roofType");
  const area = control("area", fill(copy.sizeHint, { min: MIN_SIZE_INPUT, max: formatNumber(MAX_SIZE) }));
  const areaUnit = control("areaUnit");
  const companyField = control("company");
  const email = control("email");
  const phone = control("phone");
  const notes = control("notes", copy.notesHint);
  const inputClass = cn(controlClass, "mt-1.5 min-h-12");
  const cardClass = "rounded-2xl border border-line bg-white p-6 shadow-[var(--shadow-card)] md:p-8";
  // Two columns on wide screens: the fields (and later the success card) on the left, the price on the
  // right. On phones the price sits between the system's fields and the contact fields, where the
  // visitor sees it change while typing.
  const gridClass = "mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]";
  const left = "lg:col-start-1";

  const preview = (
    <section
      aria-labelledby={`${FORM_ID}-preview-title`}
      className="rounded-2xl bg-brand-900 p-6 text-white md:p-8 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1"
    >
      <h3 id={`${FORM_ID}-preview-title`} className="text-xl font-semibold">
        {copy.preview.title}
      </h3>
      {quote ? (
        <QuotePreview quote={quote} copy={copy} />
      ) : (
        <p data-testid="quote-empty" className="mt-4 text-brand-100">
          {copy.preview.empty}
        </p>
      )}
      {/* Screen readers hear the new total, not every line, as the visitor types. */}
      <p aria-live="polite" className="sr-only">
        {quote ? `${copy.preview.total}: ${formatChf(quote.total)}` : ""}
      </p>
    </section>
  );

  if (offer) {
    return (
      <div className={gridClass}>
        <div className={left}>
          <OfferSuccessCard offer={offer} copy={copy} onNewOffer={newOffer} headingRef={successHeading} />
        </div>
        {preview}
      </div>
    );
  }

  return (
    <form
      id={FORM_ID}
      method="post"
      action={`/api/offer#${FORM_ID}`}
      noValidate={enhanced}
      aria-busy={loading}
      aria-labelledby={labelledBy}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={started}
      className={cn(gridClass, "relative")}
    >
      <div className={cn(cardClass, left, "space-y-6 lg:row-start-1")}>
        <input type="hidden" name="language" value={lang} />
        <input type="hidden" name="page" value={location.pathname} />
        <Honeypot form={{ id: FORM_ID }} />
        <p className="text-sm text-muted">{ui.forms.requiredNote}</p>
        <fieldset className="space-y-5">
          <Legend>{copy.plantLegend}</Legend>
          <FieldFrame {...plz.frame} label={copy.plzLabel} required>
            <input
              {...plz.props}
              type="text"
              required
              onChange={(event) => update("plz", event.currentTarget.value)}
              className={inputClass}
            />
          </FieldFrame>
          <FieldFrame {...roofType.frame} label={copy.roofTypeLabel} required>
            <select
              {...roofType.props}
              required
              onChange={(event) => update("roofType", event.currentTarget.value)}
              className={inputClass}
            >
              <option value="">{copy.roofTypePlaceholder}</option>
              {roofTypes.map((type) => (
                <option key={type} value={type}>
                  {copy.roofTypes[type]}
                </option>
              ))}
            </select>
          </FieldFrame>
          <div className="grid gap-5 sm:grid-cols-2">
            <FieldFrame {...area.frame} label={copy.sizeLabel} required>
              <input
                {...area.props}
                type="number"
                inputMode="decimal"
                required
                min={MIN_SIZE_INPUT}
                max={MAX_SIZE}
                step="any"
                onChange={(event) => update("area", event.currentTarget.value)}
                className={inputClass}
              />
            </FieldFrame>
            <FieldFrame {...areaUnit.frame} label={copy.unitLabel}>
              <select
                {...areaUnit.props}
                onChange={(event) => update("areaUnit", event.currentTarget.value)}
                className={inputClass}
              >
                {areaUnits.map((unit) => (
                  <option key={unit} value={unit}>
                    {copy.units[unit]}
                  </option>
                ))}
              </select>
            </FieldFrame>
          </div>
        </fieldset>
      </div>

      {preview}

      <div className={cn(cardClass, left, "space-y-6 lg:row-start-2")}>
        <fieldset className="space-y-5">
          <Legend>{copy.contactLegend}</Legend>
          <FieldFrame {...companyField.frame} label={copy.companyLabel} required>
            <input
              {...companyField.props}
              type="text"
              required
              autoComplete="organization"
              onChange={(event) => update("company", event.currentTarget.value)}
              className={inputClass}
            />
          </FieldFrame>
          <div className="grid gap-5 sm:grid-cols-2">
            <FieldFrame {...email.frame} label={ui.forms.email} required>
              <input
                {...email.props}
                type="email"
                required
                autoComplete="email"
                onChange={(event) => update("email", event.currentTarget.value)}
                className={inputClass}
              />
            </FieldFrame>
            <FieldFrame {...phone.frame} label={ui.forms.phone}>
              <input
                {...phone.props}
                type="tel"
                autoComplete="tel"
                onChange={(event) => update("phone", event.currentTarget.value)}
                className={inputClass}
              />
            </FieldFrame>
          </div>
          <FieldFrame {...notes.frame} label={copy.notesLabel}>
            <textarea
              {...notes.props}
              rows={4}
              onChange={(event) => update("notes", event.currentTarget.value)}
              className={cn(controlClass, "mt-1.5 py-3 leading-relaxed")}
            />
          </FieldFrame>
        </fieldset>

        {failure && <OfferFailureAlert failure={failure} copy={copy} email={company.email} />}

        <div className="space-y-3">
          <button
            type="submit"
            disabled={loading || (enhanced && !ready)}
            aria-describedby={ready ? undefined : hintId}
            className={buttonClass("primary", "lg", "w-full sm:w-auto")}
          >
            {loading ? (
              <>
                <Spinner />
                {copy.sending}
              </>
            ) : (
              copy.submit
            )}
          </button>
          {!ready && (
            <p id={hintId} data-testid="offer-required-hint" className="text-sm font-medium text-brand-900">
              {copy.requiredHint}
            </p>
          )}
          <PrivacyText template={ui.forms.privacyNote} />
          <noscript>
            <p className="text-sm text-ink">
              {copy.noscript}{" "}
              <a href={`mailto:${company.email}`} className="font-medium text-brand-700 underline">
                {company.email}
              </a>
            </p>
          </noscript>
        </div>
      </div>
    </form>
  );
}
