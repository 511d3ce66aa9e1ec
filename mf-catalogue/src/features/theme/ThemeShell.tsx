import { useEffect, type ReactNode } from 'react';
import { PAGE_ROUTES, buildPath, type ThemeDetailResponse } from '@amb/shared-contracts/core';
import { ErrorState, failureOf, Link, Loading, navigate, NotFoundPage, Page, useLocation } from '@amb/remote-kit';
import { useAppDispatch } from '../../hooks';
import { themeApi, useGetThemeQuery } from './themeApi';
import { SECTION_ORDER, sectionPath, THEME_SECTIONS, type ThemeSection } from './themeSections';
import './theme.css';

interface ThemeShellProps {
  /** The theme as the address names it: its id or its slug. */
  param: string;
  section: ThemeSection;
  /** The route's title, shown while the theme loads or fails. */
  title: string;
  /** The theme header's buttons (wish-list heart): given by the page. */
  actions?: ReactNode;
  children: (theme: ThemeDetailResponse) => ReactNode;
}

/**
 * Every theme page: the theme header (rubric, title, subtitle), the tabs of its pages, then the section.
 * A theme reached by id (or an old slug) replaces the address with its canonical one, keeping the data.
 */
export function ThemeShell({ param, section, title, actions, children }: ThemeShellProps) {
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  const { currentData: theme, error, isFetching, refetch } = useGetThemeQuery(param);

  useEffect(() => {
    if (!theme || theme.slug === param) return;
    // The canonical address asks for the slug: start it with what is there, so nothing loads again.
    void dispatch(themeApi.util.upsertQueryData('getTheme', theme.slug, theme));
    navigate(`${sectionPath(theme, section)}${search}`, { replace: true });
  }, [dispatch, theme, param, section, search]);

  if (!theme) {
    if (error && failureOf(error).status === 404) return <NotFoundPage />;
    return (
      <Page title={title}>
        {isFetching || !error ? (
          <Loading />
        ) : (
          <ErrorState
            message="Das Seminar konnte gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal."
            onRetry={() => void refetch()}
          />
        )}
      </Page>
    );
  }

  return (
    <Page title={THEME_SECTIONS[section].title(theme.title)} heading={theme.title}>
      <div className="cat-theme__header">
        <p className="cat-theme__rubric">
          <Link href={buildPath(PAGE_ROUTES.rubric.path, { rubric: theme.rubric.slug })}>{theme.rubric.name}</Link>
        </p>
        {theme.subtitle ? <p className="cat-theme__subtitle">{theme.subtitle}</p> : null}
        {actions ? <div className="cat-theme__actions">{actions}</div> : null}
      </div>
      <nav className="cat-theme__tabs" aria-label="Seiten zum Seminar">
        <ul>
          {SECTION_ORDER.map((entry) => (
            <li key={entry}>
              <Link href={sectionPath(theme, entry)} aria-current={entry === section ? 'page' : undefined}>
                {THEME_SECTIONS[entry].label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children(theme)}
    </Page>
  );
}
