import { nameGeneratorMessages } from "@dugout/contracts/name-generator";
import styles from "./NameGenerator.module.css";
import type { RequestFailure } from "./request-failure";
import { withoutWait } from "./request-failure";
import { useCountdown } from "./use-countdown";

/**
 * A failure shown inline, never in a native alert: the message, and while the server asks to wait a
 * countdown ("Try again in 54 s.") that ticks down to zero. The countdown is a timer, which screen
 * readers do not announce every second; the message itself is announced once.
 */
export function FailureMessage({ id, failure }: { id?: string; failure: RequestFailure }) {
  const seconds = useCountdown(failure.retryUntil);
  const waiting = failure.retryUntil !== undefined;
  return (
    <p id={id} role="alert" className={styles.failure}>
      {waiting ? withoutWait(failure.message) : failure.message}
      {waiting ? (
        <>
          {" "}
          <span role="timer">
            {seconds > 0 ? nameGeneratorMessages.retryIn(seconds) : nameGeneratorMessages.retryNow}
          </span>
        </>
      ) : null}
    </p>
  );
}
