import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './message-card.module.css';

interface MessageCardProps {
  heading: string;
  /** The heading's language when it is not Ukrainian (the error page's literal is English). */
  headingLang?: string;
  children: ReactNode;
  /** Where the visitor can go from here. */
  action: { to: string; label: string };
}

/**
 * A page that has only something to say: a framed card with a heading under
 * the shop's gilt rule, a sentence and one way on. The error page and a
 * product that does not exist use it.
 */
export function MessageCard({ heading, headingLang, children, action }: MessageCardProps) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h1 id={headingId} lang={headingLang}>
        {heading}
      </h1>
      <p>{children}</p>
      <Link to={action.to} className={styles.action}>
        {action.label}
      </Link>
    </section>
  );
}
