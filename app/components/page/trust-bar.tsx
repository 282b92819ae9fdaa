import { siteFacts } from "../../content/site-facts";
import { fill, useUi } from "../../lib/ui";

/** The four proof points under every hero (spec 1 claims, values from site facts). */
export function TrustBar() {
  const ui = useUi();
  const items = [
    {
      icon: "★",
      text: fill(ui.trust.rating, { rating: siteFacts.rating.toFixed(1), count: siteFacts.reviewCountDisplayed }),
    },
    { icon: "✓", text: fill(ui.trust.certified, { year: siteFacts.certifiedSince }) },
    { icon: "⛨", text: ui.trust.insurance },
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
