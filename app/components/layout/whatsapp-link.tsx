import type { ReactNode } from "react";
import { track } from "../../lib/analytics";
import { useUi } from "../../lib/ui";
import { usePublicConfig } from "../../lib/use-config";
import { whatsappHref } from "../../lib/whatsapp";

/** Opens WhatsApp in a new tab with the localized greeting; reports whatsapp_open with its source. */
export function WhatsAppLink({
  source,
  className,
  children,
}: {
  source: string;
  className?: string;
  children: ReactNode;
}) {
  const ui = useUi();
  const { company } = usePublicConfig();
  return (
    <a
      href={whatsappHref(company.whatsapp, ui.whatsapp.greeting)}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={() => track("whatsapp_open", { source })}
    >
      {children}
    </a>
  );
}
