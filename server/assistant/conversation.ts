import type { AreaUnit, RoofType } from "#app/domain/pricing";
import { findPlace } from "./intents/city";
import { findRoofType, findSize } from "./intents/quote";
import type { ChatTurn } from "./types";
import type { Understanding } from "./asked";
import { understand } from "./understand";

/**
 * What the visitor's earlier turns established, for a follow-up: the subject last asked about
 * (its services and attributes), and the system's size and roof type as last stated, in
 * whichever turn ("Ich habe 60 kWp." – "Es ist ein Blechdach." – "Und was kostet das?"). Pure.
 */
export interface Conversation {
  /** The latest earlier turn that asked about something (an attribute or a quote), understood. */
  subject?: Understanding;
  size?: { size: number; unit: AreaUnit };
  roofType?: RoofType;
  /** The latest earlier turn that named a place (read with the answer's language). */
  placeTurn?: string;
  /** The latest earlier turn that gave the system's size in kWp (with the soiling loss it may state). */
  kwpTurn?: string;
}

/** `normalise`: how the current message is read (Swiss German in Standard German), applied to earlier turns too. */
export function readConversation(
  history: readonly ChatTurn[] | undefined,
  normalise: (text: string) => string = (text) => text,
): Conversation {
  const conversation: Conversation = {};
  for (const { role, content: said } of history ?? []) {
    if (role !== "user") continue;
    const turn = { content: normalise(said) };
    const understood = understand(turn.content, { sizeKnown: conversation.size !== undefined });
    const asks = understood.attributes.length > 0 || understood.mentionsQuote;
    // A turn that asks something is the new subject; one that only names a service is the subject when there is
    // none yet, or carries the subject over to that service ("Was kostet die Solarreinigung?" – "Und macht ihr auch
    // Dächer?" – "Was kostet das?": the roof's price).
    // A turn that asks of no service keeps the one asked of before ("Do you clean gutters?" – "How often?" – "What does
    // it cost?": the gutters').
    if (asks && understood.services.length === 0 && conversation.subject)
      conversation.subject = { ...understood, services: conversation.subject.services };
    else if (asks || (!conversation.subject && understood.services.length > 0)) conversation.subject = understood;
    else if (conversation.subject && understood.services.length > 0)
      conversation.subject = { ...conversation.subject, services: understood.services };
    const size = findSize(turn.content);
    if (size) conversation.size = size;
    if (size?.unit === "kwp") conversation.kwpTurn = turn.content;
    const roofType = findRoofType(turn.content);
    if (roofType) conversation.roofType = roofType;
    if (findPlace(turn.content, "de")) conversation.placeTurn = turn.content;
  }
  return conversation;
}
