import { useEffect, useRef } from "react";
import { Logo } from "../../components/Logo";
import { PageTitle } from "../../components/PageTitle";
import { SignInWidgetSlot } from "./SignInWidgetSlot";
import styles from "./BattingCageSplash.module.css";
import { RotatingQuote } from "./RotatingQuote";
import { useReducedMotion } from "./use-reduced-motion";

/**
 * The practice tool's splash login (docs/requirements/batting-cage.md#splash-sign-in): a looping background video (made by
 * scripts/media/make-splash-video.sh, about 50 kB), the logo, a rotating quote and the widget.
 * With reduced motion the video is paused and hidden behind its still poster.
 */
export function BattingCageSplash() {
  const reduced = useReducedMotion();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (reduced) element.pause();
    // play() rejects when the browser blocks autoplay; the poster stays, which is fine.
    else element.play().catch(() => undefined);
  }, [reduced]);
  return (
    <section className={styles.splash} aria-labelledby="splash-title">
      <video
        ref={video}
        className={styles.video}
        autoPlay={!reduced}
        muted
        loop
        playsInline
        poster="/media/splash-poster.jpg"
        aria-hidden="true"
        hidden={reduced}
        data-testid="splash-video"
      >
        <source src="/media/splash.webm" type="video/webm" />
        <source src="/media/splash.mp4" type="video/mp4" />
      </video>
      <div className={styles.content}>
        <div className={styles.brand} id="splash-title">
          <Logo withWordmark={false} />
          <PageTitle>Batting Cage</PageTitle>
        </div>
        <RotatingQuote />
        <SignInWidgetSlot />
      </div>
    </section>
  );
}
