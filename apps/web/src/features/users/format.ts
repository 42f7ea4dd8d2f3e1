/**
 * The last sign-in in the viewer's own time zone and language (both left to the browser unless a
 * test names them), with the zone written out: the people on the list may work in other zones.
 */
export function formatLastSignIn(iso: string, options: { locale?: string; timeZone?: string } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(options.locale, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(date);
}
