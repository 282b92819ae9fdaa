import { describe, expect, it } from "vitest";
import { namedGalleryProject, namesGalleryTown } from "./gallery";

describe("namedGalleryProject", () => {
  it("finds the project a question names by its town or its building, in any language", () => {
    expect(namedGalleryProject("How much more yield did the barn get?")).toBe(2);
    expect(namedGalleryProject("Et la maison individuelle à Riehen?")).toBe(0);
    expect(namedGalleryProject("Das Gewerbedach in Pratteln?")).toBe(1);
  });
  it("names none when the question names no project or several", () => {
    expect(namedGalleryProject("Zeigt ihr Vorher-Nachher-Bilder?")).toBeUndefined();
    expect(namedGalleryProject("Riehen oder Sursee, wo war der Gewinn grösser?")).toBeUndefined();
  });
});

describe("namesGalleryTown", () => {
  it("names a project by its town only", () => {
    expect(namesGalleryTown("le projet à Pratteln")).toBe(true);
    expect(namesGalleryTown("un projet dans une ferme")).toBe(false);
  });
});
