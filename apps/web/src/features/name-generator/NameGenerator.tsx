import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { nameGeneratorMessages, type BusinessNameSubmission } from "@dugout/contracts/name-generator";
import { submissionQuery, submitIdea } from "./api";
import { IdeaForm } from "./IdeaForm";
import styles from "./NameGenerator.module.css";
import { requestFailure, type RequestFailure } from "./request-failure";
import { useGeneratorUrl } from "./use-generator-url";

/**
 * The results and branding views (most of the page's code) load once there is a submission to show: a visitor
 * on the form downloads the form alone. A submission starts their download beside its request.
 */
const loadSubmissionView = () => import("./SubmissionView");
const SubmissionView = lazy(() => loadSubmissionView().then((module) => ({ default: module.SubmissionView })));

/**
 * The business name generator: form, results and branding views (docs/requirements/name-generator.md#screens
 * and #states), each with its own address (use-generator-url.ts). Failures show inline, never in an alert.
 */
export function NameGenerator() {
  const url = useGeneratorUrl();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<RequestFailure | null>(null);

  const generate = async (description: string) => {
    setBusy(true);
    setFailure(null);
    void loadSubmissionView();
    try {
      const answer = await submitIdea(description);
      // The results view starts from the answer instead of asking again; polling takes over from there.
      queryClient.setQueryData<BusinessNameSubmission>(submissionQuery(answer.submission_id).queryKey, {
        submission_id: answer.submission_id,
        description,
        unlocked: answer.unlocked,
        names: answer.names.map((name) => ({ ...name, status: "pending", research_data: null })),
      });
      url.showResults(answer.submission_id, description);
    } catch (error) {
      setFailure(requestFailure(error, nameGeneratorMessages.generateFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      {url.submissionId ? (
        // The line the results view shows while its submission loads, shown while its code loads too.
        <Suspense fallback={<p role="status">{nameGeneratorMessages.loadingResults}</p>}>
          <SubmissionView key={url.submissionId} submissionId={url.submissionId} url={url} />
        </Suspense>
      ) : (
        <IdeaForm
          key={url.entryKey}
          initialDescription={url.idea}
          busy={busy}
          failure={failure}
          onSubmit={(description) => void generate(description)}
        />
      )}
    </div>
  );
}
