import { useId, useState, type SVGProps } from "react";

type Props = SVGProps<SVGSVGElement> & {
  /** Everything the drawing depends on: while it stays the same, the server's markup is kept. */
  contentKey: string;
};

/**
 * An illustration whose drawing never changes once rendered. The server renders it as usual.
 * When the browser hydrates the page, React keeps the server's markup as it is (as inner HTML)
 * instead of hydrating each of its dozens of shapes, which on a phone is a noticeable part of the
 * work before the page responds (docs/budgets.md). A drawing rendered in the browser (after a
 * client-side navigation, or once `contentKey` changes) is rendered from its children.
 */
export function StaticSvg({ contentKey, children, ...props }: Props) {
  const id = useId();
  const [server] = useState(() => {
    if (typeof document === "undefined") return null;
    const html = document.getElementById(id)?.innerHTML;
    return html === undefined ? null : { contentKey, html };
  });
  if (server && server.contentKey === contentKey) {
    return <svg key="server" {...props} id={id} dangerouslySetInnerHTML={{ __html: server.html }} />;
  }
  // A new key: React replaces the element instead of appending children to the kept markup.
  return (
    <svg key="client" {...props} id={id}>
      {children}
    </svg>
  );
}
