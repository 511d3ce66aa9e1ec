import { useEffect, useRef } from 'react';
import { MESSAGES } from '@amb/shared-contracts/core';
import { Button } from '@amb/remote-kit';

/** „… entfernt.“ with the button that brings it back; the button takes the focus (the removed one's button is gone). */
export function UndoNotice({ message, onUndo }: { message: string; onUndo: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="amb-cart-undo" role="status">
      <span>{message}</span>
      <Button ref={button} variant="secondary" onClick={onUndo}>
        {MESSAGES.undo}
      </Button>
    </div>
  );
}
