/** RFC 4180 quoting, plus a leading apostrophe so a spreadsheet never runs a cell as a formula (CSV downloads). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
