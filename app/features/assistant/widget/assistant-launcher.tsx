import { useEffect, useRef, useState, type ComponentType } from "react";
import { useLocation, useNavigate } from "react-router";
import { track } from "../../../lib/analytics";
import { navLink } from "../../../lib/navigation";
import { useLang, useUi } from "../../../lib/ui";
import type { AssistantPanelProps } from "./assistant-panel";
import { keepClearOfObstacles } from "./keep-clear";

/**
 * The closed chat widget: a round button in every page's layout. The panel's code (conversation,
 * rendering, sending) is a dynamic import that loads at the first click, so no page's initial
 * JavaScript carries it (docs/budgets.md). Once opened, the panel stays mounted while minimized, so a
 * pending answer still arrives and client-side navigation keeps the conversation on screen.
 *
 * The button sits above the phone call-to-action bar, is hidden while the cookie banner asks for a
 * choice and in browsers without JavaScript (it could do nothing there), and steps aside for a form's
 * submit button or a floating player in its corner (keep-clear.ts).
 */
export function AssistantLauncher() {
  const ui = useUi();
  const lang = useLang();
  const navigate = useNavigate();
  const [Panel, setPanel] = useState<ComponentType<AssistantPanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const focusButton = useRef(false);
  const clear = useRef<ReturnType<typeof keepClearOfObstacles>>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!button.current) return;
    const watcher = keepClearOfObstacles(button.current);
    clear.current = watcher;
    return watcher.stop;
  }, []);

  // A new page brings its own forms and floating elements; and the button is shown again after the panel.
  useEffect(() => clear.current?.recheck(), [pathname, open]);

  // Back to the button when the panel closes (after it is shown again, hence an effect).
  useEffect(() => {
    if (!open && focusButton.current) {
      focusButton.current = false;
      button.current?.focus();
    }
  }, [open]);

  async function openPanel() {
    if (loading) return;
    if (!Panel) {
      setLoading(true);
      try {
        const module = await import("./assistant-panel");
        setPanel(() => module.AssistantPanel);
      } catch {
        // The code could not be fetched (offline, or a new release replaced it): a person is the next best help.
        navigate(navLink("contact", "", lang).href);
        return;
      } finally {
        setLoading(false);
      }
    }
    setOpen(true);
    track("assistant_open", { page_language: lang });
  }

  function hidePanel({ returnFocus }: { returnFocus: boolean }) {
    focusButton.current = returnFocus;
    setOpen(false);
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        hidden={open}
        aria-label={ui.assistant.open}
        aria-busy={loading || undefined}
        onClick={openPanel}
        data-assistant-launcher=""
        className="fixed bottom-20 right-4 z-[35] flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition-opacity duration-150 hover:bg-brand-800 focus-visible:outline-offset-4 data-[covering]:pointer-events-none data-[covering]:invisible data-[covering]:opacity-0 md:bottom-6 md:right-6 [@media(scripting:none)]:hidden [html[data-consent-ask]_&]:hidden"
      >
        {loading ? (
          <span
            aria-hidden="true"
            className="h-6 w-6 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
          />
        ) : (
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-7 w-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
            <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" strokeLinecap="round" strokeWidth="2.5" />
          </svg>
        )}
      </button>
      {Panel && <Panel open={open} onHide={hidePanel} />}
    </>
  );
}
