import { Link } from "../components/ui/link";
import type { Route } from "./+types/loss-calculator";
import { PageHero } from "../components/page/content-page";
import { ButtonAnchor } from "../components/ui/button";
import { pathOf } from "../content/route-table";
import { LossPageCalculator } from "../features/loss-calculator/loss-page-calculator";
import { lossPageText } from "../features/loss-calculator/loss-page-text";
import { fixedPageData } from "../lib/page-data.server";
import { buildMeta } from "../lib/seo";

/** /verlustrechner (German only): the solar loss calculator, its assumptions and a link to the guide. */
export function loader({ request }: Route.LoaderArgs) {
  // The page texts travel in the loader data, so they stay out of the client bundle.
  return { ...fixedPageData(new URL(request.url).pathname), t: lossPageText };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.seo) : []);

export default function LossCalculatorPage({ loaderData }: Route.ComponentProps) {
  const { t } = loaderData;
  return (
    <>
      <PageHero
        copy={loaderData.copy}
        actions={
          <ButtonAnchor href="#rechner" size="lg">
            {t.heroButton}
          </ButtonAnchor>
        }
      />

      <section id="rechner" aria-labelledby="rechner-title" className="bg-surface py-16">
        <div className="container-page">
          <h2 id="rechner-title" className="text-2xl font-bold text-brand-950 sm:text-3xl">
            {t.calculatorTitle}
          </h2>
          <p className="mt-2 max-w-3xl text-muted">{t.calculatorIntro}</p>
          <div className="mt-8">
            <LossPageCalculator text={t} />
          </div>
        </div>
      </section>

      <section aria-labelledby="annahmen-title" className="container-page py-16">
        <h2 id="annahmen-title" className="text-2xl font-bold text-brand-950 sm:text-3xl">
          {t.assumptionsTitle}
        </h2>
        <p className="mt-4 max-w-3xl leading-relaxed text-muted">{t.assumptionsIntro}</p>
        <ul className="mt-6 max-w-3xl space-y-3">
          {t.assumptions.map((item) => (
            <li key={item} className="flex gap-3 leading-relaxed text-ink">
              <span aria-hidden="true" className="mt-0.5 font-bold text-leaf-700">
                ✓
              </span>
              {item}
            </li>
          ))}
        </ul>
        <p className="mt-8 max-w-3xl leading-relaxed text-muted">
          {t.guideText}{" "}
          <Link
            to={pathOf("blog:loss-calculator-guide", "de")}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {t.guideLink}
          </Link>
          .
        </p>
      </section>
    </>
  );
}
