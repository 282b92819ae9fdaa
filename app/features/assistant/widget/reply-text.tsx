import { Link } from "#app/components/ui/link";
import { replyParts } from "./reply-parts";

const linkButton =
  "mx-0.5 my-1 inline-flex min-h-9 items-center gap-1 rounded-full border border-brand-700 bg-white px-3 py-1 text-sm font-semibold text-brand-800 no-underline hover:bg-brand-50";

/**
 * An assistant reply as React text and elements (never as HTML): phone numbers as tap-to-call links,
 * "[label](url)" as buttons. Site pages open in place; other sites in a new tab.
 */
export function ReplyText({
  text,
  siteOrigins,
  newTabLabel,
  onSiteLink,
}: {
  text: string;
  siteOrigins: readonly string[];
  newTabLabel: string;
  /** Told when the visitor follows a link to a page of this site. */
  onSiteLink: () => void;
}) {
  return replyParts(text, siteOrigins).map((part, index) => {
    switch (part.type) {
      case "text":
        return <span key={index}>{part.text}</span>;
      case "phone":
        return (
          <a
            key={index}
            href={part.href}
            className="whitespace-nowrap font-semibold text-brand-800 underline underline-offset-2"
          >
            {part.text}
          </a>
        );
      case "site":
        return (
          <Link key={index} to={part.to} className={linkButton} onClick={onSiteLink}>
            {part.text}
          </Link>
        );
      case "contact":
        return (
          <a key={index} href={part.href} className={linkButton}>
            {part.text}
          </a>
        );
      case "external":
        return (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" className={linkButton}>
            {part.text}
            <span className="sr-only"> {newTabLabel}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 16 16"
              className="h-3.5 w-3.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            >
              <path d="M6 3H3v10h10v-3M9 3h4v4M13 3 7 9" />
            </svg>
          </a>
        );
    }
  });
}
