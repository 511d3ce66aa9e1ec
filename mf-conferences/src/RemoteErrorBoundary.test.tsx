import { screen } from '@testing-library/react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { renderWithProviders } from './test/renderWithProviders';

function Broken(): never {
  throw new Error('kaputt');
}

describe('RemoteErrorBoundary', () => {
  it('zeigt den deutschen Hinweis im eigenen Bereich, wenn eine Komponente wirft', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <RemoteErrorBoundary>
        <Broken />
      </RemoteErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Dieser Bereich kann gerade nicht geladen werden.');
    expect(alert).toHaveAttribute('data-boundary', 'mf_conferences');
  });

  it('zeigt die Kinder, solange nichts wirft', () => {
    renderWithProviders(
      <RemoteErrorBoundary>
        <p>Inhalt</p>
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('Inhalt')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
