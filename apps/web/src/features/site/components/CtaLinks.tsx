import { Link } from 'react-router-dom';

export type TCtaLink = { to: string; label: string; className?: string };

/** The calls to action at the end of a public block: links styled as buttons, in a row. */
export function CtaLinks({ className, links }: { className?: string; links: TCtaLink[] }) {
  return (
    <div className={className}>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={link.className}>
          {link.label}
        </Link>
      ))}
    </div>
  );
}
