import type { ReactNode } from "react";
import type { PageCopy } from "../../content/copy/types";
import { useUi } from "../../lib/ui";
import { FaqList, PageHero } from "./content-page";

/**
 * The French, Italian and English versions of the pages that have full German sections
 * (solar cleaning, green roof, about): hero and FAQ from the page copy, as the generic
 * page module renders them. `children` (e.g. the quote calculator) go between hero and FAQ.
 */
export function BasicPage({
  copy,
  illustration,
  children,
}: {
  copy: PageCopy;
  illustration: "solar" | "green" | "roof";
  children?: ReactNode;
}) {
  const ui = useUi();
  return (
    <>
      <PageHero copy={copy} illustration={illustration} />
      {children}
      {copy.faq && <FaqList items={copy.faq} title={ui.common.faqTitle} />}
    </>
  );
}
