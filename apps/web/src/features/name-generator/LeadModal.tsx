import { useId, useRef, useState, type FormEvent } from "react";
import {
  emailPattern,
  leadBodySchema,
  leadModalLabels,
  nameGeneratorMessages,
  nameGeneratorValidationMessages,
  timelineOptions,
  type LeadBody,
} from "@dugout/contracts/name-generator";
import { privacyPagePath } from "@dugout/contracts/pages";
import { privacyNoticeLinkText } from "@dugout/contracts/privacy";
import { Dialog } from "../../components/Dialog";
import { useRuntimeConfig } from "../../lib/runtime-config-context";
import { FailureMessage } from "./FailureMessage";
import styles from "./LeadModal.module.css";
import { requestFailure, type RequestFailure } from "./request-failure";
import { useCountdown } from "./use-countdown";

interface LeadModalProps {
  onClose: () => void;
  /** Sends the lead; resolves when the server unlocked the results. */
  onSubmit: (lead: LeadBody) => Promise<void>;
}

/** The lead form that unlocks all names (docs/requirements/name-generator.md#lead-form); a failure shows inside it. */
export function LeadModal({ onClose, onSubmit }: LeadModalProps) {
  const firstField = useRef<HTMLInputElement>(null);
  const { privacy } = useRuntimeConfig();
  const ids = {
    title: useId(),
    subtitle: useId(),
    name: useId(),
    email: useId(),
    emailError: useId(),
    failure: useId(),
    timeline: useId(),
  };
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [timeline, setTimeline] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  const waiting = useCountdown(failure?.retryUntil) > 0;

  // The contract's schema decides when the form may be sent, and trims what is sent.
  const lead = leadBodySchema.safeParse({ name, email, timeline });
  const valid = lead.success;
  const emailInvalid = email.trim() !== "" && !emailPattern.test(email.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!lead.success || busy || waiting) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(lead.data);
    } catch (error) {
      setFailure(requestFailure(error, nameGeneratorMessages.leadFailed));
      setBusy(false);
    }
  };

  return (
    <Dialog
      labelledBy={ids.title}
      describedBy={ids.subtitle}
      onClose={onClose}
      initialFocus={firstField}
      className={styles.dialog}
      fullScreenOnNarrow
    >
      <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
        {leadModalLabels.close}
      </button>
      <h2 id={ids.title} className={styles.title}>
        {leadModalLabels.title}
      </h2>
      <p id={ids.subtitle} className={styles.subtitle}>
        {leadModalLabels.subtitle}
      </p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={ids.name}>{leadModalLabels.fullName}</label>
        <input
          ref={firstField}
          id={ids.name}
          type="text"
          autoComplete="name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <label htmlFor={ids.email}>{leadModalLabels.email}</label>
        <input
          id={ids.email}
          type="email"
          autoComplete="email"
          required
          value={email}
          aria-invalid={emailInvalid}
          aria-describedby={emailInvalid ? ids.emailError : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        {emailInvalid ? (
          <p id={ids.emailError} className={styles.error}>
            {nameGeneratorValidationMessages.invalidEmail}
          </p>
        ) : null}
        <label htmlFor={ids.timeline}>{leadModalLabels.timeline}</label>
        <select id={ids.timeline} required value={timeline} onChange={(event) => setTimeline(event.target.value)}>
          <option value="" disabled>
            {leadModalLabels.timelinePlaceholder}
          </option>
          {timelineOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className={styles.submit}
          disabled={!valid || busy || waiting}
          aria-describedby={failure ? ids.failure : undefined}
        >
          {leadModalLabels.submit}
        </button>
        {failure ? <FailureMessage id={ids.failure} failure={failure} /> : null}
      </form>
      <p className={styles.footer}>
        {leadModalLabels.footer} {/* A new tab: the form keeps what the visitor typed. */}
        <a href={privacy.noticeUrl ?? privacyPagePath} target="_blank" rel="noopener">
          {privacyNoticeLinkText}
        </a>
      </p>
    </Dialog>
  );
}
