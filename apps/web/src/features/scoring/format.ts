import { notAvailableText } from "@dugout/contracts/common";

export const formatScore = (value: number | null | undefined): string =>
  typeof value === "number" && Number.isFinite(value) ? String(Math.round(value * 10) / 10) : notAvailableText;

export function formatCallDate(iso: string | null): string {
  if (!iso) return notAvailableText;
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? notAvailableText
    : date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}
