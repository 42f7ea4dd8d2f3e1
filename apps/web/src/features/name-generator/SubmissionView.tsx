import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import {
  nameGeneratorConstants,
  nameGeneratorMessages,
  type BusinessNameSubmission,
  type LeadBody,
} from "@dugout/contracts/name-generator";
import { ApiError } from "../../lib/api";
import { sendLead, submissionQuery } from "./api";
import { Branding } from "./Branding";
import { LeadModal } from "./LeadModal";
import styles from "./NameGenerator.module.css";
import { Results } from "./Results";
import { anyPending } from "./scores";
import type { GeneratorUrl } from "./use-generator-url";

/**
 * One submission's results (and the branding of a picked name), loaded by its id, so a reload or a pasted
 * link shows them again; polled every 4 s while a name is pending. Whether it is unlocked is the server's
 * answer: a browser that already sent a lead gets later submissions unlocked.
 */
export function SubmissionView({ submissionId, url }: { submissionId: string; url: GeneratorUrl }) {
  const queryClient = useQueryClient();
  const [leadOpen, setLeadOpen] = useState(false);
  const closeLead = useCallback(() => setLeadOpen(false), []);
  const query = useQuery({
    ...submissionQuery(submissionId),
    staleTime: nameGeneratorConstants.pollIntervalMs,
    retry: false,
    refetchInterval: (current) =>
      anyPending(current.state.data?.names ?? []) ? nameGeneratorConstants.pollIntervalMs : false,
  });
  const submission = query.data;

  if (!submission) {
    if (!query.error) return <p role="status">{nameGeneratorMessages.loadingResults}</p>;
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className={styles.results}>
        <p role="alert" className={styles.failure}>
          {missing ? nameGeneratorMessages.resultsUnavailable : nameGeneratorMessages.resultsFailed}
        </p>
        <button type="button" className={`${styles.primary} ${styles.startOver}`} onClick={() => url.backToForm("")}>
          {nameGeneratorMessages.startOver}
        </button>
      </div>
    );
  }

  const unlock = async (lead: LeadBody) => {
    await sendLead(submissionId, lead);
    const key = submissionQuery(submissionId).queryKey;
    // Unlocked at once; the refetch brings the research the server now shows for every name.
    queryClient.setQueryData<BusinessNameSubmission>(key, (old) => (old ? { ...old, unlocked: true } : old));
    setLeadOpen(false);
    await queryClient.invalidateQueries({ queryKey: key });
  };

  const picked = submission.unlocked
    ? submission.names.find((name) => name.uuid === url.pickedId && name.status === "complete")
    : undefined;
  if (picked) return <Branding candidate={picked} onBack={() => url.unpick()} />;

  return (
    <>
      <Results
        description={submission.description}
        names={submission.names}
        unlocked={submission.unlocked}
        onBack={() => url.backToForm(submission.description)}
        onOpenLead={() => setLeadOpen(true)}
        onPick={(candidate) => {
          if (submission.unlocked && candidate.status === "complete") url.pick(candidate.uuid);
        }}
      />
      {leadOpen && !submission.unlocked ? <LeadModal onClose={closeLead} onSubmit={unlock} /> : null}
    </>
  );
}
