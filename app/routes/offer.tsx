import { data } from "react-router";
import type { Route } from "./+types/offer";
import { controlClass } from "../components/forms/form-parts";
import { fill } from "../lib/ui";
import { languageSwitchTargets } from "../lib/language-switch";
import type { OfferAcceptField } from "../features/offer-page/offer-action-schema";
import type { OfferPageView } from "../features/offer-page/view";
import { offerNotFoundView } from "./offer-not-found.server";
import { fullTitle } from "../lib/seo";

/**
 * The offer's own page (/offerte/<token>, /fr/devis/<token>, …). The server
 * finds the offer and works out the view (server/api/offer-page-router.ts); this
 * module only shows it. Plain forms posting to the page itself: they work
 * without JavaScript, and with it the browser posts them the same way
 * (post/redirect/get). noindex, never cached.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const switchTargets = { languageSwitchTargets: languageSwitchTargets(pathname) };
  const view = context?.offerPage;
  if (view) return data({ ...view, ...switchTargets }, { status: view.status });
  // Reached without the server's view (a client-side data request): the language's not-found page.
  const fallback = offerNotFoundView(pathname);
  return data({ ...fallback, ...switchTargets }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ name: "robots", content: "noindex, nofollow" }];
  const { copy, offer, company } = loaderData;
  const title = offer ? fill(copy.title, { number: offer.number }) : copy.notFound.title;
  return [{ title: fullTitle(title, company.name) }, { name: "robots", content: "noindex, nofollow" }];
};

export default function OfferPage({ loaderData: view }: Route.ComponentProps) {
  const { copy, offer } = view;
  if (!offer) {
    return (
      <section className="container-page py-20">
        <h1 className="text-3xl font-bold text-brand-900">{copy.notFound.title}</h1>
        <p className="mt-4 text-muted">{copy.notFound.text}</p>
        <a href={`${view.quotePath}#calculator`} className="mt-6 inline-block font-semibold text-brand-700 underline">
          {copy.notFound.toQuote}
        </a>
      </section>
    );
  }
  return (
    <section className="container-page max-w-3xl py-12">
      <h1 className="text-3xl font-bold text-brand-900">{fill(copy.title, { number: offer.number })}</h1>
      {offer.optedOut && (
        <div role="status" className="mt-6 rounded-2xl bg-slate-50 p-6" data-opted-out="">
          <h2 className="text-xl font-bold text-brand-900">{copy.optOutDone.title}</h2>
          <p className="mt-2">{copy.optOutDone.text}</p>
        </div>
      )}
      <StateNotice view={view} />
      <OfferSummary view={view} />
      {offer.state === "sent" && <AcceptForm view={view} />}
      {offer.state === "sent" && <DeclineForm view={view} />}
      <div className="mt-10 rounded-2xl bg-slate-50 p-6">
        <h2 className="text-xl font-bold text-brand-900">{copy.contactTitle}</h2>
        <p className="mt-2">
          {copy.contactText}{" "}
          <a className="font-semibold text-brand-700 underline" href={`tel:${view.company.phone.replace(/\s/g, "")}`}>
            {view.company.phone}
          </a>
          {" · "}
          <a className="font-semibold text-brand-700 underline" href={`mailto:${view.company.email}`}>
            {view.company.email}
          </a>
        </p>
      </div>
    </section>
  );
}

function StateNotice({ view }: { view: OfferPageView }) {
  const { copy, offer } = view;
  if (!offer) return null;
  switch (offer.state) {
    case "sent":
      return <p className="mt-4 text-lg text-muted">{copy.intro}</p>;
    case "accepted":
      return (
        <div role="status" className="mt-6 rounded-2xl border border-brand-700 bg-green-50 p-6" data-state="accepted">
          <h2 className="text-2xl font-bold text-brand-900">{copy.accepted.title}</h2>
          {offer.acceptedAt && <p className="mt-2">{fill(copy.accepted.text, { date: offer.acceptedAt })}</p>}
          <p className="mt-2">{fill(copy.accepted.nextSteps, { time: offer.responseTime })}</p>
        </div>
      );
    case "declined":
      return (
        <div role="status" className="mt-6 rounded-2xl bg-slate-50 p-6" data-state="declined">
          <h2 className="text-2xl font-bold text-brand-900">{copy.declined.title}</h2>
          <p className="mt-2">{copy.declined.text}</p>
          <a href={offer.newQuoteUrl} className="mt-4 inline-block font-semibold text-brand-700 underline">
            {copy.expired.newQuote}
          </a>
        </div>
      );
    case "expired":
      return (
        <div role="status" className="mt-6 rounded-2xl border border-amber-600 bg-amber-50 p-6" data-state="expired">
          <h2 className="text-2xl font-bold text-brand-900">{copy.expired.title}</h2>
          <p className="mt-2">{copy.expired.text}</p>
          <a
            href={offer.newQuoteUrl}
            className="mt-4 inline-block rounded-full bg-brand-700 px-5 py-3 font-semibold text-white"
          >
            {copy.expired.newQuote}
          </a>
        </div>
      );
  }
}

function OfferSummary({ view }: { view: OfferPageView }) {
  const { copy, offer } = view;
  if (!offer) return null;
  const rows: [string, string][] = [
    [copy.numberLabel, offer.number],
    [copy.locationLabel, offer.location],
    [copy.roofTypeLabel, offer.roofType],
    [copy.sizeLabel, offer.size],
    [copy.validUntilLabel, offer.validUntil],
  ];
  return (
    <div className="mt-8">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-brand-900">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-8 text-xl font-bold text-brand-900">{copy.linesTitle}</h2>
      <table className="mt-3 w-full border-collapse text-left">
        <tbody>
          {offer.lines.map((line) => (
            <tr key={line.label} className="border-b border-slate-200">
              <th scope="row" className="py-2 pr-4 font-normal">
                {line.label}
                {line.detail && <span className="block text-sm text-muted">{line.detail}</span>}
              </th>
              <td className="py-2 text-right tabular-nums">{line.amount}</td>
            </tr>
          ))}
          {[offer.net, offer.vat].map((row) => (
            <tr key={row.label} className="border-b border-slate-200">
              <th scope="row" className="py-2 pr-4 font-semibold">
                {row.label}
              </th>
              <td className="py-2 text-right tabular-nums">{row.amount}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-3 pr-4 text-lg font-bold text-brand-900">
              {offer.total.label}
            </th>
            <td className="py-3 text-right text-lg font-bold tabular-nums text-brand-900">{offer.total.amount}</td>
          </tr>
        </tbody>
      </table>
      <a href={offer.downloadUrl} className="mt-4 inline-block font-semibold text-brand-700 underline">
        {copy.downloadPdf}
      </a>
    </div>
  );
}

function AcceptForm({ view }: { view: OfferPageView }) {
  const { copy, offer, form } = view;
  if (!offer) return null;
  const a = copy.accept;
  const values = form?.values ?? {};
  const value = (key: string, fallback: string) => values[key] ?? fallback;
  const invalid = (field: OfferAcceptField) => form?.errors.includes(field) ?? false;
  const errorText = (field: OfferAcceptField) =>
    invalid(field) ? (
      <p id={`offer-${field}-error`} className="mt-1.5 text-sm font-medium text-red-700">
        {field === "conditions" ? a.conditionsMissing : a.fieldMissing}
      </p>
    ) : null;
  const described = (field: OfferAcceptField) => (invalid(field) ? `offer-${field}-error` : undefined);
  const period = value("period", "asap");
  return (
    <form method="post" action={view.path} className="mt-10 rounded-2xl border border-slate-200 p-6" id="accept">
      <h2 className="text-2xl font-bold text-brand-900">{a.title}</h2>
      <p className="mt-2 text-muted">{a.intro}</p>
      {form && (form.errors.length > 0 || form.message) && (
        <div role="alert" className="mt-4 rounded-xl border-2 border-red-700 p-4 font-semibold text-red-700">
          {form.message ?? a.errorTitle}
        </div>
      )}
      <input type="hidden" name="intent" value="accept" />
      <div className="mt-6 grid gap-5">
        <div>
          <label htmlFor="offer-street" className="block font-semibold text-brand-900">
            {a.street}
          </label>
          <input
            id="offer-street"
            name="street"
            required
            maxLength={200}
            autoComplete="street-address"
            defaultValue={value("street", offer.defaults.street)}
            aria-invalid={invalid("street") || undefined}
            aria-describedby={described("street")}
            className={`${controlClass} mt-1.5 min-h-12`}
          />
          {errorText("street")}
        </div>
        <div>
          <label htmlFor="offer-town" className="block font-semibold text-brand-900">
            {a.town}
          </label>
          <input
            id="offer-town"
            name="town"
            required
            maxLength={120}
            defaultValue={value("town", offer.defaults.town)}
            aria-invalid={invalid("town") || undefined}
            aria-describedby={described("town")}
            className={`${controlClass} mt-1.5 min-h-12`}
          />
          {errorText("town")}
        </div>
        <div>
          <label htmlFor="offer-period" className="block font-semibold text-brand-900">
            {a.period}
          </label>
          <select
            id="offer-period"
            name="period"
            defaultValue={period}
            aria-invalid={invalid("period") || undefined}
            className={`${controlClass} mt-1.5 min-h-12`}
          >
            <option value="asap">{a.periodAsap}</option>
            {view.months.map((m) => (
              <option key={m.value} value={m.value}>
                {fill(a.periodMonth, { month: m.label })}
              </option>
            ))}
            <option value="flexible">{a.periodFlexible}</option>
          </select>
        </div>
        <div>
          <label htmlFor="offer-access" className="block font-semibold text-brand-900">
            {a.accessNotes}
          </label>
          <p id="offer-access-hint" className="mt-1 text-sm text-muted">
            {a.accessNotesHint}
          </p>
          <textarea
            id="offer-access"
            name="accessNotes"
            rows={3}
            maxLength={2000}
            defaultValue={value("accessNotes", "")}
            aria-describedby="offer-access-hint"
            className={`${controlClass} mt-1.5 py-3`}
          />
        </div>
        <div>
          <label htmlFor="offer-phone" className="block font-semibold text-brand-900">
            {a.phone}
          </label>
          <input
            id="offer-phone"
            name="phone"
            type="tel"
            required
            maxLength={40}
            autoComplete="tel"
            defaultValue={value("phone", offer.defaults.phone)}
            aria-invalid={invalid("phone") || undefined}
            aria-describedby={described("phone")}
            className={`${controlClass} mt-1.5 min-h-12`}
          />
          {errorText("phone")}
        </div>
        <div>
          <div className="flex items-start gap-3">
            <input
              id="offer-conditions"
              name="conditions"
              type="checkbox"
              required
              aria-invalid={invalid("conditions") || undefined}
              aria-describedby={described("conditions")}
              className="mt-1 size-5"
            />
            <label htmlFor="offer-conditions">
              {a.conditionsBefore}
              <a href={offer.downloadUrl} className="font-semibold text-brand-700 underline">
                {a.conditionsLink}
              </a>
              {a.conditionsAfter}
            </label>
          </div>
          {errorText("conditions")}
        </div>
        <div className="flex items-start gap-3">
          <input
            id="offer-next-cleaning"
            name="nextCleaning"
            type="checkbox"
            defaultChecked={values.nextCleaning === "on"}
            className="mt-1 size-5"
          />
          <label htmlFor="offer-next-cleaning">{a.nextCleaning}</label>
        </div>
      </div>
      <button type="submit" className="mt-6 min-h-12 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white">
        {a.submit}
      </button>
    </form>
  );
}

function DeclineForm({ view }: { view: OfferPageView }) {
  const d = view.copy.decline;
  return (
    <form method="post" action={view.path} className="mt-8 rounded-2xl bg-slate-50 p-6" id="decline">
      <h2 className="text-xl font-bold text-brand-900">{d.title}</h2>
      <p className="mt-2 text-muted">{d.intro}</p>
      <input type="hidden" name="intent" value="decline" />
      <label htmlFor="offer-reason" className="mt-4 block font-semibold text-brand-900">
        {d.reason}
      </label>
      <select id="offer-reason" name="reason" defaultValue="" className={`${controlClass} mt-1.5 min-h-12`}>
        <option value="">–</option>
        {(Object.keys(d.reasons) as (keyof typeof d.reasons)[]).map((key) => (
          <option key={key} value={key}>
            {d.reasons[key]}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="mt-4 min-h-12 rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-700"
      >
        {d.submit}
      </button>
    </form>
  );
}
