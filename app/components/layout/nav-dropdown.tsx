import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { NavLink as RouterNavLink } from "../ui/link";
import { cn } from "#app/lib/cn";
import type { NavLink } from "#app/lib/navigation";
import { navHrefLang, NavLinkText } from "./nav-link-text";

/** Spec 9: navigation menu hover delay 200 ms, skip 300 ms, close 150 ms. */
export const NAV_OPEN_DELAY = 200;
export const NAV_SKIP_DELAY = 300;
export const NAV_CLOSE_DELAY = 150;

// When one dropdown closed less than NAV_SKIP_DELAY ago, the next opens at once.
let lastClosedAt = 0;

export function NavDropdown({ label, links }: { label: string; links: NavLink[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  function setOpenState(next: boolean) {
    clearTimeout(timer.current);
    if (!next && open) lastClosedAt = Date.now();
    setOpen(next);
  }

  function onPointerEnter(event: React.PointerEvent) {
    if (event.pointerType !== "mouse") return;
    clearTimeout(timer.current);
    const delay = Date.now() - lastClosedAt < NAV_SKIP_DELAY ? 0 : NAV_OPEN_DELAY;
    timer.current = setTimeout(() => setOpen(true), delay);
  }

  function onPointerLeave(event: React.PointerEvent) {
    if (event.pointerType !== "mouse") return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpenState(false), NAV_CLOSE_DELAY);
  }

  function focusItem(index: number) {
    const items = root.current?.querySelectorAll<HTMLAnchorElement>("[data-nav-item]");
    if (!items?.length) return;
    items[(index + items.length) % items.length]?.focus();
  }

  function onTriggerKey(event: KeyboardEvent) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpenState(true);
      requestAnimationFrame(() => focusItem(0));
    }
  }

  function onMenuKey(event: KeyboardEvent) {
    const items = [...(root.current?.querySelectorAll<HTMLAnchorElement>("[data-nav-item]") ?? [])];
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "Escape") {
      setOpenState(false);
      trigger.current?.focus();
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      focusItem(index + 1);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      focusItem(index - 1);
    }
  }

  useEffect(() => {
    if (!open) return;
    function onDocument(event: Event) {
      if (!root.current?.contains(event.target as Node)) setOpenState(false);
    }
    document.addEventListener("pointerdown", onDocument);
    document.addEventListener("focusin", onDocument);
    return () => {
      document.removeEventListener("pointerdown", onDocument);
      document.removeEventListener("focusin", onDocument);
    };
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div
      ref={root}
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onMenuKey}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpenState(!open)}
        onKeyDown={onTriggerKey}
        className="inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-full px-3 text-[0.95rem] font-medium text-ink hover:bg-brand-50"
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={cn("h-4 w-4 transition-transform", open && "rotate-180")}
        >
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <ul
        id={id}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-2 w-72 rounded-2xl border border-line bg-white p-2 shadow-[var(--shadow-card)]"
      >
        {/* Items only while open: the footer has the same links, and closed menus need no hydration. */}
        {open &&
          links.map((link) => (
            <li key={link.key}>
              <RouterNavLink
                to={link.href}
                hrefLang={navHrefLang(link)}
                data-nav-item=""
                onClick={() => setOpenState(false)}
                className={({ isActive }) =>
                  cn(
                    "block rounded-xl px-3 py-2.5 text-[0.95rem] hover:bg-brand-50",
                    isActive ? "font-semibold text-brand-800" : "text-ink",
                  )
                }
              >
                <NavLinkText link={link} />
              </RouterNavLink>
            </li>
          ))}
      </ul>
    </div>
  );
}
