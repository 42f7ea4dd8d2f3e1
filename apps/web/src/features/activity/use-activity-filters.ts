import { useSearchParams } from "react-router";
import { auditActionNames, type AuditFilters } from "@dugout/contracts/audit";
import { addDays } from "../../lib/time";

/** The filters as the page shows them: the period as local calendar days (`YYYY-MM-DD`, both included). */
export interface ActivityForm {
  person: string;
  action: string;
  fromDay: string;
  toDay: string;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight of a local `YYYY-MM-DD` day, in the viewer's zone. */
function localMidnight(day: string): Date | null {
  if (!dayPattern.test(day)) return null;
  const [year, month, date] = day.split("-").map(Number);
  const midnight = new Date(year ?? 0, (month ?? 1) - 1, date ?? 1);
  return Number.isNaN(midnight.getTime()) ? null : midnight;
}

/** The API's filters: the days become instants of the viewer's zone (the end day's whole day included). */
export function apiFilters(form: ActivityForm): AuditFilters {
  const from = localMidnight(form.fromDay);
  const toStart = localMidnight(form.toDay);
  return {
    ...(form.person.trim() ? { person: form.person.trim() } : {}),
    ...((auditActionNames as string[]).includes(form.action) ? { action: form.action } : {}),
    ...(from ? { from: from.toISOString() } : {}),
    ...(toStart ? { to: addDays(toStart, 1).toISOString() } : {}),
  };
}

/**
 * The filters and the page live in the URL (`?person=&action=&from=&to=&page=`), so a view can be bookmarked and
 * Back returns to the previous one; defaults are left out.
 */
export function useActivityFilters() {
  const [params, setParams] = useSearchParams();
  const form: ActivityForm = {
    person: params.get("person") ?? "",
    action: params.get("action") ?? "",
    fromDay: params.get("from") ?? "",
    toDay: params.get("to") ?? "",
  };
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);

  const apply = (next: ActivityForm) => {
    const entries = Object.entries({
      person: next.person.trim(),
      action: next.action,
      from: next.fromDay,
      to: next.toDay,
    });
    setParams(new URLSearchParams(entries.filter(([, value]) => value)));
  };
  const goToPage = (next: number) => {
    const copy = new URLSearchParams(params);
    if (next <= 1) copy.delete("page");
    else copy.set("page", String(next));
    setParams(copy);
  };
  return { form, page, apply, goToPage };
}
