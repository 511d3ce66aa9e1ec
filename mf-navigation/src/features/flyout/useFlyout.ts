import { useEffect, useReducer } from 'react';
import { TIMINGS } from '@amb/shared-contracts/core';
import { flyoutReducer, initialFlyoutState } from './flyoutReducer';

/** The flyout state machine with its clock: a closing flyout leaves after TIMINGS.flyoutCloseMs. */
export function useFlyout() {
  const [state, dispatch] = useReducer(flyoutReducer, initialFlyoutState);
  const { closingId } = state;
  useEffect(() => {
    if (closingId === null) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'closed', id: closingId }), TIMINGS.flyoutCloseMs);
    return () => clearTimeout(timer);
  }, [closingId]);
  return { ...state, dispatch };
}
