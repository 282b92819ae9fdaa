import { cities, cityName, ownRegions, responseTimeFor } from "#app/content/cities";
import { germanServiceArea } from "#app/content/phrasing/de";
import { englishServiceArea } from "#app/content/phrasing/en";
import { frenchTime, serviceAreaSentence } from "#app/content/phrasing/fr";
import { italianServiceArea } from "#app/content/phrasing/it";
import { siteFacts } from "#app/content/site-facts";
import type { Company } from "#app/lib/company";
import { fill } from "#app/lib/fill";
import { formatDecimal, formatNumber } from "#app/lib/format";
import type { Lang } from "#app/lib/i18n";
import type { Passage } from "./corpus";
import { assistantCopy } from "#app/content/assistant";

/**
 * Passages made from the facts modules rather than page copy: contact and hours, the company
 * facts, the cities with their response times and the language's own regions. The words are
 * the assistant's; every figure and name comes from site-facts.ts, cities.ts or configuration.
 */
interface FactWords {
  contact: { title: string; text: string };
  company: { title: string; text: string };
  areas: { title: string; text: string };
  regionsTitle: string;
  days: string;
  /** How the language lists places after the hours ("in Basel, Zürich und Winterthur"); default: joined with commas. */
  places?: (names: string[]) => string;
}

/** German regions that take "im" (im Aargau); towns take "in". */
const germanRegionsWithArticle = new Set(["Aargau", "Thurgau", "Tessin", "Wallis", "Jura"]);

