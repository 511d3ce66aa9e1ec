import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { MESSAGES } from '@amb/shared-contracts/core';
import { RemoteRoot } from '../lifecycles/RemoteRoot';
import { navigate } from '../router/location';
import { Button, ButtonLink } from './Button';
import { Card } from './Card';
import { NotFoundPage } from './NotFoundPage';
import { Page } from './Page';
import { EmptyState, ErrorState, Loading } from './states';

describe('UI-Bausteine', () => {
  it('Button: echter Knopf, primär gefüllt oder sekundär umrandet', () => {
    render(
      <>
        <Button>Buchen</Button>
        <Button variant="secondary" type="submit">
          Reservieren
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Buchen' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Buchen' })).toHaveClass('kit-button--primary');
    expect(screen.getByRole('button', { name: 'Reservieren' })).toHaveClass('kit-button--secondary');
  });

  it('ButtonLink ist ein Link', () => {
    render(<ButtonLink href="/seminare">Zu den Seminaren</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Zu den Seminaren' })).toHaveAttribute('href', '/seminare');
  });

  it('Card mit Überschrift', () => {
    render(<Card heading="Arbeitsrecht I">Inhalt</Card>);
    expect(screen.getByRole('heading', { level: 2, name: 'Arbeitsrecht I' })).toBeInTheDocument();
  });

  it('Loading sagt „Einen Moment...“, Fehler- und Leerzustand sagen, was zu tun ist', () => {
    render(
      <>
        <Loading />
        <ErrorState message="Laden fehlgeschlagen." action={<a href="/">Neu laden</a>} />
        <EmptyState message="Warenkorb ist leer" />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.loading);
    expect(screen.getByRole('alert')).toHaveTextContent('Laden fehlgeschlagen.');
    expect(screen.getByRole('link', { name: 'Neu laden' })).toBeInTheDocument();
    expect(screen.getByText('Warenkorb ist leer')).toBeInTheDocument();
  });

  it('Page setzt die eine h1 und den Titel des Dokuments', () => {
    render(<Page title="Warenkorb" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeInTheDocument();
    expect(document.title).toBe('Warenkorb | Akademie für Mitbestimmung');
  });

  it('NotFoundPage: deutscher Hinweis mit Wegen weiter', () => {
    render(
      <RemoteRoot remote="mf_content" store={configureStore({ reducer: () => ({}) })}>
        <NotFoundPage />
      </RemoteRoot>,
    );
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.pageNotFoundTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Seminarübersicht' })).toHaveAttribute('href', '/seminare');
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });
});

describe('Page after a navigation in the browser', () => {
  it('the page of a loaded document leaves the focus alone; a page navigated to takes it on its heading', () => {
    const first = render(<Page title="Warenkorb">Inhalt</Page>);
    expect(document.body).toHaveFocus();
    first.unmount();
    // The link that led here is gone with the old page: the focus would stay on <body>.
    act(() => navigate('/seminare/warenkorb/checkout'));
    render(<Page title="Kasse">Schritte</Page>);
    const heading = screen.getByRole('heading', { level: 1, name: 'Kasse' });
    expect(heading).toHaveFocus();
    // Focusable only while it has the focus: the markup stays the server's.
    act(() => heading.blur());
    expect(heading).not.toHaveAttribute('tabindex');
  });

  it('never takes the focus from where something put it', () => {
    act(() => navigate('/seminare/warenkorb'));
    function Screen({ page }: { page: boolean }) {
      return (
        <>
          <button type="button">Weiter</button>
          {page ? <Page title="Kasse" /> : null}
        </>
      );
    }
    const { rerender } = render(<Screen page={false} />);
    const button = screen.getByRole('button', { name: 'Weiter' });
    button.focus();
    rerender(<Screen page />);
    expect(screen.getByRole('heading', { level: 1, name: 'Kasse' })).toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
