import { useState, type ReactNode } from "react";
import { PageHero } from "#app/components/page/content-page";
import { ButtonAnchor } from "#app/components/ui/button";
import { Link } from "#app/components/ui/link";
import { PageButton } from "#app/components/ui/page-link";
import type { HomeContent, RegionsCopy, VideoCopy } from "#app/content/pages/home/types";
import { cn } from "#app/lib/cn";
import { resolvePageRef } from "#app/lib/page-links";
import { fill, useLang, useUi } from "#app/lib/ui";
import { ExplainerVideo } from "../video/explainer-video";

import { createLoadGate } from "#app/components/ui/load-gate";
import { loadHomeWidgets } from "./load-home-widgets";

/** Gallery, loss calculator and reviews share one chunk, loaded when the visitor comes near one of them. */
const widgets = createLoadGate("home-widgets");
const BeforeAfterGallery = widgets.lazy(async () => (await loadHomeWidgets()).BeforeAfterGallery);
const HomeLossWidget = widgets.lazy(async () => (await loadHomeWidgets()).HomeLossWidget);
const ReviewList = widgets.lazy(async () => (await loadHomeWidgets()).ReviewList);

/** Shown only after a client-side navigation, for the moment the widgets' chunk loads. */
function Pending({ minHeight }: { minHeight: string }) {
  return <div className={minHeight} />;
}

/** Section anchors, the same in every language (the hero's loss button and e2e tests use them). */
const LOSS_ID = "verlustrechner";
const VIDEO_ID = "erklaervideo";

const card = "rounded-2xl border border-line bg-white p-6 shadow-[var(--shadow-card)]";
const h2 = "text-2xl font-bold text-brand-950 sm:text-3xl";
/** Buttons inside cards wrap their label: French and Italian labels with a German-page marker are long. */
const wrap = "max-w-full py-2 text-center leading-snug whitespace-normal!";

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

/**
 * The explainer video section. Where the content asks for it (English home, spec 2 "floating
 * explainer video (desktop only)"), the player floats in the bottom-right corner from 1280 px
 * up, clear of the centred cookie banner; narrower screens show it inline in the section, like
 * every other language. It is in the HTML from the start and fixed-positioned, so it moves no
 * content (CLS 0), and it keeps its place in the reading and tab order. "Put back" docks it in
 * its section.
 */
function VideoSection({ copy, videoId }: { copy: VideoCopy; videoId: string }) {
  const [docked, setDocked] = useState(false);
  const [playing, setPlaying] = useState(false);
  const floating = copy.floating && !docked ? copy.floating : null;
  return (
    <Section id={VIDEO_ID} title={copy.title}>
      <div className={cn("mt-8 grid items-center gap-8", !floating && "lg:grid-cols-[1.4fr_0.6fr]")}>
        <div
          role={floating ? "region" : undefined}
          aria-label={floating?.label}
          className={cn(
            floating &&
              "xl:fixed xl:bottom-4 xl:right-4 xl:z-40 xl:rounded-2xl xl:border xl:border-line xl:bg-white xl:p-2 xl:shadow-2xl",
            floating && (playing ? "xl:w-[28rem]" : "xl:w-60"),
          )}
          data-testid="video-player"
          data-floating={floating ? "" : undefined}
        >
          {floating && (
            <div className="hidden items-center justify-between gap-2 pb-2 pl-1 xl:flex">
              <p className="text-sm font-semibold text-brand-900">{floating.label}</p>
              <button
                type="button"
                onClick={() => setDocked(true)}
                aria-label={floating.dockLabel}
                className="flex h-8 w-8 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50"
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
          )}
          <ExplainerVideo copy={copy} videoId={videoId} onPlay={() => setPlaying(true)} />
        </div>
        <div>
          <p className="text-lg leading-relaxed text-muted">{copy.text}</p>
          <p className="mt-4 text-sm text-muted">{copy.privacyNote}</p>
        </div>
      </div>
    </Section>
  );
}

/**
 * Project counts of the six regional teams, each linking to its city page; a city page that
 * exists in German only says so next to the name. French and Italian homes list their own
 * service areas first.
 */
