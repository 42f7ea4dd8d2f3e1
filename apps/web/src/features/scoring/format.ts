import { notAvailableText } from "@dugout/contracts/errors";
import { formatDateTime } from "../../lib/time";

export const formatScore = (value: number | null | undefined): string =>
  typeof value === "number" && Number.isFinite(value) ? String(Math.round(value * 10) / 10) : notAvailableText;

export const formatCallDate = (iso: string | null): string => formatDateTime(iso) ?? notAvailableText;

/** The name of the "?" button beside a rubric category. */
export const categoryTooltipLabel = "What this category means";
