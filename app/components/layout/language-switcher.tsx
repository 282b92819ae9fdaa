import { useLocation, useMatches } from "react-router";
import { Link } from "../ui/link";
import { track } from "#app/lib/analytics";
import { cn } from "#app/lib/cn";
import { languageSettings, languages, type Lang } from "#app/lib/i18n";
import { pageSwitchTarget, prefixedPath } from "#app/lib/page-switch-target";
import { useLang, useUi } from "#app/lib/ui";

/**
 * Targets the page's loader worked out with the redirect rules (language-switch.ts) for a path the
 * route table does not know: not-found pages and the offer page.
 */
function useServerSwitchTargets(): Partial<Record<Lang, string>> | undefined {
  const matches = useMatches();
  const data = matches[matches.length - 1]?.data as
    { languageSwitchTargets?: Partial<Record<Lang, string>> } | undefined;
  return data?.languageSwitchTargets;
}

/** DE / FR / IT / EN buttons (spec 2); `mobile` reports language_switch_mobile instead of language_switch. */
export function LanguageSwitcher({ mobile = false, onNavigate }: { mobile?: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const current = useLang();
  const ui = useUi();
  const serverTargets = useServerSwitchTargets();
  return (
    <nav aria-label={ui.nav.languageLabel}>
      <ul className={cn("flex items-center", mobile ? "gap-2" : "gap-0.5")}>
        {languages.map((lang) => {
          const active = lang === current;
          return (
            <li key={lang}>
              <Link
                to={pageSwitchTarget(pathname, lang) ?? serverTargets?.[lang] ?? prefixedPath(pathname, lang)}
                hrefLang={lang}
                lang={lang}
                aria-current={active ? "true" : undefined}
                aria-label={languageSettings[lang].name}
                onClick={() => {
                  track(mobile ? "language_switch_mobile" : "language_switch", {
                    from_language: current,
                    to_language: lang,
                    page_path: pathname,
                  });
                  onNavigate?.();
                }}
                className={cn(
                  "inline-flex min-h-10 min-w-10 items-center justify-center rounded-full px-2 text-sm font-semibold uppercase",
                  active ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50",
                )}
              >
                {lang}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
