import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './AuthCard.module.css';

export type TAuthLink = { to: string; label: string };

type TAuthCardProps = { children: ReactNode; links?: TAuthLink[]; linksLabel?: string };

/** The narrow panel the account forms sit in, with optional help links underneath. */
export function AuthCard({ children, links = [], linksLabel }: TAuthCardProps) {
  return (
    <section className={styles.card}>
      {children}
      {links.length > 0 && (
        <nav aria-label={linksLabel}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
