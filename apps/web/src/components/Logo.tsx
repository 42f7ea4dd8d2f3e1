import styles from "./Logo.module.css";

/**
 * Dugout's mark: a baseball framed by the roof line of a dugout, with the wordmark beside it.
 * Drawn as inline SVG so it scales, inherits no fonts for the mark, and needs no request.
 */
export function Logo({ withWordmark = true }: { withWordmark?: boolean }) {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 48 48" role="img" aria-label="Dugout" focusable="false">
        <rect x="1" y="1" width="46" height="46" rx="11" fill="#19303D" />
        <path
          d="M7 17 L24 8 L41 17"
          fill="none"
          stroke="#8FD3C7"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="24" cy="29" r="12" fill="#FFFFFF" />
        <path
          d="M16.5 20.5c3.2 2.8 3.2 14.2 0 17M31.5 20.5c-3.2 2.8-3.2 14.2 0 17"
          fill="none"
          stroke="#C8402F"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <path
          d="M17.6 24l1.8-.6M18.3 28l1.9-.1M18.3 31.9l1.9.2M17.6 35.6l1.8.7M30.4 24l-1.8-.6M29.7 28l-1.9-.1M29.7 31.9l-1.9.2M30.4 35.6l-1.8.7"
          stroke="#C8402F"
          strokeWidth="1.2"
          strokeLinecap="round"
        />
      </svg>
      {withWordmark && (
        <span className={styles.wordmark} aria-hidden="true">
          Dugout
        </span>
      )}
    </span>
  );
}
