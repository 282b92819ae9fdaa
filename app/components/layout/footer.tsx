import { Link } from "../ui/link";
import { mainRegions, ownRegions } from "#app/content/cities";
import { pathOf } from "#app/content/route-table";
import { siteFacts } from "#app/content/site-facts";
import { telHref } from "#app/lib/company";
import { cityLinks, navLink, quoteHref, serviceLinks, type NavLink } from "#app/lib/navigation";
import { fill, useLang, useUi } from "#app/lib/ui";
import { usePublicConfig } from "#app/lib/use-config";
import { ButtonAnchor, ButtonLink } from "../ui/button";
import { MailIcon, PhoneIcon, PinIcon } from "./icons";
import { LogoMark } from "./logo";
import { navHrefLang, NavLinkText } from "./nav-link-text";

const mainSlugs = new Set<string>(mainRegions.map((r) => r.slug));
const mainCityKeys = new Set(mainRegions.map((r) => `city:${r.slug}`));
const footerCitySlugs = [
  ...mainSlugs,
  ...["st-gallen", "winterthur", "schaffhausen", "thun", "zug", "liestal"].filter((slug) => !mainSlugs.has(slug)),
];

function FooterHeading({ children, className }: { children: string; className?: string }) {
  return (
    <h2 className={`text-sm font-semibold uppercase tracking-wider text-brand-100 ${className ?? ""}`}>{children}</h2>
  );
}

const linkClass = "rounded text-brand-50/90 hover:text-white hover:underline underline-offset-4";

