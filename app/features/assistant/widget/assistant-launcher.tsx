import { useEffect, useRef, useState, type ComponentType } from "react";
import { useUi } from "#app/lib/ui";
import type { AssistantPanelProps } from "./assistant-panel";
import { keepOffSubmitButtons } from "./keep-clear";
import { loadAssistantPanel } from "./load-panel";

/**
 * The closed chat widget: a round button in every page's layout, and all of the widget that pages
 * load with them (a few hundred bytes). The panel's code is fetched at the first click
 * (load-panel.js) and from then on runs the widget: opening and closing, focus, analytics
 * (assistant-panel.tsx). It stays mounted while closed, so an answer on its way still arrives and
 * client-side navigation keeps the conversation.
 *
 * Placement: above the phone call-to-action bar; hidden while the cookie banner asks for a choice
 * and without JavaScript (it could do nothing there); above a floating player in the corner (the
 * English home from 1280 px, about 20rem high when playing); off a form's submit button (keep-clear.ts).
 */
export function AssistantLauncher() {
  const ui = useUi();
  const button = useRef<HTMLButtonElement>(null);
  const [Panel, setPanel] = useState<ComponentType<AssistantPanelProps>>();

  useEffect(() => keepOffSubmitButtons(button.current!), []);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={ui.assistant.open}
        // Once the panel is there, it answers this button's clicks itself. Should the code not come
        // (offline, or a new release replaced it), the next click tries again.
        onClick={() => Panel || loadAssistantPanel().then((code) => setPanel(() => code.AssistantPanel), Boolean)}
        className="fixed bottom-20 right-4 z-[35] grid size-14 place-items-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 data-[covering]:invisible md:bottom-6 md:right-6 xl:[body:has([data-floating])_&]:bottom-[21rem] [@media(scripting:none)]:hidden [html[data-consent-ask]_&]:hidden"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12ZM8 12h.01M12 12h.01M16 12h.01" />
        </svg>
      </button>
      {Panel && <Panel launcher={button} />}
    </>
  );
}
