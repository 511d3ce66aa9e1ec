export const slugOf = (title: string): string => title.toLowerCase().replace(/\s+/g, '-');