/** `cta`: the band asking for a quote; off on an offer's own page, where the visitor already has one. */
export function Footer({ cta = true }: { cta?: boolean }) {
  const lang = useLang();
  const ui = useUi();
  const { company } = usePublicConfig();
  const quickLinks: NavLink[] = [
    navLink("prices", ui.nav.prices, lang),
    navLink("about", ui.nav.about, lang),
    navLink("blog", ui.nav.blog, lang),
    navLink("faq", ui.nav.faq, lang),
    navLink("lossCalculator", ui.footer.lossCalculator, lang),
    navLink("certificates", ui.footer.certificates, lang),
  ];
  const legalLinks = [navLink("imprint", ui.footer.imprint, lang), navLink("privacy", ui.footer.privacy, lang)];
  const cityPages = cityLinks(footerCitySlugs, lang);
  const regions = ownRegions(lang);
  return (
    <footer className="mt-20 bg-brand-950 text-brand-50">
      {cta && (
        <div className="border-b border-white/10">
          <div className="container-page flex flex-col items-start justify-between gap-6 py-10 md:flex-row md:items-center">
            <div>
              <p className="text-2xl font-bold text-white">{ui.footer.ctaTitle}</p>
              <p className="mt-1 text-brand-100">{ui.footer.ctaText}</p>
            </div>
            <div className="flex flex-wrap gap-3">
              <ButtonLink to={quoteHref(lang)} size="lg">
                {ui.footer.quoteButton}
              </ButtonLink>
              <ButtonAnchor href={telHref(company.phone)} variant="inverse" size="lg">
                <PhoneIcon className="h-4 w-4" />
                {ui.footer.callButton}
              </ButtonAnchor>
            </div>
          </div>
        </div>
      )}
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Link to={pathOf("home", lang)} className="inline-flex items-center gap-2.5 rounded-lg">
            <LogoMark className="h-9 w-9" />
            <span className="text-lg font-bold text-white">{company.name}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-brand-100">{ui.footer.tagline}</p>
          <FooterHeading className="mt-8">{ui.footer.serviceAreaTitle}</FooterHeading>
          {regions.length > 0 && (
            <dl className="mt-3 space-y-2 text-sm">
              {regions.map((region) => (
                <div key={region.name}>
                  <dt className="font-semibold text-white">{region.name}</dt>
                  <dd className="text-brand-100">{region.cities.join(" · ")}</dd>
                </div>
              ))}
            </dl>
          )}
          {/* City pages are German: in another language a note says so once, each link to screen readers. */}
          {cityPages.some((link) => link.germanOnly) && (
            <p className="mt-4 text-sm text-brand-100">{ui.common.cityPagesInGerman}</p>
          )}
          <ul className="mt-3 flex flex-wrap gap-2">
            {cityPages.map((link) => (
              <li key={link.key}>
                <Link
                  to={link.href}
                  hrefLang={navHrefLang(link)}
                  className={`inline-flex min-h-8 items-center rounded-full border px-3 text-sm hover:bg-white/10 ${mainCityKeys.has(link.key) ? "border-white/40 text-white" : "border-white/20 text-brand-100"}`}
                >
                  <NavLinkText link={link} markerHidden />
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-brand-100">{ui.footer.serviceAreaNote}</p>
        </div>
        <div>
          <FooterHeading>{ui.footer.servicesTitle}</FooterHeading>
          <ul className="mt-3 space-y-2 text-sm">
            {serviceLinks(lang, ui).map((link) => (
              <li key={link.key}>
                <Link to={link.href} hrefLang={navHrefLang(link)} className={linkClass}>
                  <NavLinkText link={link} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <FooterHeading>{ui.footer.quickLinksTitle}</FooterHeading>
          <ul className="mt-3 space-y-2 text-sm">
            {quickLinks.map((link) => (
              <li key={link.key}>
                <Link to={link.href} hrefLang={navHrefLang(link)} className={linkClass}>
                  <NavLinkText link={link} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <FooterHeading>{ui.footer.contactTitle}</FooterHeading>
          <address className="mt-3 space-y-3 text-sm not-italic">
            <a href={telHref(company.phone)} className={`flex items-center gap-2 ${linkClass}`}>
              <PhoneIcon className="h-4 w-4 shrink-0" />
              {company.phone}
            </a>
            <a href={`mailto:${company.email}`} className={`flex items-center gap-2 ${linkClass}`}>
              <MailIcon className="h-4 w-4 shrink-0" />
              {company.email}
            </a>
            <p className="flex items-start gap-2 text-brand-50/90">
              <PinIcon className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                {company.street}
                <br />
                {company.postcode} {company.city}
              </span>
            </p>
            <p className="text-brand-100">
              {fill(ui.footer.hours, { opens: siteFacts.hours.opens, closes: siteFacts.hours.closes })}
            </p>
            <p className="text-brand-100">
              {ui.footer.companyId}: {company.uid}
            </p>
          </address>
          <FooterHeading className="mt-8">{ui.footer.socialTitle}</FooterHeading>
          <ul className="mt-3 flex gap-3 text-sm">
            {Object.entries(siteFacts.social).map(([name, href]) => (
              <li key={name}>
                <a href={href} rel="noopener noreferrer" target="_blank" className={linkClass}>
                  {/* As the networks write their names: "Facebook", "LinkedIn" (a CSS capital would leave "linkedin" in the text). */}
                  {name === "linkedin" ? "LinkedIn" : name[0]!.toUpperCase() + name.slice(1)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 pb-24 text-sm text-brand-100 sm:flex-row sm:items-center sm:justify-between md:pb-6 md:pr-24">
          <p suppressHydrationWarning>
            © {new Date().getFullYear()} {company.name}. {ui.footer.rights}
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {legalLinks.map((link) => (
              <li key={link.key}>
                <Link to={link.href} hrefLang={navHrefLang(link)} className={linkClass}>
                  <NavLinkText link={link} />
                </Link>
              </li>
            ))}
            {cta && (
              <li>
                {/* The head script opens the cookie notice on a click (no hydration needed); offer pages have none. */}
                <button type="button" data-cookie-settings="" className={linkClass}>
                  {ui.footer.cookieSettings}
                </button>
              </li>
            )}
          </ul>
        </div>
      </div>
    </footer>
  );
}
