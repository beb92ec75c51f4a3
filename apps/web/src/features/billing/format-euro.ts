// Spec 000 §9: currency EUR in the de-DE number style, whatever the language (1.234,56 €).
const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

export function formatEuro(value: number): string {
  return euro.format(value);
}
