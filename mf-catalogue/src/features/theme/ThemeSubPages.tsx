import type { RouteParams } from '@amb/shared-contracts/core';
import type { AppDispatch } from '../../store';
import { Experience, nextHotelDate } from './Experience';
import { Inhouse } from './Inhouse';
import { StarterPackage } from './StarterPackage';
import { themeApi } from './themeApi';
import { ThemeShell } from './ThemeShell';

/** /seminare/t/:theme/starterpaket: the beginners' seminars in the recommended order. */
export function StarterPackagePage({ title, params }: { title: string; params: RouteParams }) {
  const param = params.theme ?? '';
  return (
    <ThemeShell key={param} param={param} title={title} section="starter">
      {(theme) => <StarterPackage theme={theme} />}
    </ThemeShell>
  );
}

/** /seminare/t/:theme/erlebnis: what taking part is like. */
export function ExperiencePage({ title, params }: { title: string; params: RouteParams }) {
  const param = params.theme ?? '';
  return (
    <ThemeShell key={param} param={param} title={title} section="experience">
      {(theme) => <Experience theme={theme} />}
    </ThemeShell>
  );
}

/** /seminare/t/:theme/inhouse: the seminar in-house, and the request form. */
export function InhousePage({ title, params }: { title: string; params: RouteParams }) {
  const param = params.theme ?? '';
  return (
    <ThemeShell key={param} param={param} title={title} section="inhouse">
      {(theme) => <Inhouse theme={theme} />}
    </ThemeShell>
  );
}

/** Server rendering of the experience page: the dates, then the hotel of the next date held in one. */
export async function prefetchExperience(dispatch: AppDispatch, themeId: number): Promise<void> {
  const { data } = await dispatch(themeApi.endpoints.getThemeDates.initiate(themeId));
  const hotel = data ? nextHotelDate(data.dates)?.hotel : undefined;
  if (hotel) void dispatch(themeApi.endpoints.getThemeHotel.initiate(hotel.hotelId));
}
