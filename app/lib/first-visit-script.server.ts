import { getPattern } from "isbot";
import { VISITED_KEY, decideFirstVisit, otherLanguageHomes } from "./first-visit";

/**
 * Inline script for the German home page: decides before the first paint, so a
 * French, Italian or English first visitor never sees the German page swap
 * (no layout shift, no wasted render). Bots are recognised with isbot's pattern.
 */
export function firstVisitScript(): string {
  const pattern = JSON.stringify(getPattern().source);
  return (
    `(function(decide){try{if(location.pathname!=="/")return;` +
    `var visited=localStorage.getItem(${JSON.stringify(VISITED_KEY)})!==null;` +
    `localStorage.setItem(${JSON.stringify(VISITED_KEY)},"1");` +
    `var target=decide(visited,(navigator.languages&&navigator.languages[0])||navigator.language,navigator.userAgent,new RegExp(${pattern},"i"),${JSON.stringify(otherLanguageHomes())});` +
    `if(target)location.replace(target);}catch(e){}})(${decideFirstVisit.toString()});`
  );
}
