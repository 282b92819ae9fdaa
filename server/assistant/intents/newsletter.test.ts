import { describe, expect, it } from "vitest";
import { asksToLeave, asksWhatItSends } from "./newsletter";

describe("asksToLeave", () => {
  it("reads leaving the newsletter in the four languages", () => {
    expect(asksToLeave("Wie melde ich mich vom Newsletter wieder ab?")).toBe(true);
    expect(asksToLeave("Comment je me désinscris?")).toBe(true);
    expect(asksToLeave("come faccio a disiscrivermi?")).toBe(true);
    expect(asksToLeave("How do I unsubscribe?")).toBe(true);
  });
  it("does not read signing up as leaving", () => {
    expect(asksToLeave("Wie melde ich mich für den Newsletter an?")).toBe(false);
    expect(asksToLeave("How do I sign up?")).toBe(false);
  });
});

describe("asksWhatItSends", () => {
  it("reads a question about what the newsletter sends", () => {
    expect(asksWhatItSends("How does the sign-up work and what do you send?")).toBe(true);
    expect(asksWhatItSends("Was steht im Newsletter drin?")).toBe(true);
    expect(asksWhatItSends("Wie melde ich mich an?")).toBe(false);
  });
});
