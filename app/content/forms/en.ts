import type { FormMessages, NewsletterOutcomeTexts } from "./types";

/** English answers to a form: refusals, field messages and the toasts after sending. */
export const formMessagesEn: FormMessages = {
  required: "Please fill in all required fields.",
  invalid: "Please check the highlighted fields.",
  fields: {
    name: "Please enter your name (up to 100 characters).",
    company: "The company name can be up to 120 characters long.",
    email: "Please enter a valid e-mail address, e.g. name@example.ch.",
    phone: "Please enter a valid phone number (digits, spaces, + and -).",
    message: "Please enter your message (up to 5'000 characters).",
    area: "The area must be between 10 and 10'000 m².",
    service: "Please choose a service from the list.",
  },
  tooLarge: "Your request is too large. Please shorten your message.",
  unsupportedType: "This format is not accepted. Please send the form from our website.",
  crossSite: "Requests from other websites are not accepted.",
  tooMany: "You have sent a lot of requests in a short time. Please wait a minute and try again.",
  serverError: "Something went wrong while sending. Please try again.",
  unavailable: (phone) =>
    `We cannot save your request right now. Please try again in a few minutes or call us on ${phone}.`,
  contactSuccess: {
    title: "Message sent",
    description: "Thank you for your message! We will reply within 24 hours.",
  },
  contactFailure: {
    title: "Error",
    description: "Something went wrong while sending your message. Please try again.",
  },
  leadSuccess: { title: "Request sent!", description: "Thank you! We will get back to you within 24 hours." },
  leadFailure: { title: "Error", description: "Something went wrong while sending. Please try again." },
  newsletterSuccess: {
    title: "Almost done!",
    description: "We have sent you an e-mail. Please confirm your subscription with the link in it.",
  },
  newsletterFailure: {
    title: "Error",
    description: "Your subscription did not go through. Please check your e-mail address and try again.",
  },
  offerSuccess: {
    title: "Your quote is ready",
    description: "You can download your quote now. We are also sending you a copy by e-mail.",
  },
  offerFailure: {
    title: "Your quote could not be created",
    description: "Something went wrong while creating your quote. Please try again or e-mail us directly:",
  },
  offerFields: {
    plz: "Please enter the postcode and town of the system, e.g. 4057 Basel.",
    roofType: "Please choose the roof type: tiled roof, flat roof or metal roof.",
    area: "Please enter the size of the system as a number from 1 to 5'000.",
    areaUnit: "Please choose the unit: m², kWp or number of panels.",
    company: "Please enter your company or your name (up to 120 characters).",
    name: "The name can be up to 100 characters long.",
    notes: "Your notes can be up to 5'000 characters long.",
  },
  offerNotFound: "This quote does not exist or has expired (a quote is valid for 30 days). Please create a new quote.",
};

/** English page a newsletter link leads to. */
export const newsletterOutcomeEn: NewsletterOutcomeTexts = {
  confirmed: {
    title: "Subscription confirmed",
    message:
      "Thank you! You will now receive our newsletter. You can unsubscribe at any time using the link in each issue.",
  },
  unsubscribed: { title: "Unsubscribed", message: "You will no longer receive our newsletter." },
  invalid: {
    title: "Invalid link",
    message: "This link is invalid or has expired. You can sign up again.",
  },
};
