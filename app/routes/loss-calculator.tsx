import type { Route } from "./+types/loss-calculator";
import { PageHero } from "../components/page/content-page";
import { ButtonAnchor } from "../components/ui/button";
import { PageLink } from "../components/ui/page-link";
import { lossCalculatorContent } from "../content/pages/loss-calculator";
import { LossPageCalculator } from "../features/loss-calculator/loss-page-calculator";
import { contentPageData } from "../lib/page-data.server";
import { buildMeta } from "../lib/seo";

/**
 * /verlustrechner (German only): the solar loss calculator, its assumptions and a link to the guide.
 * The texts travel in the loader data, so they stay out of the client bundle.
 */
export function loader({ request }: Route.LoaderArgs) {
  return contentPageData(new URL(request.url).pathname, lossCalculatorContent);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.seo) : []);

export default function LossCalculatorPage({ loaderData }: Route.ComponentProps) {
  const { content: t } = loaderData;
  return (
    <>
      <PageHero
        copy={t.hero}
        actions={
          <ButtonAnchor href="#rechner" size="lg">
            {t.hero.button}
          </ButtonAnchor>
        }
      />

      <section id="rechner" aria-labelledby="rechner-title" className="bg-surface py-16">
        <div className="container-page">
          <h2 id="rechner-title" className="text-2xl font-bold text-brand-950 sm:text-3xl">
            {t.calculator.title}
          </h2>
          <p className="mt-2 max-w-3xl text-muted">{t.calculator.intro}</p>
          <div className="mt-8">
            <LossPageCalculator text={t.widget} />
          </div>
        </div>
      </section>

      <section aria-labelledby="annahmen-title" className="container-page py-16">
        <h2 id="annahmen-title" className="text-2xl font-bold text-brand-950 sm:text-3xl">
          {t.assumptions.title}
        </h2>
        <p className="mt-4 max-w-3xl leading-relaxed text-muted">{t.assumptions.intro}</p>
        <ul className="mt-6 max-w-3xl space-y-3">
          {t.assumptions.items.map((item) => (
            <li key={item} className="flex gap-3 leading-relaxed text-ink">
              <span aria-hidden="true" className="mt-0.5 font-bold text-leaf-700">
                ✓
              </span>
              {item}
            </li>
          ))}
        </ul>
        <p className="mt-8 max-w-3xl leading-relaxed text-muted">
          {t.guide.text}{" "}
          <PageLink
            to={t.guide.link.to}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {t.guide.link.label}
          </PageLink>
          .
        </p>
      </section>
    </>
  );
}
