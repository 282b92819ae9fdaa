import type { ReactNode } from "react";
import { track } from "#app/lib/analytics";
import { useUi } from "#app/lib/ui";
import { usePublicConfig } from "#app/lib/use-config";
import { whatsappHref } from "#app/lib/whatsapp";

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
