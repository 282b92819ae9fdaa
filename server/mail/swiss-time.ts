const dateFormat = new Intl.DateTimeFormat("de-CH", {
  timeZone: "Europe/Zurich",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const timeFormat = new Intl.DateTimeFormat("de-CH", { timeZone: "Europe/Zurich", hour: "2-digit", minute: "2-digit" });

/**
 * A stored moment (ISO 8601, UTC) as the company's German mails show it, in Swiss time:
 * "25. November 2026, 22:53 Uhr". An unreadable value is shown as it is rather than lost.
 */
export function swissDateTime(iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return `${dateFormat.format(moment)}, ${timeFormat.format(moment)} Uhr`;
}
