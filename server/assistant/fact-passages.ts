import { cities, cityName, ownRegions, responseTimeFor } from "../../app/content/cities";
import { siteFacts } from "../../app/content/site-facts";
import type { Company } from "../../app/lib/company";
import { formatChf, formatNumber } from "../../app/lib/format";
import type { Lang } from "../../app/lib/i18n";
import type { Passage } from "./corpus";
import { assistantCopy } from "./copy";

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
}

const words: Record<Lang, FactWords> = {
  de: {
    contact: {
      title: "Kontakt: Telefonnummer, E-Mail, Adresse und Öffnungszeiten",
      text: "Sie erreichen uns telefonisch unter {phone}, per E-Mail an {email} und auf WhatsApp. Adresse: {address}. Öffnungszeiten: {days} {opens}–{closes} Uhr.",
    },
    company: {
      title: "Über das Unternehmen: gegründet, zertifiziert, versichert, Bewertungen",
      text: "{name} wurde {founded} gegründet und ist seit {certified} zertifiziert. Eine Betriebshaftpflichtversicherung deckt bis {insurance}. Kunden bewerten uns mit {rating} von 5 Sternen ({reviews} Bewertungen).",
    },
    areas: {
      title: "Einsatzgebiet, Regionen und Reaktionszeiten",
      text: "Wir sind mit {teams} regionalen Teams im Umkreis von {radius} km unterwegs. Reaktionszeit {h24}: {fast}. {h4872}: {slow}. Überall sonst {h2448}, zum Beispiel in {others}.",
    },
    regionsTitle: "Regionen",
    days: "Montag bis Freitag",
  },
  fr: {
    contact: {
      title: "Contact: numéro de téléphone, e-mail, adresse et horaires d’ouverture",
      text: "Vous nous joignez par téléphone au {phone}, par e-mail à {email} et sur WhatsApp. Adresse: {address}. Horaires: {days} de {opens} à {closes}.",
    },
    company: {
      title: "L’entreprise: fondée, certifiée, assurée, avis",
      text: "{name} a été fondée en {founded} et est certifiée depuis {certified}. Une assurance responsabilité civile couvre jusqu’à {insurance}. Nos clients nous attribuent {rating} sur 5 étoiles ({reviews} avis).",
    },
    areas: {
      title: "Zone d’intervention, régions et délais de réponse",
      text: "Nos {teams} équipes régionales interviennent dans un rayon de {radius} km. Délai de réponse {h24}: {fast}; {h4872}: {slow}; partout ailleurs {h2448}, par exemple à {others}.",
    },
    regionsTitle: "Nos régions en Suisse romande",
    days: "du lundi au vendredi",
  },
  it: {
    contact: {
      title: "Contatto: numero di telefono, e-mail, indirizzo e orari di apertura",
      text: "Ci raggiunge al telefono {phone}, per e-mail a {email} e su WhatsApp. Indirizzo: {address}. Orari: {days} dalle {opens} alle {closes}.",
    },
    company: {
      title: "L’azienda: fondata, certificata, assicurata, recensioni",
      text: "{name} è stata fondata nel {founded} ed è certificata dal {certified}. Un’assicurazione di responsabilità civile copre fino a {insurance}. I clienti ci valutano {rating} su 5 stelle ({reviews} recensioni).",
    },
    areas: {
      title: "Zona d’intervento, regioni e tempi di risposta",
      text: "I nostri {teams} team regionali intervengono in un raggio di {radius} km. Tempo di risposta {h24}: {fast}. {h4872}: {slow}. Altrove {h2448}, per esempio a {others}.",
    },
    regionsTitle: "Le nostre regioni in Ticino",
    days: "dal lunedì al venerdì",
  },
  en: {
    contact: {
      title: "Contact: phone number, e-mail, address and opening hours",
      text: "You can reach us by phone on {phone}, by e-mail at {email} and on WhatsApp. Address: {address}. Opening hours: {days} {opens}–{closes}.",
    },
    company: {
      title: "About the company: founded, certified, insured, reviews",
      text: "{name} was founded in {founded} and has been certified since {certified}. Liability insurance covers up to {insurance}. Customers rate us {rating} out of 5 stars ({reviews} reviews).",
    },
    areas: {
      title: "Areas we cover, regions and response times",
      text: "Our {teams} regional teams cover a radius of {radius} km. Response time {h24}: {fast}. {h4872}: {slow}. Everywhere else {h2448}, for example in {others}.",
    },
    regionsTitle: "Regions",
    days: "Monday to Friday",
  },
};

function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

function namesWith(time: string, lang: Lang): string {
  return cities
    .filter((city) => responseTimeFor(city.slug) === time)
    .map((city) => cityName(city.slug, lang))
    .join(", ");
}

export function factPassages(lang: Lang, company: Company): Passage[] {
  const w = words[lang];
  const hours = lang === "fr" || lang === "it" ? siteFacts.hoursStructuredData : siteFacts.hoursDisplayed;
  const ranges = assistantCopy[lang].hoursRange;
  const passages: Passage[] = [
    {
      id: `${lang}:facts:contact`,
      lang,
      title: w.contact.title,
      context: "",
      text: fillIn(w.contact.text, {
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
      text: fillIn(w.company.text, {
        name: company.name,
        founded: siteFacts.foundedYear,
        certified: siteFacts.certifiedSince,
        insurance: formatChf(siteFacts.liabilityInsuranceChf, 0),
        rating: siteFacts.rating,
        reviews: siteFacts.reviewCountDisplayed,
      }),
      link: { page: "about" },
      pageTitle: w.company.title,
    },
    {
      id: `${lang}:facts:areas`,
      lang,
      title: w.areas.title,
      context: "",
      text: fillIn(w.areas.text, {
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
      text: `${region.name}: ${region.cities.join(", ")}. ${assistantCopy[lang].hoursRange["24-48"]}.`,
      link: { page: "contact" },
      pageTitle: assistantCopy[lang].contactPageLink,
    });
  }
  return passages;
}
