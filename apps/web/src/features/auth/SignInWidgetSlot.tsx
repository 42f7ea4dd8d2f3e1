import { lazy, Suspense } from "react";
import styles from "./SignInWidgetSlot.module.css";

// The widget (its screens, styles and client code) is downloaded only where it is shown: a signed-in visitor
// of a gated page, and every visitor of a public page, never fetch it.
const AppSignInWidget = lazy(() => import("./AppSignInWidget").then((module) => ({ default: module.AppSignInWidget })));

/**
 * Where a sign-in page shows the widget. While its code loads, the slot holds the widget's usual height, so
 * nothing below it moves when it appears.
 */
export function SignInWidgetSlot() {
  return (
    <Suspense fallback={<div className={styles.placeholder} aria-busy="true" />}>
      <AppSignInWidget />
    </Suspense>
  );
}
