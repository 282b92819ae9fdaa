/** WhatsApp chat link with a prefilled greeting (spec 7). */
export function whatsappHref(number: string, greeting: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(greeting)}`;
}
