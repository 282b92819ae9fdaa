import type { NavLink } from "#app/lib/navigation";
import { useUi } from "#app/lib/ui";

/**
 * A navigation link's text: its label, and for a page that exists in German only, the marker
 * "(en allemand)" / "(in tedesco)" / "(in German)", so a French, Italian or English reader is
 * not surprised by a German page. `markerHidden` keeps the marker for screen readers only, in
 * lists of city pages whose heading says it once for all.
 */
export function NavLinkText({ link, markerHidden = false }: { link: NavLink; markerHidden?: boolean }) {
  const ui = useUi();
  if (!link.germanOnly) return <>{link.label}</>;
  return (
    <>
      {link.label}{" "}
      <span className={markerHidden ? "sr-only" : "whitespace-nowrap text-[0.85em] opacity-80"}>
        {ui.common.inGerman}
      </span>
    </>
  );
}

/** hrefLang of a navigation link: "de" for a German page reached from another language. */
export function navHrefLang(link: NavLink): "de" | undefined {
  return link.germanOnly ? "de" : undefined;
}
