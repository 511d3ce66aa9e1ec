import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from './Dialog';

function WithDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Stornieren …
      </button>
      <Dialog open={open} title="Teilnahme stornieren?" onClose={() => setOpen(false)}>
        <p>Die Stornogebühr beträgt 0,00 €.</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('öffnet mit Titel, setzt den Fokus hinein, schließt mit Esc und gibt den Fokus zurück', () => {
    render(<WithDialog />);
    const opener = screen.getByRole('button', { name: 'Stornieren …' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Teilnahme stornieren?' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('schließt über den Schließen-Knopf', () => {
    render(<WithDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Stornieren …' }));
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
