import type { Route } from "./+types/certificates";
import { PageHero } from "../components/page/content-page";
import { InlineText } from "../components/page/rich-text";
import { CtaBand } from "../components/page/feature-grid";
import { PageButton } from "../components/ui/page-link";
import { certificatesContent } from "../content/pages/certificates";
import type { Certificate } from "../content/pages/certificates/types";
import type { TitledText } from "../content/pages/types";
import { cn } from "../lib/cn";
import { fillCompany } from "../lib/company-placeholders";
import { contentPageData } from "../lib/page-data.server";
import { buildMeta } from "../lib/seo";
import { usePublicConfig } from "../lib/use-config";

/**
 * /zertifikate (German only): certificates, quality promise, legal safety and sustainability.
 * The texts travel in the loader data, so they stay out of the client bundle.
 */
export function loader({ request }: Route.LoaderArgs) {
  return contentPageData(new URL(request.url).pathname, certificatesContent);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.seo) : []);

/** Certification seal: rosette with ribbons and a check mark (decorative; the card text names it). */
function SealIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={className}>
      <path d="M21 42 14 62l7.5-3.5L26 63l6-15z" fill="var(--color-brand-700)" />
      <path d="M43 42l7 20-7.5-3.5L38 63l-6-15z" fill="var(--color-brand-800)" />
      <polygon
        points="32.0,2.0 36.4,5.9 41.9,4.0 44.5,9.3 50.4,9.6 50.7,15.5 56.0,18.1 54.1,23.6 58.0,28.0 54.1,32.4 56.0,37.9 50.7,40.5 50.4,46.4 44.5,46.7 41.9,52.0 36.4,50.1 32.0,54.0 27.6,50.1 22.1,52.0 19.5,46.7 13.6,46.4 13.3,40.5 8.0,37.9 9.9,32.4 6.0,28.0 9.9,23.6 8.0,18.1 13.3,15.5 13.6,9.6 19.5,9.3 22.1,4.0 27.6,5.9"
        fill="var(--color-sun-400)"
      />
      <circle cx="32" cy="28" r="17" fill="white" stroke="var(--color-brand-700)" strokeWidth="2.5" />
      <circle
        cx="32"
        cy="28"
        r="13"
        fill="none"
        stroke="var(--color-sun-500)"
        strokeWidth="1.5"
        strokeDasharray="2 2.2"
      />
      <path
        d="M24.5 28.5l5 5L40 23"
        fill="none"
        stroke="var(--color-brand-700)"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Small check badge for the other certificate cards. */
function CheckBadge({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M12 2l7.5 3v6c0 4.8-3.2 8.9-7.5 11-4.3-2.1-7.5-6.2-7.5-11V5z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CertificateCard({ certificate, highlightBadge }: { certificate: Certificate; highlightBadge: string }) {
  const { title, subtitle, description, highlight, scope } = certificate;
  return (
    <li
      className={cn(
        // min-w-0 and hyphens let a long German compound wrap inside the card on a 390 px screen.
        "flex min-w-0 flex-col rounded-2xl border p-6 shadow-[var(--shadow-card)] hyphens-auto break-words",
        highlight
          ? "border-sun-500 bg-sun-100/50 ring-1 ring-sun-400 lg:col-span-2 lg:row-span-2 lg:justify-center lg:p-10"
          : "border-line bg-white",
      )}
    >
      {highlight ? (
        <SealIcon className="h-20 w-20 shrink-0 lg:h-28 lg:w-28" />
      ) : (
        <span className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <CheckBadge className="h-6 w-6" />
        </span>
      )}
      <div className="mt-4">
        {highlight && (
          <p className="inline-flex rounded-full bg-sun-400 px-3 py-0.5 text-xs font-semibold uppercase tracking-wider text-ink">
            {highlightBadge}
          </p>
        )}
        <h3 className={cn("font-semibold text-brand-900", highlight ? "mt-2 text-2xl lg:text-3xl" : "text-xl")}>
          {title}
        </h3>
        <p className="mt-1 text-sm font-semibold text-brand-700">{subtitle}</p>
        <p className={cn("mt-3 leading-relaxed text-muted", highlight && "lg:text-lg")}>{description}</p>
        {scope && (
          <ul className="mt-5 grid gap-2 sm:grid-cols-2">
            {scope.map((item) => (
              <li key={item} className="flex gap-2 font-medium text-brand-900">
                <span aria-hidden="true" className="text-leaf-700">
                  ✓
                </span>
                {item}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

function PointList({ points, fill }: { points: readonly TitledText[]; fill?: (text: string) => string }) {
  return (
    <ul className="mt-6 space-y-5">
      {points.map((point) => (
        <li key={point.title} className="flex gap-3">
          <span aria-hidden="true" className="mt-0.5 text-leaf-700">
            ✓
          </span>
          <div>
            <h3 className="font-semibold text-brand-900">{point.title}</h3>
            <p className="mt-1 text-muted">
              <InlineText text={fill ? fill(point.text) : point.text} />
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function Certificates({ loaderData }: Route.ComponentProps) {
  const { company } = usePublicConfig();
  const { content: t } = loaderData;
  return (
    <>
      <PageHero copy={t.hero} />

      <section aria-labelledby="certificates-title" className="container-page py-16">
        <h2 id="certificates-title" className="text-2xl font-bold text-brand-950 sm:text-3xl">
          {t.cards.title}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-muted">{t.cards.intro}</p>
        <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {t.cards.items.map((certificate) => (
            <CertificateCard
              key={certificate.title}
              certificate={certificate}
              highlightBadge={t.cards.highlightBadge}
            />
          ))}
        </ul>
      </section>

      <section aria-labelledby="quality-title" className="bg-surface py-16">
        <div className="container-page">
          <h2 id="quality-title" className="text-2xl font-bold text-brand-950 sm:text-3xl">
            {t.quality.title}
          </h2>
          <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {t.quality.items.map((promise, index) => (
              <li key={promise.title} className="flex gap-4 rounded-2xl bg-white p-6 shadow-[var(--shadow-card)]">
                <span
                  aria-hidden="true"
                  className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-brand-900">{promise.title}</h3>
                  <p className="mt-1 text-muted">{promise.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <div className="container-page grid gap-10 py-16 lg:grid-cols-2">
        <section aria-labelledby="legal-title" className="rounded-2xl border border-line bg-white p-6 md:p-8">
          <h2 id="legal-title" className="text-2xl font-bold text-brand-950">
            {t.legal.title}
          </h2>
          <p className="mt-2 text-muted">{t.legal.intro}</p>
          <PointList points={t.legal.points} fill={(text) => fillCompany(text, company)} />
        </section>
        <section aria-labelledby="sustainability-title" className="rounded-2xl bg-leaf-50 p-6 md:p-8">
          <h2 id="sustainability-title" className="text-2xl font-bold text-brand-950">
            {t.sustainability.title}
          </h2>
          <p className="mt-2 text-muted">{t.sustainability.intro}</p>
          <PointList points={t.sustainability.points} />
        </section>
      </div>

      <CtaBand id="certificates-cta" title={t.cta.title} text={t.cta.text}>
        <PageButton to={t.cta.quoteButton.to} size="lg">
          {t.cta.quoteButton.label}
        </PageButton>
        <PageButton to={t.cta.contactButton.to} variant="inverse" size="lg">
          {t.cta.contactButton.label}
        </PageButton>
      </CtaBand>
    </>
  );
}
