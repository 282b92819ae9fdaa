import { Link, NavLink } from "../ui/link";
import { telHref } from "#app/lib/company";
import { cn } from "#app/lib/cn";
import { companyLinks, serviceLinks } from "#app/lib/navigation";
import { pathOf } from "#app/content/route-table";
import { useLang, useUi } from "#app/lib/ui";
import { usePublicConfig } from "#app/lib/use-config";
import { ButtonAnchor } from "../ui/button";
import { LanguageSwitcher } from "./language-switcher";
import { LogoMark } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavDropdown } from "./nav-dropdown";
import { PhoneIcon } from "./icons";

export function Header() {
  const lang = useLang();
  const ui = useUi();
  const { company } = usePublicConfig();
  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-white/95 lg:backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4 lg:h-18">
        <Link
          to={pathOf("home", lang)}
          className="flex items-center gap-2.5 rounded-lg"
          aria-label={`${company.name}, ${ui.nav.logoLabel}`}
        >
          <LogoMark className="h-9 w-9 shrink-0" />
          <span className="text-[1.05rem] font-bold leading-tight tracking-tight text-brand-900">{company.name}</span>
        </Link>
        <nav aria-label={ui.nav.mainLabel} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavDropdown label={ui.nav.services} links={serviceLinks(lang, ui)} />
            </li>
            <li>
              <NavLink
                to={pathOf("prices", lang)}
                className={({ isActive }) =>
                  cn(
                    "inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-3 text-[0.95rem] font-medium hover:bg-brand-50",
                    isActive ? "text-brand-800 underline decoration-2 underline-offset-8" : "text-ink",
                  )
                }
              >
                {ui.nav.prices}
              </NavLink>
            </li>
            <li>
              <NavDropdown label={ui.nav.company} links={companyLinks(lang, ui)} />
            </li>
            <li>
              <NavLink
                to={pathOf("contact", lang)}
                className={({ isActive }) =>
                  cn(
                    "inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-3 text-[0.95rem] font-medium hover:bg-brand-50",
                    isActive ? "text-brand-800 underline decoration-2 underline-offset-8" : "text-ink",
                  )
                }
              >
                {ui.nav.contact}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden lg:block">
            <LanguageSwitcher />
          </div>
          <div className="hidden sm:block">
            {/* Next to the desktop navigation the number only fits on wide screens (a wide system font such
                as DejaVu Sans would otherwise break the company name over three lines): there the button shows
                the icon, and the number stays its accessible name. */}
            <ButtonAnchor
              href={telHref(company.phone)}
              variant="secondary"
              size="sm"
              className="lg:px-3 2xl:px-4"
              title={company.phone}
            >
              <PhoneIcon className="h-4 w-4" />
              <span className="lg:sr-only 2xl:not-sr-only">{company.phone}</span>
            </ButtonAnchor>
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
