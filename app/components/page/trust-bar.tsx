import { siteFacts } from "#app/content/site-facts";
import { formatDecimal } from "#app/lib/format";
import { fill, useLang, useUi } from "#app/lib/ui";

/** The four proof points under every hero (spec 1 claims, values from site facts). */
export function TrustBar() {
  const ui = useUi();
  const lang = useLang();
  // The language's number style: "4,9" in German, French and Italian, "4.9" in English.
  const rating = formatDecimal(siteFacts.rating, lang, 1);
  const items = [
    {
      icon: "★",
      text: fill(ui.trust.rating, {
        rating,
        count: siteFacts.reviewCount,
      }),
    },
    { icon: "✓", text: fill(ui.trust.certified, { year: siteFacts.certifiedSince }) },
    {
      // A drawn shield: the "⛨" character is missing from many devices' fonts.
      icon: (
        <svg viewBox="0 0 16 16" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M8 1.5 2.5 3.5v4c0 3.3 2.3 6 5.5 7 3.2-1 5.5-3.7 5.5-7v-4L8 1.5Z" strokeLinejoin="round" />
        </svg>
      ),
      text: ui.trust.insurance,
    },
    { icon: "→", text: ui.trust.noTravelCosts },
  ];
  return (
    <section aria-label={ui.trust.label} className="border-y border-line bg-white">
      <ul className="container-page grid grid-cols-1 gap-3 py-5 text-sm font-medium text-brand-900 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.text} className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
            >
              {item.icon}
            </span>
            {item.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
