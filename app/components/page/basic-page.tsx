import type { PageCopy } from "../../content/copy/types";
import { useUi } from "../../lib/ui";
import { FaqList, PageHero } from "./content-page";

/**
 * The French, Italian and English versions of the pages that have full German sections
 * (solar cleaning, green roof, about): hero and FAQ from the page copy, as the generic
 * page module renders them.
 */
export function BasicPage({ copy, illustration }: { copy: PageCopy; illustration: "solar" | "green" | "roof" }) {
  const ui = useUi();
  return (
    <>
      <PageHero copy={copy} illustration={illustration} />
      {copy.faq && <FaqList items={copy.faq} title={ui.common.faqTitle} />}
    </>
  );
}
