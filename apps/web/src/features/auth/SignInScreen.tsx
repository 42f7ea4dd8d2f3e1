import { Link } from "react-router";
import { frameMessages } from "@dugout/contracts/pages";
import { Logo } from "../../components/Logo";
import { PageTitle } from "../../components/PageTitle";
import { SignInWidgetSlot } from "./SignInWidgetSlot";
import styles from "./SignInScreen.module.css";

/** A gated page's login screen: the logo, the page's title and the widget. */
export function SignInScreen({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <section className={styles.screen} aria-labelledby="sign-in-title">
      <Logo withWordmark={false} />
      <div className={styles.heading} id="sign-in-title">
        <PageTitle>{title}</PageTitle>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      <SignInWidgetSlot />
    </section>
  );
}

/**
 * What a signed-in non-admin sees on an admin-only page: the refusal, who can change it (an admin, on the Users
 * page), and a way on, so the page is no dead end.
 */
export function NotAuthorized({ message }: { message: string }) {
  return (
    <section className={styles.screen}>
      <p className={styles.denied} role="alert">
        {message}
      </p>
      <p className={styles.deniedHelp}>{frameMessages.adminsOnly}</p>
      <p>
        <Link to="/">{frameMessages.toStartPage}</Link>
      </p>
    </section>
  );
}
