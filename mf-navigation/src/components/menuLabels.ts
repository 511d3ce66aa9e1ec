/** German labels of the desktop flyouts and the mobile menu (SPEC §2.2, §2.3). */
export const MENU_LABELS = {
  menu: 'Menü',
  closeMenu: 'Menü schließen',
  back: 'Zurück',
  overview: 'Übersicht',
  previousSlide: 'Vorheriges Bild',
  nextSlide: 'Nächstes Bild',
  slide: (index: number, count: number) => `Bild ${index + 1} von ${count}`,
  slides: 'Inspiration',
  tabLink: (label: string) => `Alles zu ${label}`,
  social: 'Folgen Sie uns',
  socialNetwork: { facebook: 'Facebook', youtube: 'YouTube', instagram: 'Instagram', linkedIn: 'LinkedIn' },
} as const;
