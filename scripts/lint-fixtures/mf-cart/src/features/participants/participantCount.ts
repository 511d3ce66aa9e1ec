export const participantCount = (names: string[]): number => names.length;