function Regions({ copy }: { copy: RegionsCopy }) {
  const lang = useLang();
  const ui = useUi();
  return (
    <Section id="regionen" title={copy.title} intro={copy.intro} tinted>
      {copy.areas && (
        <div className="mt-8" data-testid="service-areas">
          <h3 className="text-xl font-semibold text-brand-900">{copy.areas.title}</h3>
          <p className="mt-2 max-w-3xl text-muted">{copy.areas.intro}</p>
          <ul className="mt-5 grid gap-4 md:grid-cols-3">
            {copy.areas.items.map((area) => (
              <li key={area.name} className={card}>
                <p className="text-lg font-semibold text-brand-900">{area.name}</p>
                <p className="mt-2 text-muted">{area.towns.join(", ")}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
      {copy.teamsTitle && <h3 className="mt-10 text-xl font-semibold text-brand-900">{copy.teamsTitle}</h3>}
      <ul
        className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-3", copy.teamsTitle ? "mt-5" : "mt-8")}
        data-testid="region-counts"
      >
        {copy.teams.map((team) => {
          const { href, germanOnly } = resolvePageRef({ page: team.page }, lang);
          return (
            <li key={team.page}>
              <Link
                to={href}
                hrefLang={germanOnly ? "de" : undefined}
                className="flex items-center justify-between gap-4 rounded-2xl border border-line bg-white p-5 shadow-[var(--shadow-card)] transition-colors hover:border-brand-500"
              >
                <span>
                  <span className="block text-lg font-semibold text-brand-900">{team.name}</span>
                  {germanOnly && <span className="block text-sm text-muted">{ui.common.inGerman}</span>}
                </span>
                <span className="shrink-0 rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800">
                  {fill(copy.projects, { count: team.projects })}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** The home page (spec 2) in the page's language: every section in the order of the spec. */
export function Home({
  content,
  videoId,
}: {
  content: HomeContent;
  /** YouTube id from configuration; null hides the video section. */
  videoId: string | null;
}) {
  const c = content;
  return (
    <>
      <PageHero
        copy={c.hero}
        actions={
          <>
            <PageButton to={c.heroActions.quoteButton.to} size="lg">
              {c.heroActions.quoteButton.label}
            </PageButton>
            <ButtonAnchor href={`#${LOSS_ID}`} variant="outline" size="lg">
              {c.heroActions.lossButton}
            </ButtonAnchor>
          </>
        }
      />

      {c.reasons && (
        <Section id="reasons" title={c.reasons.title} intro={c.reasons.intro}>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {c.reasons.items.map((reason) => (
              <li key={reason.title} className={card}>
                <span
                  aria-hidden="true"
                  className="mb-4 flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-lg font-bold text-brand-700"
                >
                  {reason.mark}
                </span>
                <h3 className="text-lg font-semibold text-brand-900">{reason.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{reason.text}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {videoId && <VideoSection copy={c.video} videoId={videoId} />}

      {c.services && (
        <Section id="services" title={c.services.title} tinted>
          <ul className="mt-8 grid gap-5 md:grid-cols-2">
            {c.services.items.map((service) => (
              <li key={service.title} className={`${card} flex flex-col`}>
                <h3 className="text-xl font-semibold text-brand-900">{service.title}</h3>
                <p className="mt-2 flex-1 leading-relaxed text-muted">{service.text}</p>
                <PageButton to={service.link.to} variant="secondary" className={`mt-5 self-start ${wrap}`}>
                  {service.link.label}
                </PageButton>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section id="kundengruppe" title={c.audience.title} intro={c.audience.intro} tinted={!c.services}>
        <ul className="mt-8 grid gap-5 md:grid-cols-2">
          {c.audience.options.map((option) => (
            <li key={option.key} className={`${card} flex flex-col`}>
              <h3 className="text-xl font-semibold text-brand-900">{option.title}</h3>
              <p className="mt-2 flex-1 text-muted">{option.text}</p>
              <PageButton to={option.link.to} variant="secondary" className={`mt-5 self-start ${wrap}`}>
                {option.link.label}
              </PageButton>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="solarreinigung" title={c.solar.title} tinted={!!c.services}>
        <div className="mt-6 grid gap-10 lg:grid-cols-2">
          <div>
            <p className="text-lg leading-relaxed text-muted">{c.solar.text}</p>
            <CheckList items={c.solar.points} />
            <PageButton to={c.solar.link.to} variant="outline" className={`mt-6 ${wrap}`}>
              {c.solar.link.label}
            </PageButton>
          </div>
          <dl className="grid content-start gap-4 sm:grid-cols-3 lg:grid-cols-1">
            {c.solar.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col rounded-2xl bg-brand-50 p-6">
                <dt className="order-2 text-muted">{stat.label}</dt>
                <dd className="order-1 text-3xl font-bold text-brand-900">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>

      <Section id="vorher-nachher" title={c.gallery.title} intro={c.gallery.intro} tinted={!c.services}>
        <div className="mt-8">
          <widgets.Area fallback={<Pending minHeight="min-h-[28rem]" />}>
            <BeforeAfterGallery copy={c.gallery} />
          </widgets.Area>
        </div>
      </Section>

      <Section id={LOSS_ID} title={c.loss.title} intro={c.loss.intro} tinted={!!c.services}>
        <div className="mt-8">
          <widgets.Area fallback={<Pending minHeight="min-h-[36rem]" />}>
            <HomeLossWidget copy={c.loss} />
          </widgets.Area>
        </div>
      </Section>

      <section aria-label={`${c.greenRoof.title}, ${c.roofCleaning.title}`} className="bg-surface py-16">
        <div className="container-page grid gap-6 md:grid-cols-2">
          {[
            { id: "gruendach", tone: "leaf" as const, data: c.greenRoof },
            { id: "dach", tone: "brand" as const, data: c.roofCleaning },
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
              <PageButton to={data.link.to} variant="outline" className={`mt-6 self-start ${wrap}`}>
                {data.link.label}
              </PageButton>
            </article>
          ))}
        </div>
      </section>

      <Section id="vorteile" title={c.benefits.title}>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="benefits">
          {c.benefits.items.map((benefit) => (
            <li key={benefit.title} className={card}>
              <h3 className="font-semibold text-brand-900">{benefit.title}</h3>
              <p className="mt-2 text-muted">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Regions copy={c.regions} />

      <Section id="bewertungen" title={c.reviews.title}>
        <widgets.Area fallback={<Pending minHeight="min-h-[24rem]" />}>
          <ReviewList copy={c.reviews} />
        </widgets.Area>
      </Section>

      {c.closing && (
        <section aria-labelledby="closing-title" id="closing" className="container-page py-8">
          <div className="rounded-3xl bg-brand-900 p-8 text-white md:p-12">
            <h2 id="closing-title" className="text-2xl font-bold sm:text-3xl">
              {c.closing.title}
            </h2>
            <p className="mt-2 max-w-2xl text-brand-100">{c.closing.text}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <PageButton to={c.closing.primary.to} size="lg">
                {c.closing.primary.label}
              </PageButton>
              <PageButton to={c.closing.secondary.to} variant="inverse" size="lg">
                {c.closing.secondary.label}
              </PageButton>
            </div>
          </div>
        </section>
      )}
    </>
  );
}
