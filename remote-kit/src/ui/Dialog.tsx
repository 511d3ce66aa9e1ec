import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './Button';
import './surface.css';

export interface DialogProps {
  open: boolean;
  title: string;
  /** Called on Esc, on the close button and on a click on the backdrop. */
  onClose: () => void;
  /** Label of the close button. */
  closeLabel?: string;
  /**
   * The close button is the harmless choice and takes the focus when the dialog opens (a dialog that confirms
   * something destructive); otherwise the first control of the body does.
   */
  focusClose?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: the browser traps focus and makes the page inert; Esc closes;
 * focus returns to where it was when the dialog opened.
 */
export function Dialog({ open, title, onClose, closeLabel = 'Schließen', focusClose = false, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>('button, [href], input, select, textarea');
    first?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- the backdrop click is a pointer shortcut; Esc and the close button do the same from the keyboard
    <dialog
      ref={ref}
      className="kit-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="kit-dialog__body">
        <h2 id={titleId} className="kit-dialog__title">
          {title}
        </h2>
        {children}
        <div className="kit-dialog__actions">
          <Button variant="secondary" onClick={onClose} data-autofocus={focusClose ? '' : undefined}>
            {closeLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
