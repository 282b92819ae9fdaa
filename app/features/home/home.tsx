import type { ReactNode } from "react";
import { Link } from "../../components/ui/link";
import { PageHero } from "../../components/page/content-page";
import { ButtonAnchor, ButtonLink } from "../../components/ui/button";
import { cityPath, mainRegions } from "../../content/cities";
import type { HomePageCopy } from "../../content/home-page";
import type { PageCopy } from "../../content/copy/types";
import { pathOf } from "../../content/route-table";
import { fill } from "../../lib/ui";
import { BeforeAfterGallery } from "../gallery/before-after-gallery";
import { HomeLossWidget } from "../loss-calculator/home-loss-widget";
import { ReviewList } from "../reviews/review-list";
import { ExplainerVideo } from "../video/explainer-video";

const quotePath = pathOf("prices", "de");
const LOSS_ID = "verlustrechner";

const card = "rounded-2xl border border-line bg-white p-6 shadow-[var(--shadow-card)]";
const h2 = "text-2xl font-bold text-brand-950 sm:text-3xl";

function Section({
  id,
  title,
  intro,
  tinted,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={tinted ? "bg-surface py-16" : "py-16"}>
      <div className="container-page">
        <h2 id={`${id}-title`} className={h2}>
          {title}
        </h2>
        {intro && <p className="mt-3 max-w-3xl text-lg leading-relaxed text-muted">{intro}</p>}
        {children}
      </div>
    </section>
  );
}

function CheckList({ items, tone = "brand" }: { items: readonly string[]; tone?: "brand" | "leaf" }) {
  return (
    <ul className="mt-5 space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-brand-900">
          <span aria-hidden="true" className={tone === "leaf" ? "font-bold text-leaf-700" : "font-bold text-brand-700"}>
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}

/** German home (spec 2 "Home (German)"): every section in the order of the spec. */
export function GermanHome({
  copy,
  home,
  videoId,
}: {
  copy: PageCopy;
  home: HomePageCopy;
  /** YouTube id from configuration; null hides the video section. */
  videoId: string | null;
}) {
  return (
    <>
      <PageHero
        copy={copy}
        actions={
          <>
            <ButtonLink to={quotePath} size="lg">
              {home.hero.quoteButton}
            </ButtonLink>
            <ButtonAnchor href={`#${LOSS_ID}`} variant="outline" size="lg">
              {home.hero.lossButton}
            </ButtonAnchor>
          </>
        }
      />

      {videoId && (
        <Section id={home.video.id} title={home.video.title}>
          <div className="mt-8 grid items-center gap-8 lg:grid-cols-[1.4fr_0.6fr]">
            <ExplainerVideo copy={home.video} videoId={videoId} />
            <div>
              <p className="text-lg leading-relaxed text-muted">{home.video.text}</p>
              <p className="mt-4 text-sm text-muted">{home.video.privacyNote}</p>
            </div>
          </div>
        </Section>
      )}

      <Section id="kundengruppe" title={home.audience.title} intro={home.audience.intro} tinted>
        <ul className="mt-8 grid gap-5 md:grid-cols-2">
          {home.audience.options.map((option) => (
            <li key={option.key} className={`${card} flex flex-col`}>
              <h3 className="text-xl font-semibold text-brand-900">{option.title}</h3>
              <p className="mt-2 flex-1 text-muted">{option.text}</p>
              <ButtonLink to={option.to} variant="secondary" className="mt-5 self-start">
                {option.link}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="solarreinigung" title={home.solar.title}>
        <div className="mt-6 grid gap-10 lg:grid-cols-2">
          <div>
            <p className="text-lg leading-relaxed text-muted">{home.solar.text}</p>
            <CheckList items={home.solar.points} />
            <ButtonLink to={home.solar.to} variant="outline" className="mt-6">
              {home.solar.link}
            </ButtonLink>
          </div>
          <dl className="grid content-start gap-4 sm:grid-cols-3 lg:grid-cols-1">
            {home.solar.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col rounded-2xl bg-brand-50 p-6">
                <dt className="order-2 text-muted">{stat.label}</dt>
                <dd className="order-1 text-3xl font-bold text-brand-900">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>

      <Section id="vorher-nachher" title={home.gallery.title} intro={home.gallery.intro} tinted>
        <div className="mt-8">
          <BeforeAfterGallery copy={home.gallery} />
        </div>
      </Section>

      <Section id={LOSS_ID} title={home.loss.title} intro={home.loss.intro}>
        <div className="mt-8">
          <HomeLossWidget copy={home.loss} quoteHref={quotePath} />
        </div>
      </Section>

      <section aria-label={`${home.greenRoof.title}, ${home.roofCleaning.title}`} className="bg-surface py-16">
        <div className="container-page grid gap-6 md:grid-cols-2">
          {[
            { id: "gruendach", tone: "leaf" as const, data: home.greenRoof },
            { id: "dach", tone: "brand" as const, data: home.roofCleaning },
          ].map(({ id, tone, data }) => (
            <article
              key={id}
              aria-labelledby={`${id}-title`}
              className={`${card} flex flex-col border-t-4 ${tone === "leaf" ? "border-t-leaf-600" : "border-t-brand-700"}`}
            >
              <h2 id={`${id}-title`} className={h2}>
                {data.title}
              </h2>
              <p className="mt-3 leading-relaxed text-muted">{data.text}</p>
              <CheckList items={data.points} tone={tone} />
              <ButtonLink to={data.to} variant="outline" className="mt-6 self-start">
                {data.link}
              </ButtonLink>
            </article>
          ))}
        </div>
      </section>

      <Section id="vorteile" title={home.benefits.title}>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="benefits">
          {home.benefits.items.map((benefit) => (
            <li key={benefit.title} className={card}>
              <h3 className="font-semibold text-brand-900">{benefit.title}</h3>
              <p className="mt-2 text-muted">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="regionen" title={home.regions.title} intro={home.regions.intro} tinted>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="region-counts">
          {mainRegions.map((region) => (
            <li key={region.slug}>
              <Link
                to={cityPath(region.slug)}
                className="flex items-center justify-between gap-4 rounded-2xl border border-line bg-white p-5 shadow-[var(--shadow-card)] transition-colors hover:border-brand-500"
              >
                <span className="text-lg font-semibold text-brand-900">{region.name}</span>
                <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800">
                  {fill(home.regions.projects, { count: region.projects })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="bewertungen" title={home.reviews.title}>
        <ReviewList copy={home.reviews} />
      </Section>
    </>
  );
}
