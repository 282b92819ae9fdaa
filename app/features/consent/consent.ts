import { consentSignals, updateConsent, type ConsentChoice } from "#app/lib/analytics";

/** Cookie consent (spec 4): stored as `cookieConsent` = accepted | declined in localStorage. */
export const CONSENT_KEY = "cookieConsent";

/** Set on <html> while no choice is stored: shows the cookie banner (CookieBanner). */
export const CONSENT_ASK_ATTRIBUTE = "data-consent-ask";

/** Marks the footer's "cookie settings" button (written out there, `data-cookie-settings`): a click shows the cookie banner again. */
export const COOKIE_SETTINGS_ATTRIBUTE = "data-cookie-settings";

export function readConsent(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === "accepted" || value === "declined" ? value : null;
  } catch {
    return null;
  }
}

export function saveConsent(choice: ConsentChoice, gaMeasurementId: string | null): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // Storage can be blocked (private mode); the choice still applies to this page view.
  }
  updateConsent(choice);
  if (choice === "accepted" && gaMeasurementId) loadGoogleTag(gaMeasurementId);
}

/** Insert the Google tag script once; only called after consent. */
export function loadGoogleTag(id: string): void {
  if (document.getElementById("google-tag")) return;
  const script = document.createElement("script");
  script.id = "google-tag";
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/**
 * Inline script for <head>, before anything else: defines gtag, sets every
 * Consent Mode v2 signal to denied by default, and re-applies a stored choice.
 * Without a stored choice it marks <html> so the cookie banner is painted with the page.
 * The Google tag itself loads only with a measurement id and accepted consent.
 */
export function consentBootstrapScript(gaMeasurementId: string | null): string {
  const denied = JSON.stringify(consentSignals("declined"));
  const granted = JSON.stringify(consentSignals("accepted"));
  const id = JSON.stringify(gaMeasurementId);
  return [
    "window.dataLayer=window.dataLayer||[];",
    "function gtag(){dataLayer.push(arguments);}",
    "window.gtag=gtag;",
    `gtag('consent','default',Object.assign(${denied},{wait_for_update:500}));`,
    `var c=null;try{c=localStorage.getItem('${CONSENT_KEY}')}catch(e){}`,
    `var id=${id};`,
    `if(c==='accepted'){gtag('consent','update',${granted});}`,
    `else if(c!=='declined'){document.documentElement.setAttribute('${CONSENT_ASK_ATTRIBUTE}','');}`,
    "if(id){gtag('js',new Date());gtag('config',id,{send_page_view:false});",
    "if(c==='accepted'){var s=document.createElement('script');s.id='google-tag';s.async=true;",
    "s.src='https://www.googletagmanager.com/gtag/js?id='+encodeURIComponent(id);document.head.appendChild(s);}}",
    `document.addEventListener('click',function(e){var t=e.target;if(t&&t.closest&&t.closest('[${COOKIE_SETTINGS_ATTRIBUTE}]')){document.documentElement.setAttribute('${CONSENT_ASK_ATTRIBUTE}','');}});`,
  ].join("");
}
