import { useEffect } from "react";
import { Link } from "../ui/link";
import { CONSENT_ASK_ATTRIBUTE, readConsent, saveConsent } from "#app/features/consent/consent";
import type { ConsentChoice } from "#app/lib/analytics";
import { navLink } from "#app/lib/navigation";
import { useLang, useUi } from "#app/lib/ui";
import { usePublicConfig } from "#app/lib/use-config";
import { Button } from "../ui/button";
import { navHrefLang, NavLinkText } from "./nav-link-text";

/**
 * Shown on the first visit until the visitor chooses (spec 4). The banner is part of the page's HTML,
 * hidden by CSS unless <html> carries the consent-ask attribute, which the inline head script sets
 * before the first paint when no choice is stored (consentBootstrapScript). So it appears with the
 * page instead of popping in after hydration, and hydration changes nothing.
 */
export function CookieBanner() {
  const ui = useUi();
  const lang = useLang();
  const { gaMeasurementId } = usePublicConfig();

  // Should <html> have been rendered again in the browser (React's recovery from an error), its
  // attributes are gone: ask again if there is still no choice. DOM only, no re-render.
  useEffect(() => {
    if (readConsent() === null) document.documentElement.setAttribute(CONSENT_ASK_ATTRIBUTE, "");
  }, []);

  const privacy = navLink("privacy", ui.cookie.privacyLink, lang);

  function choose(choice: ConsentChoice) {
    saveConsent(choice, gaMeasurementId);
    document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE);
  }
  return (
    <section
      aria-labelledby="cookie-title"
      className="fixed inset-x-3 bottom-3 z-[60] mx-auto hidden max-w-3xl rounded-2xl border border-line bg-white p-5 shadow-2xl sm:inset-x-6 sm:p-6 [html[data-consent-ask]_&]:block"
    >
      <h2 id="cookie-title" className="text-lg font-semibold text-brand-900">
        {ui.cookie.title}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">
        {ui.cookie.text}{" "}
        <Link
          to={privacy.href}
          hrefLang={navHrefLang(privacy)}
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          <NavLinkText link={privacy} />
        </Link>
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => choose("declined")}>
          {ui.cookie.necessaryOnly}
        </Button>
        <Button variant="secondary" onClick={() => choose("accepted")}>
          {ui.cookie.acceptAll}
        </Button>
      </div>
    </section>
  );
}
