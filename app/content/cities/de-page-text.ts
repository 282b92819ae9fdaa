/** Section headings and fixed texts of the German city pages (each city's own copy is in de-tailored.ts and de-generic.ts). */
export const cityPageText = {
  quoteButton: "Sofort-Offerte starten",
  contactButton: "Kontakt aufnehmen",
  benefitsTitle: "Ihre Vorteile in {city}",
  areaTitle: "Einsatzgebiet rund um {city}",
  /** Followed by the city's response time: how soon the team can be on site there. */
  responseTimeLabel: "In dringenden Fällen bei Ihnen vor Ort",
  coverageLabel: "Wir sind unter anderem hier im Einsatz",
  localTitle: "Solaranlagen in {city}",
  installationsTitle: "Typische Dächer und Anlagen",
  specialtiesTitle: "Worauf wir in {city} achten",
  servicesTitle: "Unsere Leistungen in {city}",
  services: [
    {
      key: "solar",
      title: "Solarreinigung",
      text: "Schonende Reinigung mit demineralisiertem Wasser, ohne Chemie und mit weichen Bürsten – inklusive Sichtkontrolle und Fotodokumentation.",
      link: "Zur Solarreinigung",
    },
    {
      key: "greenRoof",
      title: "Gründachpflege",
      text: "Pflege extensiver und intensiver Gründächer: Unkraut entfernen, Abläufe freihalten, Vegetation kontrollieren – zwei- bis viermal im Jahr.",
      link: "Zur Gründachpflege",
    },
  ],
  ctaTitle: "Saubere Module in {city} – zum Fixpreis",
  ctaText: "Berechnen Sie Ihre Offerte in zwei Minuten oder schreiben Sie uns. Anfahrtskosten verrechnen wir nicht.",
  faqTitle: "Häufige Fragen zur Solarreinigung in {city}",
} as const;
