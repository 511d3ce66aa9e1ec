/**
 * Which consultant serves an address: each consultant covers postal-code areas (Postleitzahlbereiche, the
 * leading digits); the longest matching prefix wins, ties go to the lower id.
 */
export interface RegionalConsultant {
  consultantId: number;
  /** Leading digits of the postal codes covered, e.g. ['20', '21', '22'] or ['8']. */
  postalRegions: readonly string[];
}

/** The consultant for a five-digit postal code, or null when none covers it (or the code is not one). */
export function consultantForPostalCode(
  consultants: readonly RegionalConsultant[],
  postalCode: string | null | undefined,
): number | null {
  if (!postalCode || !/^\d{5}$/.test(postalCode)) return null;
  let best: { consultantId: number; length: number } | null = null;
  for (const consultant of consultants) {
    for (const prefix of consultant.postalRegions) {
      if (!postalCode.startsWith(prefix)) continue;
      const better =
        !best ||
        prefix.length > best.length ||
        (prefix.length === best.length && consultant.consultantId < best.consultantId);
      if (better) best = { consultantId: consultant.consultantId, length: prefix.length };
    }
  }
  return best?.consultantId ?? null;
}

/** 'PLZ 20–22, 8' style label of the regions, for the consultant card. */
export function postalRegionsLabel(regions: readonly string[]): string {
  return regions.length === 0 ? '' : `PLZ-Bereiche ${regions.join(', ')}`;
}
