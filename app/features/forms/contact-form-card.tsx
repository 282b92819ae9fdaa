import { contactCardClass, ResponseBadge } from "#app/components/page/contact-parts";
import type { ContactFormCopy } from "#app/content/pages/contact/types";
import { cn } from "#app/lib/cn";
import { GatedContactForm } from "./gated-forms";

/** The contact form in its card, with the response time, a heading and an introduction. */
export function ContactFormCard({ copy, className }: { copy: ContactFormCopy; className?: string }) {
  const titleId = `${copy.id}-title`;
  return (
    <section aria-labelledby={titleId} className={cn(contactCardClass, className)}>
      <ResponseBadge>{copy.response}</ResponseBadge>
      <h2 id={titleId} className="mt-4 text-2xl font-bold text-brand-950 sm:text-3xl">
        {copy.title}
      </h2>
      <p className="mt-2 mb-6 max-w-2xl text-muted">{copy.intro}</p>
      <GatedContactForm id={copy.id} labelledBy={titleId} />
    </section>
  );
}
