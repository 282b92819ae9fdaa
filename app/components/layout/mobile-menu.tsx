import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Link } from "../ui/link";
import { pathOf } from "#app/content/route-table";
import { telHref } from "#app/lib/company";
import { companyLinks, navLink, regionLinks, serviceLinks, type NavLink } from "#app/lib/navigation";
import { useLang, useUi } from "#app/lib/ui";
import { usePublicConfig } from "#app/lib/use-config";
import { ButtonAnchor } from "../ui/button";
import { CloseIcon, MenuIcon, PhoneIcon } from "./icons";
import { LanguageSwitcher } from "./language-switcher";
import { navHrefLang, NavLinkText } from "./nav-link-text";

/** Mobile menu (below lg): every link, the six main regions, language switch; closes on link click and Escape. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const lang = useLang();
  const ui = useUi();
  const { company } = usePublicConfig();
  const { pathname } = useLocation();
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    document.body.style.overflow = "hidden";
    function onKey(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    }
    window.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = "";
      window.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const close = () => setOpen(false);
  const uniqueCompanyLinks = companyLinks(lang, ui).filter((l) => l.key !== "b2b");
  const regions = regionLinks(lang);
  // City pages are German: in another language the regions' heading says so once, each link to screen readers.
  const regionsInGerman = regions.some((link) => link.germanOnly);
  const sections: { title: string; note?: string; links: NavLink[]; grid?: boolean }[] = [
    { title: ui.nav.services, links: serviceLinks(lang, ui) },
    {
      title: ui.nav.company,
      links: [
        navLink("prices", ui.nav.prices, lang),
        ...uniqueCompanyLinks,
        navLink("faq", ui.nav.faq, lang),
        navLink("contact", ui.nav.contact, lang),
      ],
    },
    {
      title: ui.nav.regions,
      note: regionsInGerman ? ui.common.cityPagesInGerman : undefined,
      links: regions,
      grid: true,
    },
  ];

  return (
    <div className="lg:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50"
      >
        {open ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
        <span className="sr-only">{open ? ui.nav.closeMenu : ui.nav.openMenu}</span>
      </button>
      {/* The panel's links are rendered only while it is open: they repeat the header and footer links, and
          a closed panel would cost every page load some hundred elements to hydrate (docs/budgets.md). */}
      <div
        id={id}
        hidden={!open}
        className="fixed inset-x-0 bottom-0 top-16 z-40 overflow-y-auto border-t border-line bg-white pb-24"
      >
        {open && (
          <nav aria-label={ui.nav.mainLabel} className="container-page py-4">
            <Link
              to={pathOf("home", lang)}
              onClick={close}
              className="block rounded-xl px-3 py-3 text-lg font-semibold text-brand-900 hover:bg-brand-50"
            >
              {ui.nav.home}
            </Link>
            {sections.map((section) => (
              <div key={section.title} className="mt-4">
                <p className="px-3 text-xs font-semibold uppercase tracking-wider text-muted">
                  {section.title}
                  {section.note && <span className="font-normal normal-case tracking-normal"> · {section.note}</span>}
                </p>
                <ul className={section.grid ? "mt-1 grid grid-cols-2 gap-x-2" : "mt-1"}>
                  {section.links.map((link) => (
                    <li key={link.key}>
                      <Link
                        to={link.href}
                        hrefLang={navHrefLang(link)}
                        onClick={close}
                        className="block rounded-xl px-3 py-2.5 text-base text-ink hover:bg-brand-50"
                      >
                        <NavLinkText link={link} markerHidden={section.grid} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-t border-line px-3 pt-5">
              <LanguageSwitcher mobile onNavigate={close} />
              <ButtonAnchor href={telHref(company.phone)} variant="secondary" size="sm">
                <PhoneIcon className="h-4 w-4" />
                {ui.nav.callUs}
              </ButtonAnchor>
            </div>
          </nav>
        )}
      </div>
    </div>
  );
}
