/**
 * Fills the quote form's fields from the link of an earlier offer (?plz=…&roofType=…&area=…&areaUnit=…);
 * the calculator takes them over when its code comes with the first interaction.
 */
export function prefillFromQuery(): void {
  const query = new URLSearchParams(window.location.search);
  const form = document.getElementById("calculator-form");
  if (!(form instanceof HTMLFormElement)) return;
  for (const name of ["plz", "roofType", "area", "areaUnit"]) {
    const value = query.get(name);
    const control = form.elements.namedItem(name);
    if (!value || value.length > 60 || (name === "area" && !/^\d+(?:\.\d+)?$/.test(value))) continue;
    if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) control.value = value;
  }
}
