/** Section headings and fixed texts of the German city pages (each city's own copy is in de-tailored.ts and de-generic.ts). */
export const cityPageText = {
  quoteButton: "Sofort-Offerte starten",
  contactButton: "Kontakt aufnehmen",
  benefitsTitle: "Ihre Vorteile",
  areaTitle: "Einsatzgebiet {city} und Umgebung",
  /** Followed by the city's response time: how soon the team can be on site there. */
  responseTimeLabel: "In dringenden Fällen bei Ihnen vor Ort",
  coverageLabel: "Wir sind unter anderem hier im Einsatz",
  localTitle: "{city} und seine Solaranlagen",
  installationsTitle: "Typische Dächer und Anlagen",
  specialtiesTitle: "Worauf wir hier achten",
  servicesTitle: "Unsere Leistungen vor Ort",
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
      text: "Pflege extensiver und intensiver Gründächer: unerwünschten Aufwuchs entfernen, Abläufe freihalten, Vegetation kontrollieren – zwei- bis viermal im Jahr.",
      link: "Zur Gründachpflege",
    },
    {
      key: "roofCleaning",
      title: "Dachreinigung",
      text: "Moos, Algen und Flechten entfernen wir materialgerecht mit Niederdruck, danach tragen wir eine Spezialimprägnierung auf, die im Preis inbegriffen ist.",
      link: "Zur Dachreinigung",
    },
    {
      key: "gutterCleaning",
      title: "Dachrinnenreinigung",
      text: "Wir leeren Dachrinnen und Laubfangkörbe, spülen die Fallrohre durch und kontrollieren die Abläufe.",
      link: "Zur Dachrinnenreinigung",
    },
  ],
  ctaTitle: "{city}: saubere Module zum Fixpreis",
  ctaText:
    "Den Fixpreis Ihrer Solarreinigung berechnen Sie in zwei Minuten, oder Sie schreiben uns. Anfahrtskosten verrechnen wir nicht.",
  faqTitle: "Häufige Fragen aus der Region {city}",
} as const;
