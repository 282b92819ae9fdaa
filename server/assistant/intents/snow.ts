/**
 * Snow on the panels that the visitor asks whether to clear themselves ("Soll ich den Schnee selber abkratzen?",
 * "Devo spalare io la neve?"): advice we give. Clearing it for them is no service of ours and goes to a person. Pure.
 */

const SNOW = / (?:schnee|neige|neve|snow)\b/;
/** The visitor would do it ("soll ich", "selber", "should I", "myself", "dois-je", "devo"). */
const ONESELF =
  / (?:soll ich|sollte ich|soll man|kann ich|darf ich|muss ich|selber|selbst|should i|shall i|can i|do i|myself|ourselves|dois je|je dois|faut il|je peux|puis je|moi meme|devo|posso|conviene|da solo|io stesso)\b/;
/** Clearing it, or the tool for it ("mit dem Besen", "abkratzen", "shovel", "balai", "spalare"). */
const CLEARING =
  / (?:\w*besen|schaufel\w*|\w*kratz\w*|wegmach\w*|entfern\w*|\w*schieb\w*|\w*raum\w*|runter\w*|\w*wisch\w*|broom|brush\w*|shovel\w*|scrap\w*|sweep\w*|clear\w*|remov\w*|push\w*|balai|pelle|enlev\w*|retir\w*|deneig\w*|gratt\w*|pouss\w*|scop\w*|pala|togli\w*|spal\w*|rimuov\w*|spazzol\w*)\b/;

/** Snow on the panels that the visitor asks whether to clear themselves. */
export function clearsSnowOneself(folded: string): boolean {
  return SNOW.test(folded) && ONESELF.test(folded) && CLEARING.test(folded);
}
