import { lazy, Suspense, useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import type { QuoteCalculatorCopy } from "#app/content/quote-calculator";

/**
 * The quote calculator with its code (about 7 KB gzipped) loaded at the visitor's
 * first interaction with it, not with the page: the quote pages' initial JavaScript
 * stays within the budget (docs/budgets.md).
 *
 * The prerendered HTML holds the whole calculator, and until its code is there it
 * is the plain form that also works without JavaScript: fields take input, the
 * button posts to /api/offer. React keeps that HTML as it is (a dehydrated
 * Suspense boundary: nothing moves, no layout shift) and hydrates it once the code
 * has loaded; the calculator then takes over whatever was typed meanwhile.
 *
 * The code starts loading when a pointer comes over the calculator, it is touched,
 * or a field receives the focus or a key. Rendered by a client-side navigation,
 * there is no such HTML to use, so the code loads at once.
 */

const INTERACTIONS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

let openGate: () => void = () => undefined;
const gate = new Promise<void>((resolve) => {
  openGate = resolve;
});

/** Starts loading the calculator's code (once; later calls do nothing). */
export function loadQuoteCalculator(): void {
  openGate();
}

/** True in the browser while the page's own HTML still holds the calculator (the first load). */
function calculatorInPageHtml(): boolean {
  return typeof document !== "undefined" && document.querySelector("[data-quote-calculator] > *") !== null;
}

const QuoteCalculator = lazy(async () => {
  // On the server, and in the browser after a client-side navigation, there is nothing to wait for.
  if (!calculatorInPageHtml()) openGate();
  await gate;
  return { default: (await import("./quote-calculator")).QuoteCalculator };
});

export function LazyQuoteCalculator({ copy, labelledBy }: { copy: QuoteCalculatorCopy; labelledBy: string }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const navigation = useNavigation();

  useEffect(() => {
    // On the window, in the capture phase: React stops the events that reach a part of the page it has
    // not hydrated yet at the document, before any listener of the page's elements would hear them.
    const onInteraction = (event: Event) => {
      if (event.target instanceof Node && wrapper.current?.contains(event.target)) loadQuoteCalculator();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { capture: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, { capture: true });
    };
  }, []);

  // A new quote with an earlier offer's inputs (the offer page's link: ?plz=…&roofType=…): the visitor
  // came to calculate, so the calculator comes at once and fills its fields from the link.
  useEffect(() => {
    if (window.location.search.includes("plz=")) loadQuoteCalculator();
  }, []);

  // A navigation replaces the page's HTML, so the calculator's code must come to render it.
  useEffect(() => {
    if (navigation.state !== "idle") loadQuoteCalculator();
  }, [navigation.state]);

  return (
    // display: contents, so the wrapper adds nothing to the layout.
    <div ref={wrapper} data-quote-calculator="" className="contents">
      {/* The fallback shows only after a client-side navigation, for the moment the chunk loads. */}
      <Suspense fallback={<div className="mt-8 min-h-[40rem]" />}>
        <QuoteCalculator copy={copy} labelledBy={labelledBy} />
      </Suspense>
    </div>
  );
}
