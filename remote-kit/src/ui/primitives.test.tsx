import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { MESSAGES } from '@amb/shared-contracts/core';
import { RemoteRoot } from '../lifecycles/RemoteRoot';
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
