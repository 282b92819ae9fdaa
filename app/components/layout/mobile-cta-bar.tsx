import { Link } from "../ui/link";
import { telHref } from "#app/lib/company";
import { quoteHref } from "#app/lib/navigation";
import { useLang, useUi } from "#app/lib/ui";
import { usePublicConfig } from "#app/lib/use-config";
import { PhoneIcon, WhatsAppIcon } from "./icons";
import { WhatsAppLink } from "./whatsapp-link";

/** Quote, call and WhatsApp always in reach on phones (DESIGN "Voice and look"). */
export function MobileCtaBar() {
  const lang = useLang();
  const ui = useUi();
  const { company } = usePublicConfig();
  const item = "flex flex-1 flex-col items-center justify-center gap-0.5 px-1 py-2 text-center text-xs font-semibold";
  return (
    <nav
      aria-label={ui.common.contactUs}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white md:hidden"
    >
      <div className="flex">
        <Link to={quoteHref(lang)} className={`${item} bg-sun-400 text-ink`}>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <rect x="5" y="3" width="14" height="18" rx="2" />
            <path d="M8 7h8M8 11h2M12 11h2M16 11h0M8 15h2M12 15h2M8 18h8" />
          </svg>
          {ui.footer.quoteButton}
        </Link>
        <a href={telHref(company.phone)} className={`${item} text-brand-800`}>
          <PhoneIcon className="h-5 w-5" />
          {ui.nav.callUs}
        </a>
        <WhatsAppLink source="mobile-bar" className={`${item} text-[#0b6b3a]`}>
          <WhatsAppIcon className="h-5 w-5" />
          {ui.whatsapp.label}
        </WhatsAppLink>
      </div>
    </nav>
  );
}
