import type { VisitorMailCopy } from "./types";

/** English texts of the mails a visitor receives. */
export const visitorMailEn: VisitorMailCopy = {
  greeting: (name) => (name ? `Dear ${name}` : "Hello"),
  contactSubject: (company) => `Your message to ${company}`,
  contactIntro: "Thank you for your message – we have received it.",
  leadSubject: (company) => `Your quote request to ${company}`,
  leadIntro: "Thank you for requesting a free quote – we have received your request.",
  replyPromise: "We will reply within 24 hours.",
  yourMessage: "Your message",
  yourRequest: "Your details",
  notYou: "If you did not write to us, you can ignore this e-mail.",
  regards: "Kind regards",
  newsletterSubject: (company) => `Please confirm your subscription to the ${company} newsletter`,
  newsletterIntro:
    "You signed up for our newsletter with tips on solar panels, roofs and green roofs. Please confirm your subscription with one click:",
  newsletterButton: "Confirm subscription",
  newsletterIgnore:
    "If you did not sign up, please ignore this e-mail: without confirmation you will receive nothing, and your sign-up will be deleted after 30 days.",
  unsubscribeText: "No longer want our e-mails? Unsubscribe here:",
  labels: {
    name: "Name",
    company: "Company",
    email: "E-mail",
    phone: "Phone number",
    area: "Area (m²)",
    service: "Service",
    message: "Message",
  },
  services: {
    solarreinigung: "Solar panel cleaning",
    gruendach: "Green roof maintenance",
    dachreinigung: "Roof cleaning",
    wartung: "Maintenance contract",
    beratung: "Advice",
  },
};
