import { buttonClass } from "../ui/button";
import { Link } from "../ui/link";

/** The body of every not-found page: heading, one sentence, ways back. */
export function NotFoundPanel({
  title,
  text,
  links,
}: {
  title: string;
  text: string;
  links: { href: string; label: string; lang?: string }[];
}) {
  return (
    <section className="container-page flex flex-col items-start py-20 md:py-28">
      <p className="text-6xl font-bold text-brand-500" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-brand-950 sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">{text}</p>
      <ul className="mt-8 flex flex-wrap gap-3">
        {links.map((link, index) => (
          <li key={link.href}>
            <Link to={link.href} lang={link.lang} className={buttonClass(index === 0 ? "secondary" : "outline", "md")}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
