import { Fragment } from "react";
import { Link } from "../ui/link";
import type { Block } from "#app/content/rich-text";
import { parseInlineLinks } from "#app/lib/inline-links";
import { resolveHref } from "#app/lib/page-links";
import { useLang, useUi } from "#app/lib/ui";

/**
 * Text with "[label](page:prices#calculator)" or "[label](/path)" links; everything else is
 * plain (React escapes it). Page references resolve to the page's language; a German-only
 * target gets the "(in German)" marker on other languages.
 */
export function InlineText({ text }: { text: string }) {
  const lang = useLang();
  const ui = useUi();
  return (
    <>
      {parseInlineLinks(text).map((part, i) => {
        if (part.type !== "link") return <Fragment key={i}>{part.text}</Fragment>;
        const { href, germanOnly } = resolveHref(part.href, lang);
        if (!href.startsWith("/")) return <Fragment key={i}>{part.text}</Fragment>;
        return (
          <Link
            key={i}
            to={href}
            hrefLang={germanOnly ? "de" : undefined}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {part.text}
            {germanOnly && <> {ui.common.inGerman}</>}
          </Link>
        );
      })}
    </>
  );
}

/** Long-form content: headings, paragraphs, lists, callouts and tables with consistent rhythm. */
export function RichText({ blocks, fill }: { blocks: Block[]; fill?: (text: string) => string }) {
  const f = fill ?? ((t: string) => t);
  return (
    <div className="text-[1.05rem] leading-relaxed text-ink">
      {blocks.map((block, i) => {
        switch (block.type) {
          case "h2":
            return (
              <h2 key={i} className="mt-12 text-2xl font-bold text-brand-950 first:mt-0">
                {f(block.text)}
              </h2>
            );
          case "h3":
            return (
              <h3 key={i} className="mt-8 text-xl font-semibold text-brand-900">
                {f(block.text)}
              </h3>
            );
          case "p":
            return (
              <p key={i} className="mt-4">
                <InlineText text={f(block.text)} />
              </p>
            );
          case "ul":
          case "ol": {
            const List = block.type;
            return (
              <List
                key={i}
                className={`mt-4 space-y-2 pl-6 ${block.type === "ul" ? "list-disc" : "list-decimal"} marker:text-brand-600`}
              >
                {block.items.map((item, j) => (
                  <li key={j}>
                    <InlineText text={f(item)} />
                  </li>
                ))}
              </List>
            );
          }
          case "callout":
            return (
              <aside key={i} className="mt-6 rounded-2xl border-l-4 border-sun-500 bg-sun-100/60 p-5">
                <p className="font-semibold text-brand-950">{f(block.title)}</p>
                <p className="mt-1">
                  <InlineText text={f(block.text)} />
                </p>
              </aside>
            );
          case "table":
            return (
              // Focusable and labelled so keyboard users can scroll a wide table on small screens.
              <div
                key={i}
                role="region"
                aria-label={f(block.caption)}
                tabIndex={0}
                className="mt-6 overflow-x-auto rounded-2xl border border-line"
              >
                <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
                  <caption className="px-4 pt-4 text-left font-semibold text-brand-950">{f(block.caption)}</caption>
                  <thead>
                    <tr className="border-b border-line">
                      {block.head.map((cell) => (
                        <th key={cell} scope="col" className="px-4 py-3 font-semibold text-brand-900">
                          {cell}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, r) => (
                      <tr key={r} className="border-b border-line last:border-0">
                        {row.map((cell, c) => (
                          <td key={c} className="px-4 py-3 tabular-nums">
                            {cell}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
        }
      })}
    </div>
  );
}
