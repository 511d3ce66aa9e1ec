// Planted: a hook called after an early return (rules-of-hooks).
import { useState } from 'react';

export function ParticipantCounter({ visible }: { visible: boolean }) {
  if (!visible) return null;
  const [count, setCount] = useState(1);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count} Teilnehmende
    </button>
  );
}
