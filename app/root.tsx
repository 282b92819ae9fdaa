import {
  type ShouldRevalidateFunctionArgs,
  Links,
  Meta,
  Outlet,
  Scripts,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { CookieBanner } from "./components/layout/cookie-banner";
import { Footer } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { MobileCtaBar } from "./components/layout/mobile-cta-bar";
import { RouteEffects } from "./components/layout/route-effects";
import { Toaster } from "./components/ui/toaster";
import { AssistantLauncher } from "./features/assistant/widget/assistant-launcher";
import { consentBootstrapScript } from "./features/consent/consent";
import { firstVisitScript } from "./lib/first-visit-script.server";
import { publicConfig, type PublicConfig } from "./lib/config.server";
import { isLang, langFromPath, languageSettings, type Lang } from "./lib/i18n";
import { useNonce } from "./lib/nonce";
import { uiStrings } from "./content/ui";
import type { UiStrings } from "./content/ui/de";
import { pageLangForPath } from "./lib/page-lang";
import { parseOfferPagePath } from "./content/route-table";
import { LangProvider } from "./lib/ui";
import type { FormResult } from "./features/forms/result";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  // PNG, not the SVG it is drawn from: an SVG favicon is loaded as a document on the page's main thread.
  { rel: "icon", href: "/favicon-48.png", type: "image/png", sizes: "48x48" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export interface RootData extends PublicConfig {
  /** Inline first-visit language redirect, only for a document request of the German home. */
  firstVisitScript: string | null;
  /** UI strings of this page's language only: the bundle carries no language strings. */
  ui: UiStrings;
  /** Outcome of a form sent without JavaScript (server render only). */
  formResult: FormResult | null;
  /** The offer page: no Google tag and no cookie banner (its path holds the offer's token). */
  offerPage: boolean;
}

export function loader({ request, context }: Route.LoaderArgs): RootData {
  const { pathname } = new URL(request.url);
  // Worked out here, on the server, so the browser bundle needs no offer-path code.
  const offer = parseOfferPagePath(pathname);
  const config = publicConfig();
  return {
    ...config,
    gaMeasurementId: offer ? null : config.gaMeasurementId,
    firstVisitScript: pathname === "/" ? firstVisitScript() : null,
    ui: uiStrings[offer?.lang ?? pageLangForPath(pathname)],
    formResult: context?.formResult ?? null,
    offerPage: Boolean(offer),
  };
}

// Company identity does not change between pages; the strings only when the page language does.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return pageLangForPath(currentUrl.pathname) !== pageLangForPath(nextUrl.pathname);
}

/** The page language: from the leaf route's data (not-found pages say "en"), else from the path. */
function usePageLang(): Lang {
  const matches = useMatches();
  const { pathname } = useLocation();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.data as { lang?: unknown } | undefined;
    if (data && typeof data.lang === "string" && isLang(data.lang)) return data.lang;
  }
  return langFromPath(pathname);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const lang = usePageLang();
  const { pathname } = useLocation();
  const config = useRouteLoaderData("root") as RootData | undefined;
  const skipLabel = config?.ui.skipToContent ?? "Skip to content";
  const nonce = useNonce();
  return (
    <html lang={languageSettings[lang].htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2c47" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: consentBootstrapScript(config?.gaMeasurementId ?? null) }}
        />
        {pathname === "/" && config?.firstVisitScript && (
          <script
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: config.firstVisitScript }}
          />
        )}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-ink antialiased">
        <LangProvider value={lang}>
          <a
            href="#main"
            className="sr-only z-[70] rounded-full bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
          >
            {skipLabel}
          </a>
          {config && <Header />}
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          {config && (
            <>
              <Footer cta={!config.offerPage} />
              <MobileCtaBar />
              <AssistantLauncher />
              {!config.offerPage && <CookieBanner />}
              <Toaster />
              <RouteEffects />
            </>
          )}
        </LangProvider>
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="container-page py-24">
      <h1 className="text-3xl font-bold text-brand-900">
        {status === 404 ? "404 Page Not Found" : "Something went wrong"}
      </h1>
      <p className="mt-4 text-muted">
        {status === 404
          ? "Did you forget to add the page to the router?"
          : "Please try again in a moment. / Bitte versuchen Sie es in einem Moment erneut."}
      </p>
    </section>
  );
}
