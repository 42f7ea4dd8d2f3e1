import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { nameGeneratorMessages, type BusinessNameCandidate, type LeadBody } from "@dugout/contracts/name-generator";
import { namesQuery, sendLead, submitIdea } from "./api";
import { Branding } from "./Branding";
import { IdeaForm } from "./IdeaForm";
import { LeadModal } from "./LeadModal";
import styles from "./NameGenerator.module.css";
import { Results } from "./Results";

interface Submission {
  id: string;
  description: string;
  names: BusinessNameCandidate[];
}

interface NameGeneratorProps {
  /** The 'alert' of docs/requirements/name-generator.md#messages. */
  alert?: (message: string) => void;
}

/** The business name generator: form, results and branding views (docs/requirements/name-generator.md#screens and #states). */
export function NameGenerator({ alert = (message) => window.alert(message) }: NameGeneratorProps) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [submission, setSubmission] = useState<Submission | null>(null);
  const [unlocked, setUnlocked] = useState(false);
  const [leadOpen, setLeadOpen] = useState(false);
  const [picked, setPicked] = useState<BusinessNameCandidate | null>(null);
  const closeLead = useCallback(() => setLeadOpen(false), []);

  const generate = async (description: string) => {
    setBusy(true);
    try {
      const answer = await submitIdea(description);
      setSubmission({
        id: answer.submission_id,
        description,
        names: answer.names.map((name) => ({
          uuid: name.uuid,
          name: name.name,
          status: "pending",
          research_data: null,
        })),
      });
      setUnlocked(false);
    } catch {
      alert(nameGeneratorMessages.generateFailed);
    } finally {
      setBusy(false);
    }
  };

  const unlock = async (lead: LeadBody) => {
    if (!submission) return;
    await sendLead(submission.id, lead);
    setUnlocked(true);
    setLeadOpen(false);
    await queryClient.invalidateQueries({ queryKey: namesQuery(submission.id).queryKey });
  };

  const back = () => {
    if (submission) queryClient.removeQueries({ queryKey: namesQuery(submission.id).queryKey });
    setSubmission(null);
    setLeadOpen(false);
    setUnlocked(false);
  };

  let view;
  if (!submission) view = <IdeaForm busy={busy} onSubmit={(description) => void generate(description)} />;
  else if (picked) view = <Branding candidate={picked} onBack={() => setPicked(null)} />;
  else
    view = (
      <Results
        submissionId={submission.id}
        description={submission.description}
        initialNames={submission.names}
        unlocked={unlocked}
        onBack={back}
        onOpenLead={() => setLeadOpen(true)}
        onPick={(candidate) => {
          if (unlocked && candidate.status === "complete") setPicked(candidate);
        }}
      />
    );

  return (
    <div className={styles.page}>
      {view}
      {leadOpen && submission && !picked ? <LeadModal onClose={closeLead} onSubmit={unlock} alert={alert} /> : null}
    </div>
  );
}
