import { useId, useRef, useState, type FormEvent } from "react";
import {
  emailPattern,
  leadModalLabels,
  nameGeneratorMessages,
  nameGeneratorValidationMessages,
  timelineOptions,
  type LeadBody,
  type TimelineOption,
} from "@dugout/contracts/name-generator";
import { Dialog } from "../../components/Dialog";
import styles from "./LeadModal.module.css";

interface LeadModalProps {
  onClose: () => void;
  /** Sends the lead; resolves when the server unlocked the results. */
  onSubmit: (lead: LeadBody) => Promise<void>;
  /** The spec's 'alert' (section 8); window.alert unless a test passes another. */
  alert?: (message: string) => void;
}

export function isLeadValid(lead: { name: string; email: string; timeline: string }): lead is LeadBody {
  return (
    lead.name.trim() !== "" &&
    emailPattern.test(lead.email.trim()) &&
    (timelineOptions as readonly string[]).includes(lead.timeline)
  );
}

/** The lead form that unlocks all names (spec 03 sections 2, 4 and 5). */
export function LeadModal({ onClose, onSubmit, alert = (message) => window.alert(message) }: LeadModalProps) {
  const firstField = useRef<HTMLInputElement>(null);
  const ids = {
    title: useId(),
    subtitle: useId(),
    name: useId(),
    email: useId(),
    emailError: useId(),
    timeline: useId(),
  };
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [timeline, setTimeline] = useState<TimelineOption | "">("");
  const [busy, setBusy] = useState(false);

  const lead = { name: name.trim(), email: email.trim(), timeline };
  const valid = isLeadValid(lead);
  const emailInvalid = email.trim() !== "" && !emailPattern.test(email.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isLeadValid(lead) || busy) return;
    setBusy(true);
    try {
      await onSubmit(lead);
    } catch {
      alert(nameGeneratorMessages.leadFailed);
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
        <select
          id={ids.timeline}
          required
          value={timeline}
          onChange={(event) => setTimeline(event.target.value as TimelineOption | "")}
        >
          <option value="" disabled>
            {leadModalLabels.timelinePlaceholder}
          </option>
          {timelineOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <button type="submit" className={styles.submit} disabled={!valid || busy}>
          {leadModalLabels.submit}
        </button>
      </form>
      <p className={styles.footer}>{leadModalLabels.footer}</p>
    </Dialog>
  );
}