const words: Record<Lang, FactWords> = {
  de: {
    contact: {
      title: "Kontakt: Telefonnummer, E-Mail, Adresse und Bürozeiten",
      text: "Sie erreichen uns telefonisch unter {phone}, per E-Mail an {email} und auf WhatsApp. Adresse: {address}. Bürozeiten, auch für Anrufe: {days}, {opens}–{closes} Uhr. In dringenden Fällen senden Sie uns eine E-Mail mit dem Betreff NOTFALL.",
    },
    company: {
      title: "Über das Unternehmen: gegründet, zertifiziert, versichert, Bewertungen",
      text: "{name} wurde {founded} gegründet; unser Team hat {certified} eine zertifizierte Schulung für die Solarreinigung abgeschlossen. Schäden, die wir bei der Arbeit verursachen, deckt unsere Betriebshaftpflichtversicherung bis {insurance}. Unsere Kundinnen und Kunden bewerten uns mit {rating} von 5 Sternen ({reviews} Bewertungen).",
    },
    areas: {
      title: "Einsatzgebiet, Regionen und wie rasch wir vor Ort sind",
      text: `${germanServiceArea} In dringenden Fällen ist unser Team {h24} vor Ort {fast}, {h4872} {slow} und überall sonst {h2448}, zum Beispiel {others}.`,
    },
    regionsTitle: "Regionen",
    days: "Montag bis Freitag",
    /** At most four places: the text names the places with 24 to 48 hours as examples. */
    places: (all) => {
      const names = all.slice(0, 4);
      const parts = names.map((name, i) =>
        germanRegionsWithArticle.has(name)
          ? `im ${name}`
          : i === 0 || germanRegionsWithArticle.has(names[i - 1]!)
            ? `in ${name}`
            : name,
      );
      return parts.length < 2 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} und ${parts.at(-1)}`;
    },
  },
  fr: {
    contact: {
      title: "Contact: numéro de téléphone, e-mail, adresse et horaires",
      text: `Vous nous joignez par téléphone au {phone}, par e-mail à {email} et sur WhatsApp. Adresse: {address}. Horaires, téléphone compris: {days}, de ${frenchTime(siteFacts.hours.opens)} à ${frenchTime(siteFacts.hours.closes)}; vous pouvez nous appeler sans rendez-vous. Nous répondons à chaque demande dans les ${siteFacts.replyWithinHours} heures. En cas d’urgence, envoyez-nous un e-mail avec l’objet «NOTFALL» («urgence» en allemand).`,
    },
    company: {
      title: "L’entreprise: fondation, formation certifiée, assurance, avis",
      text: "{name} a été fondée en {founded}. En {certified}, notre équipe a suivi une formation certifiée en nettoyage d’installations solaires. Notre assurance responsabilité civile couvre les dommages que nous pourrions causer, jusqu’à {insurance}. Nos clients nous attribuent une note moyenne de {rating} sur 5 ({reviews} avis).",
    },
    areas: {
      title: "Zone d’intervention, régions et délais d’intervention",
      text: `${serviceAreaSentence} En cas d’urgence, une équipe peut être sur place dans les 24 heures à {fast}, dans les 48 à 72 heures à {slow} et dans les 24 à 48 heures partout ailleurs (par exemple {others}).`,
    },
    regionsTitle: "Nos régions en Suisse romande",
    days: "du lundi au vendredi",
    places: (names) => (names.length < 2 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} et ${names.at(-1)}`),
  },
  it: {
    contact: {
      title: "Contatto: numero di telefono, e-mail, indirizzo e orari d’ufficio",
      text: `Può chiamarci al numero {phone}, scriverci all’indirizzo {email} o su WhatsApp. Indirizzo: {address}. Orari d’ufficio, telefono compreso: {days}, dalle {opens} alle {closes}; per chiamarci non serve un appuntamento. Rispondiamo a ogni richiesta entro ${siteFacts.replyWithinHours} ore. Per le urgenze ci invii un’e-mail con l’oggetto NOTFALL («emergenza» in tedesco).`,
    },
    company: {
      title: "L’azienda: fondazione, formazione certificata, assicurazione, recensioni",
      text: "{name} è stata fondata nel {founded}. Nel {certified} il nostro team ha completato una formazione certificata per la pulizia di impianti fotovoltaici. La nostra assicurazione di responsabilità civile copre i danni che dovessimo causare, fino a {insurance}. I clienti ci danno in media {rating} stelle su 5 ({reviews} recensioni).",
    },
    areas: {
      title: "Zona d’intervento, regioni e tempi d’intervento",
      text: `${italianServiceArea} Tempi d’intervento in caso d’urgenza, cioè entro quanto un nostro team può essere da Lei: {fast} {h24}; {slow} {h4872}; tutte le altre località {h2448}, per esempio {others}.`,
    },
    regionsTitle: "Le nostre zone in Ticino",
    days: "dal lunedì al venerdì",
    places: (names) => (names.length < 2 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} e ${names.at(-1)}`),
  },
  en: {
    contact: {
      title: "Contact: phone number, e-mail, address and office hours",
      text: `You can reach us by phone on {phone}, by e-mail at {email} and on WhatsApp. Address: {address}. Office hours, phone included: {days}, {opens}–{closes}; no appointment needed to call. We reply to every request within ${siteFacts.replyWithinHours} hours. In an emergency, e-mail us with the subject line NOTFALL (German for “emergency”).`,
    },
    company: {
      title: "About the company: founded, certified, insured, reviews",
      text: "{name} was founded in {founded}, and our team completed certified training in solar panel cleaning in {certified}. Our liability insurance covers damage we cause, up to {insurance}. Our customers rate us {rating} out of 5 stars ({reviews} reviews).",
    },
    areas: {
      title: "Areas we cover, regions and call-out times",
      text: `${englishServiceArea} Call-out times (how soon a team can be with you in urgent cases): {h24} in {fast}; {h4872} in {slow}; {h2448} everywhere else, for example in {others}.`,
    },
    regionsTitle: "Regions",
    days: "Monday to Friday",
  },
};

function namesWith(time: string, lang: Lang): string {
  const names = cities.filter((city) => responseTimeFor(city.slug) === time).map((city) => cityName(city.slug, lang));
  return words[lang].places?.(names) ?? names.join(", ");
}

/** "CHF 5 Millionen", as the pages write the insurance sum. */
const MILLION: Record<Lang, string> = { de: "Millionen", fr: "millions", it: "milioni", en: "million" };

/** "Délai d’intervention: 24 à 48 heures" after a region's towns: "délai d’intervention de 24 à 48 heures". */
function regionHours(hours: string, lang: Lang): string {
  if (lang === "it") return `tempo d’intervento in caso d’urgenza ${hours}`;
  return hours.replace(/^([^:]+): /u, (_, label: string) => `${label.toLowerCase()} de `);
}

export function factPassages(lang: Lang, company: Company): Passage[] {
  const w = words[lang];
  const hours = lang === "fr" || lang === "it" ? siteFacts.hours : siteFacts.hours;
  const ranges = assistantCopy[lang].hoursRange;
  const passages: Passage[] = [
    {
      id: `${lang}:facts:contact`,
      lang,
      title: w.contact.title,
      context: "",
      text: fill(w.contact.text, {
        phone: company.phone,
        email: company.email,
        address: `${company.street}, ${company.postcode} ${company.city}`,
        days: w.days,
        opens: hours.opens,
        closes: hours.closes,
      }),
      link: { page: "contact" },
      pageTitle: assistantCopy[lang].contactPageLink,
    },
    {
      id: `${lang}:facts:company`,
      lang,
      title: w.company.title,
      context: "",
      text: fill(w.company.text, {
        name: company.name,
        founded: siteFacts.foundedYear,
        certified: siteFacts.certifiedSince,
        insurance: `CHF ${siteFacts.liabilityInsuranceChf / 1_000_000} ${MILLION[lang]}`,
        rating: formatDecimal(siteFacts.rating, lang),
        reviews: siteFacts.reviewCount,
      }),
      link: { page: "about" },
      pageTitle: w.company.title,
    },
    {
      id: `${lang}:facts:areas`,
      lang,
      title: w.areas.title,
      context: "",
      text: fill(w.areas.text, {
        teams: siteFacts.regionalTeams,
        radius: formatNumber(siteFacts.serviceRadiusKm),
        h24: ranges["24"],
        fast: namesWith("24", lang),
        h4872: ranges["48-72"],
        slow: namesWith("48-72", lang),
        h2448: ranges["24-48"],
        others: namesWith("24-48", lang),
      }),
      link: { page: "contact" },
      pageTitle: assistantCopy[lang].contactPageLink,
    },
  ];
  for (const region of ownRegions(lang)) {
    passages.push({
      id: `${lang}:facts:region:${region.name}`,
      lang,
      title: `${w.regionsTitle}: ${region.name}`,
      context: w.areas.title,
      text: `${region.name} (${region.cities.join(", ")}): ${regionHours(assistantCopy[lang].hoursRange["24-48"], lang)}.`,
      link: { page: "contact" },
      pageTitle: assistantCopy[lang].contactPageLink,
    });
  }
  return passages;
}
