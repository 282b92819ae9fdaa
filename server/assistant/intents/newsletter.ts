import { foldForMatching } from "../text";

/** Leaving the newsletter ("abmelden", "me désinscrire", "disiscrivermi", "unsubscribe", "cancel"). */
const LEAVING =
  / (?:abmeld\w*|abbestell\w*|meld\w* (?:\S+ ){0,6}ab|desinscri\w*|desabonn\w*|disiscriv\w*|disdir\w*|annullare l iscrizione|cancellarmi|unsubscrib\w*|cancel\w*|opt out|stop (?:getting|receiving))\b/;

/** Whether the question asks how to leave the newsletter. Pure. */
export function asksToLeave(message: string): boolean {
  return LEAVING.test(foldForMatching(message));
}

/** What the newsletter sends ("what do you send?", "was steht drin?", "que contient", "cosa mandate"). */
const CONTENT =
  / (?:what do you send|what will i get|what is in it|whats in it|what does it contain|about what|was schickt|was sendet|was steht|was kommt|was bekomme|inhalt\w*|themen|que contient|contenu|qu est ce que vous envoyez|que recevrai|sujets|cosa mandate|cosa inviate|cosa contiene|contenuti|argomenti|topics|content)\b/;

/** Whether the question asks what the newsletter sends. Pure. */
export function asksWhatItSends(message: string): boolean {
  return CONTENT.test(foldForMatching(message));
}
