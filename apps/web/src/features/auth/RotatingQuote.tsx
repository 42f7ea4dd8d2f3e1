import { motivationalQuotes, quoteTimings } from "@dugout/contracts/batting-cage-splash";
import { useEffect, useState } from "react";
import styles from "./BattingCageSplash.module.css";

/**
 * One quote at a time, the next every 5 s with a 0.5 s fade (docs/requirements/batting-cage.md#constants). Moving content
 * needs a way to stop it (WCAG 2.2.2), hence the pause button.
 */
export function RotatingQuote() {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return undefined;
    const { quoteRotationMs, quoteFadeMs } = quoteTimings;
    let swap: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      setVisible(false);
      swap = setTimeout(() => {
        setIndex((current) => (current + 1) % motivationalQuotes.length);
        setVisible(true);
      }, quoteFadeMs);
    }, quoteRotationMs);
    return () => {
      clearInterval(timer);
      if (swap) clearTimeout(swap);
      setVisible(true);
    };
  }, [paused]);
  const quote = motivationalQuotes[index] ?? motivationalQuotes[0];
  if (!quote) return null;
  return (
    <div className={styles.quoteBox}>
      <figure
        className={styles.quote}
        style={{ opacity: visible ? 1 : 0, transitionDuration: `${quoteTimings.quoteFadeMs}ms` }}
        data-testid="splash-quote"
      >
        <blockquote>“{quote.text}”</blockquote>
        <figcaption>— {quote.author}</figcaption>
      </figure>
      <button type="button" className={styles.pause} aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
        {paused ? "Play quotes" : "Pause quotes"}
      </button>
    </div>
  );
}
